import Foundation
import FlowCompiler

/// Renders dialog templates: property paths, display strings, money and
/// durations, and plurals: "${quantity} ${soup}" is "1 Clam Chowder" or
/// "2 Clam Chowders".
public enum TemplateRenderer {
    public static func render(_ template: Template, values: [String: RuntimeValue]) -> String {
        template.render { path in
            let value = lookup(path, in: values)
            var count: Int?
            if case .integer(let number) = value { count = number }
            return .init(value.description, count: count, isCountable: isCountable(value))
        }
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
