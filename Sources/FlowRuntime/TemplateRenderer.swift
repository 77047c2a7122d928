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
        for name in path.dropFirst() { value = Members.value(of: name, on: value) }
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

/// Reading properties of values at run time (`orderDetails.total`, `now.weekday`).
public enum Members {
    public static func value(of member: String, on value: RuntimeValue) -> RuntimeValue {
        switch value {
        case .object(let object):
            switch member {
            case "identifier": return .string(object.identifier)
            case "displayString": return .string(object.displayString)
            case "subtitle": return object.subtitle.map(RuntimeValue.string) ?? .nothing
            default: return object.properties[member] ?? .nothing
            }
        case .enumCase(let value):
            return member == "name" ? .string(value.caseName) : .string(value.displayName)
        case .list(let values):
            switch member {
            case "count": return .integer(values.count)
            case "first": return values.first ?? .nothing
            case "last": return values.last ?? .nothing
            case "isEmpty": return .boolean(values.isEmpty)
            default: return .nothing
            }
        case .dictionary(let entries):
            switch member {
            case "count": return .integer(entries.count)
            case "keys": return .list(entries.map { .string($0.key) })
            case "values": return .list(entries.map(\.value))
            case "isEmpty": return .boolean(entries.isEmpty)
            default: return entries.first { $0.key == member }?.value ?? .nothing
            }
        case .string(let text):
            switch member {
            case "count": return .integer(text.count)
            case "lowercased": return .string(text.lowercased())
            case "uppercased": return .string(text.uppercased())
            case "lines":
                // A final newline ends the last line; it does not start an empty one.
                var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
                if lines.last?.isEmpty == true { lines.removeLast() }
                return .list(lines.map { .string(String($0)) })
            default: return .nothing
            }
        case .currency(let amount, let code):
            return member == "amount" ? .decimal(amount) : member == "currency" ? .string(code) : .nothing
        case .duration(let seconds):
            switch member {
            case "seconds": return .decimal(Decimal(seconds))
            case "minutes": return .decimal(Decimal(seconds / 60))
            case "hours": return .decimal(Decimal(seconds / 3_600))
            default: return .nothing
            }
        case .date(let date):
            let fields = Calendar.current.dateComponents([.year, .month, .day, .hour, .minute, .second, .weekday], from: date)
            switch member {
            case "date": return .components(year: fields.year, month: fields.month, day: fields.day, hour: nil, minute: nil, second: nil)
            case "time": return .components(year: nil, month: nil, day: nil, hour: fields.hour, minute: fields.minute, second: fields.second)
            case "weekday": return .integer(fields.weekday ?? 1)
            case "year": return .integer(fields.year ?? 0)
            case "month": return .integer(fields.month ?? 0)
            case "day": return .integer(fields.day ?? 0)
            case "hour": return .integer(fields.hour ?? 0)
            case "minute": return .integer(fields.minute ?? 0)
            default: return .nothing
            }
        case .location(let name), .person(let name):
            return member == "name" || member == "address" ? .string(name) : .nothing
        case .error(let message, let step):
            return member == "message" ? .string(message) : member == "step" ? .string(step) : .nothing
        default:
            return .nothing
        }
    }
}
