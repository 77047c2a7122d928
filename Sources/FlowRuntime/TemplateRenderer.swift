import Foundation
import FlowCompiler

/// Renders dialog templates: property paths, display strings, money and
/// durations, and plurals: "${quantity} ${soup}" is "1 Clam Chowder" or
/// "2 Clam Chowders".
public enum TemplateRenderer {
    public static func render(_ template: Template, values: [String: RuntimeValue]) -> String {
        var text = ""
        var previousNumber: Int?
        for part in template.parts {
            switch part {
            case .text(let piece):
                text += piece
                // A number only pluralizes what follows right after a single space.
                if piece != " " { previousNumber = nil }
            case .placeholder(let path):
                let value = lookup(path, in: values)
                var rendered = value.description
                if let count = previousNumber, count != 1, isCountable(value) { rendered = pluralize(rendered) }
                text += rendered
                if case .integer(let number) = value { previousNumber = number } else { previousNumber = nil }
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

    /// English plurals for display names: "Chowder" → "Chowders", "Loaf" → "Loaves"
    /// is beyond a template's reach; -s, -es and -y → -ies cover the menu.
    public static func pluralize(_ text: String) -> String {
        guard let last = text.last, last.isLetter else { return text }
        let lower = text.lowercased()
        if lower.hasSuffix("soup") || lower.hasSuffix("s") && !lower.hasSuffix("ss") { return text }
        if lower.hasSuffix("y"), let beforeY = lower.dropLast().last, !"aeiou".contains(beforeY) { return String(text.dropLast()) + "ies" }
        if lower.hasSuffix("ch") || lower.hasSuffix("sh") || lower.hasSuffix("x") || lower.hasSuffix("ss") { return text + "es" }
        return text + "s"
    }
}
