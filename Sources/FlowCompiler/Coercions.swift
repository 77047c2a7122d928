/// The "content graph": which values convert to which types, and how.
///
/// One table, `Coercions.rules`, is both what the checker applies (through
/// `Coercions.rule(from:to:)`) and what `flow help types` prints, so the
/// documentation cannot drift from the behavior.
public enum Coercions {
    /// How sure the checker can be.
    public enum Certainty: String, Sendable {
        /// Always succeeds.
        case always
        /// A literal is checked now (an unknown enum name is an error); other
        /// values are checked when the step runs.
        case literalCheckedNow = "literals checked now"
        /// Decided when the step runs (by the app's options, contacts, or the data).
        case atRunTime = "at run time"
    }

    public struct Rule: Sendable {
        public var from: String
        public var to: String
        public var how: String
        public var certainty: Certainty
        /// Which concrete conversions the rule covers.
        let matches: @Sendable (FlowType, FlowType) -> Bool
    }

    static let displayable: Set<FlowType> = [
        .integer, .decimal, .boolean, .date, .dateComponents, .duration, .measurement, .url, .location,
        .person, .currencyAmount, .paymentMethod, .file, .error,
    ]

    public static let rules: [Rule] = [
        Rule(from: "Integer", to: "Decimal", how: "exactly", certainty: .always) { $0 == .integer && $1 == .decimal },
        Rule(from: "a number, Boolean, date, duration, measurement, URL, location, person, currency amount, payment method, file or error",
             to: "String", how: "formatted for display (2 → \"2\", $2.95 → \"$2.95\")", certainty: .always) {
            displayable.contains($0) && $1 == .string
        },
        Rule(from: "an enum case", to: "String", how: "its display name (.clamChowder → \"Clam Chowder\")", certainty: .always) {
            if case .enumeration = $0 { return $1 == .string } else { return false }
        },
        Rule(from: "a custom object", to: "String", how: "its display string", certainty: .always) {
            if case .custom = $0 { return $1 == .string } else { return false }
        },
        Rule(from: "String", to: "an enum", how: "by display name or case name (\"Clam Chowder\" → .clamChowder)",
             certainty: .literalCheckedNow) {
            if case .enumeration = $1 { return $0 == .string } else { return false }
        },
        Rule(from: "String", to: "URL", how: "parsed; a literal must be a URL with a scheme", certainty: .literalCheckedNow) {
            $0 == .string && $1 == .url
        },
        Rule(from: "String", to: "Integer or Decimal", how: "parsed as a number", certainty: .literalCheckedNow) {
            $0 == .string && $1.isNumeric
        },
        Rule(from: "String", to: "Date", how: "parsed as ISO 8601 (2026-03-29T12:30)", certainty: .literalCheckedNow) {
            $0 == .string && $1 == .date
        },
        Rule(from: "String", to: "Location", how: "by name: the app's options, or a place from configuration", certainty: .atRunTime) {
            $0 == .string && $1 == .location
        },
        Rule(from: "String", to: "Person", how: "by name, from contacts", certainty: .atRunTime) {
            $0 == .string && $1 == .person
        },
        Rule(from: "String", to: "File", how: "as a path", certainty: .atRunTime) {
            $0 == .string && $1 == .file
        },
        Rule(from: "String", to: "a custom type", how: "by identifier or display string, among the app's options",
             certainty: .atRunTime) {
            if case .custom = $1 { return $0 == .string } else { return false }
        },
        Rule(from: "Date", to: "DateComponents", how: "its calendar fields in the local zone", certainty: .always) {
            $0 == .date && $1 == .dateComponents
        },
        Rule(from: "DateComponents", to: "Date", how: "the next matching moment", certainty: .atRunTime) {
            $0 == .dateComponents && $1 == .date
        },
        Rule(from: "a value of type T", to: "[T]", how: "a list of that one value", certainty: .always) {
            if case .list(let element) = $1 { return Coercions.rule(from: $0, to: element) != nil && !isList($0) }
            return false
        },
        Rule(from: "[T]", to: "[U]", how: "each element converted, when T converts to U", certainty: .always) {
            if case .list(let from) = $0, case .list(let to) = $1 { return Coercions.rule(from: from, to: to) != nil }
            return false
        },
        Rule(from: "JSON", to: "any type", how: "checked when the step runs", certainty: .atRunTime) {
            $0 == .json && $1 != .json
        },
        Rule(from: "any type", to: "JSON", how: "as JSON (objects by their properties; text stays one JSON string, with a warning: get-dictionary-from-input parses it)", certainty: .always) {
            $1 == .json && $0 != .json
        },
    ]

    static func isList(_ type: FlowType) -> Bool {
        if case .list = type { return true } else { return false }
    }

    /// Whether a `from` value may be passed where `to` is expected: nil when
    /// it cannot; a rule when it converts; `identity` when nothing is needed.
    public static func rule(from: FlowType, to: FlowType) -> Rule? {
        if from == to || from == .invalid || to == .invalid || to == .any { return identity }
        // By index: `first(where:)` copied every rule (strings and closure) it tried.
        let all = rules
        for index in all.indices where all[index].matches(from, to) { return all[index] }
        return nil
    }

    public static func converts(_ from: FlowType, to: FlowType) -> Bool { rule(from: from, to: to) != nil }

    static let identity = Rule(from: "T", to: "T", how: "as it is", certainty: .always) { $0 == $1 }
}
