import Foundation
import FlowCompiler

/// Suggested shortcuts as JSON: how external apps publish them (the `suggest`
/// notification) and how flow keeps them. Values are the protocol's typed
/// JSON, checked against the intent's parameters.
extension SuggestedShortcut {
    public func json(values coder: ProtocolValues) -> [String: Any] {
        var fields: [String: Any] = ["intent": intent, "values": coder.encode(values)]
        if let title { fields["title"] = title }
        if let subtitle { fields["subtitle"] = subtitle }
        if let relevance { fields["relevance"] = relevance.json }
        return fields
    }

    /// `{"intent": "OrderSoup", "values": {...}, "title": "...", "subtitle": "...", "relevance": {...}}`
    /// for an intent of `app`.
    public init(json: Any, app: AppModel, values coder: ProtocolValues) throws(ProtocolValues.Mismatch) {
        guard let fields = json as? [String: Any], let name = fields["intent"] as? String else {
            throw ProtocolValues.Mismatch(description: "a suggestion should be {\"intent\": ..., \"values\": {...}}, not \(ProtocolValues.show(json))")
        }
        guard let intent = app.intent(name) else {
            throw ProtocolValues.Mismatch(description: "'\(name)' is not an intent of \(app.name)")
        }
        let values = try Self.values(fields["values"], intent: intent, coder: coder, what: "suggestion of \(app.name).\(name)")
        let relevance: Relevance? = if let hints = fields["relevance"] { try Relevance(json: hints) } else { nil }
        self.init(intent: name, values: values, title: fields["title"] as? String, subtitle: fields["subtitle"] as? String, relevance: relevance)
    }

    /// An intent's values from protocol JSON: each a parameter of the intent, of its type.
    public static func values(_ json: Any?, intent: IntentModel, coder: ProtocolValues, what: String) throws(ProtocolValues.Mismatch) -> IntentValues {
        guard let given = (json ?? [String: Any]()) as? [String: Any] else {
            throw ProtocolValues.Mismatch(description: "the values of the \(what) should be an object")
        }
        var values: IntentValues = [:]
        for (name, value) in given {
            guard let parameter = intent.parameter(name) else {
                throw ProtocolValues.Mismatch(description: "the \(what) names '\(name)', which is not a parameter of \(intent.name)")
            }
            let decoded = try coder.decode(value, as: parameter.type, path: "the \(what)'s '\(name)'")
            if decoded != .nothing { values[name] = decoded }
        }
        return values
    }
}

extension Relevance {
    /// Day names as the hints write them, Sunday first (1 is Sunday, as `now.weekday`).
    public static let dayNames = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"]

    /// `{"days": ["mon", "fri"], "from": "11:00", "until": "14:30", "place": "Work"}`, each optional.
    public var json: [String: Any] {
        var fields: [String: Any] = [:]
        if !days.isEmpty { fields["days"] = days.sorted().map { Self.dayNames[$0 - 1] } }
        if let from { fields["from"] = Self.clock(from) }
        if let until { fields["until"] = Self.clock(until) }
        if let place { fields["place"] = place }
        return fields
    }

    public init(json: Any) throws(ProtocolValues.Mismatch) {
        guard let fields = json as? [String: Any] else {
            throw ProtocolValues.Mismatch(description: "relevance should be {\"days\": [...], \"from\": \"11:00\", \"until\": \"14:30\", \"place\": \"...\"}")
        }
        var days: Set<Int> = []
        for item in fields["days"] as? [Any] ?? [] {
            guard let name = (item as? String)?.lowercased().prefix(3), let index = Self.dayNames.firstIndex(of: String(name)) else {
                throw ProtocolValues.Mismatch(description: "'\(item)' is not a day (sun, mon, ..., sat)")
            }
            days.insert(index + 1)
        }
        func minute(_ key: String) throws(ProtocolValues.Mismatch) -> Int? {
            guard let value = fields[key] else { return nil }
            guard let text = value as? String, let minute = Self.minute(text) else {
                throw ProtocolValues.Mismatch(description: "relevance '\(key)' should be a time of day such as \"11:30\", not \(ProtocolValues.show(value))")
            }
            return minute
        }
        self.init(days: days, from: try minute("from"), until: try minute("until"), place: fields["place"] as? String)
    }

    /// "11:30" as minutes after midnight.
    public static func minute(_ text: String) -> Int? {
        let parts = text.split(separator: ":")
        guard parts.count == 2, let hour = Int(parts[0]), let minute = Int(parts[1]), (0...24).contains(hour), (0..<60).contains(minute),
              hour * 60 + minute <= 24 * 60 else { return nil }
        return hour * 60 + minute
    }

    public static func clock(_ minute: Int) -> String { String(format: "%02d:%02d", minute / 60, minute % 60) }
}
