import Foundation
import FlowCompiler

/// Renders dialog templates: property paths, display strings, money and
/// durations, and plurals: "${quantity} ${soup}" is "1 Clam Chowder" or
/// "2 Clam Chowders".
public enum TemplateRenderer {
    public static func render(_ template: Template, values: [String: RuntimeValue]) -> String {
        var text = ""
        // A count right before a countable value pluralizes it (`Plural`, the rule summaries use too).
        var count: Int?
        var between = ""
        for part in template.parts {
            switch part {
            case .text(let piece):
                text += piece
                between += piece
            case .placeholder(let path):
                let value = lookup(path, in: values)
                var rendered = value.description
                if isCountable(value), Plural.applies(count: count, between: between) { rendered = Plural.noun(rendered) }
                text += rendered
                if case .integer(let number) = value { count = number } else { count = nil }
                between = ""
            }
        }
        return text
    }

    static func isCountable(_ value: RuntimeValue) -> Bool {
        switch value {
        case .enumCase, .object: true
        default: false
        }
    }

    static func lookup(_ path: [String], in values: [String: RuntimeValue]) -> RuntimeValue {
        var value = values[path[0]] ?? .nothing
        for name in path.dropFirst() { value = Properties.read(name, from: value) }
        return value
    }

    /// English plurals: `Plural.noun`, the rule summaries use too.
    public static func pluralize(_ text: String) -> String { Plural.noun(text) }
}
