import Foundation
import FlowAutomation
import FlowCompiler

/// Turns typed answers into values of a parameter's type: an option by
/// number, by name or by ordinal ("the first one"); an enum case by name or
/// display name; numbers, yes/no, places and people by name.
public enum AnswerParser {
    static let ordinals = ["first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "last": -1]

    /// The option chosen by `text`, or nil.
    static func choose(_ text: String, among options: [RuntimeValue]) -> RuntimeValue? {
        let answer = text.trimmingCharacters(in: .whitespaces).lowercased()
        if let number = Int(answer), options.indices.contains(number - 1) { return options[number - 1] }
        if let exact = options.first(where: { $0.description.lowercased() == answer }) { return exact }
        if let named = options.first(where: { OptionName.names(answer, $0) }) { return named }
        for (word, position) in ordinals where answer.split(separator: " ").contains(Substring(word)) {
            let index = position == -1 ? options.count - 1 : position - 1
            if options.indices.contains(index) { return options[index] }
        }
        let partial = options.filter { $0.description.lowercased().contains(answer) && !answer.isEmpty }
        return partial.count == 1 ? partial[0] : nil
    }

    /// The value of `text` as `type`, or nil when it is not one.
    public static func parse(_ text: String, as type: FlowType, apps: [AppModel], now: Date = Date()) -> RuntimeValue? {
        let answer = text.trimmingCharacters(in: .whitespaces)
        switch type {
        case .integer: return Int(answer).map(RuntimeValue.integer)
        case .decimal: return Decimal(string: answer).map(RuntimeValue.decimal)
        case .boolean:
            switch answer.lowercased() {
            case "yes", "y", "true", "1": return .boolean(true)
            case "no", "n", "false", "0": return .boolean(false)
            default: return nil
            }
        case .enumeration(let app, let name):
            guard let model = apps.first(where: { $0.name == app })?.enumModel(name), let found = model.lookup(answer)
                ?? model.cases.first(where: { $0.name.lowercased() == answer.lowercased() }) else { return nil }
            return .enumCase(.init(app: app, enumName: name, caseName: found.name, displayName: found.displayName))
        case .location: return answer.isEmpty ? nil : .location(name: answer)
        case .person: return answer.isEmpty ? nil : .person(name: answer)
        case .url: return answer.contains(":") ? .url(answer) : nil
        case .file: return answer.isEmpty ? nil : .file(path: answer)
        case .paymentMethod: return answer.isEmpty ? nil : .paymentMethod(name: answer, kind: "")
        case .custom(_, let name):
            return answer.isEmpty ? nil : .object(.init(typeName: name, identifier: answer, displayString: answer))
        case .list(let element):
            let items = answer.split(separator: ",").map { parse(String($0), as: element, apps: apps) }
            return items.contains(where: { $0 == nil }) ? nil : .list(items.compactMap { $0 })
        case .duration:
            return duration(answer).map { .duration(seconds: $0) }
        case .any, .json:
            return .string(answer)
        case .date:
            return date(answer, now: now).map(RuntimeValue.date)
        default:
            return .string(answer)
        }
    }

    /// What an answer of `type` looks like, for "'x' is not a number".
    public static func describe(_ type: FlowType) -> String {
        switch type {
        case .integer: "a whole number"
        case .decimal: "a number"
        case .boolean: "yes or no"
        case .date: "a date (2026-11-21, 2026-11-21 12:30, 12:30, today, tomorrow or now)"
        case .url: "a URL with its scheme, such as https://example.com"
        case .duration: "a duration (90, 2m, 1h30m)"
        case .string: "text"
        default: type.withArticle
        }
    }

    /// A duration typed by a person: seconds ("90"), or amounts with units
    /// as the language writes them ("2m", "1h30m", "500ms", "1.5h").
    public static func duration(_ text: String) -> Double? {
        if let seconds = Double(text) { return seconds.isFinite ? seconds : nil }
        return DurationNotation.seconds(text.replacingOccurrences(of: " ", with: ""))
    }

    /// A date typed by a person, in the local time zone: "now", "today",
    /// "tomorrow", "2026-11-21", "2026-11-21 12:30", "2026-11-21T12:30:00Z", or
    /// a time of day ("12:30"), meaning today.
    static func date(_ text: String, now: Date) -> Date? {
        let calendar = Calendar.current
        switch text.lowercased() {
        case "now": return now
        case "today": return calendar.startOfDay(for: now)
        case "tomorrow": return calendar.date(byAdding: .day, value: 1, to: calendar.startOfDay(for: now))
        default: break
        }
        if let instant = ISO8601DateFormatter().date(from: text) { return instant }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = calendar.timeZone
        for format in ["yyyy-MM-dd HH:mm", "yyyy-MM-dd'T'HH:mm", "yyyy-MM-dd"] {
            formatter.dateFormat = format
            if let date = formatter.date(from: text) { return date }
        }
        formatter.dateFormat = "HH:mm"
        guard let time = formatter.date(from: text) else { return nil }
        let parts = calendar.dateComponents([.hour, .minute], from: time)
        return calendar.date(bySettingHour: parts.hour ?? 0, minute: parts.minute ?? 0, second: 0, of: now)
    }
}
