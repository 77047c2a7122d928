/// A type of the language: the system types of Shortcuts, an app's enums
/// and custom types, lists, dictionaries, and JSON-shaped data.
public indirect enum FlowType: Hashable, Sendable, CustomStringConvertible {
    case integer, decimal, boolean, string, file, date, dateComponents, duration, measurement
    case url, location, person, currencyAmount, paymentMethod
    /// An app's enum, by app and enum name.
    case enumeration(app: String, name: String)
    /// An app's custom type: identifier, display string, subtitle, image, properties.
    case custom(app: String, name: String)
    case list(FlowType)
    case dictionary(key: FlowType, value: FlowType)
    /// `1...5`, `11:00..<14:30`: for `in` and `for`.
    case range(FlowType)
    /// The trigger of an automation's run (`trigger.scheduledFor`, `trigger.event.data`).
    case trigger
    /// A posted event: type, id, source, time and its JSON data.
    case event
    /// Data whose shape is known only at run time (a web response, an event's
    /// data): any member or subscript is allowed and is JSON again.
    case json
    /// What a step that produces nothing "outputs".
    case nothing
    /// A failed step's error, in `catch`.
    case error
    /// Accepts anything; only for built-in parameters such as show-result's.
    case any
    /// The type of an expression that already has a diagnostic: accepted
    /// everywhere, so one mistake does not cascade.
    case invalid

    /// The system types by the name a program writes.
    public static let systemTypes: [String: FlowType] = [
        "Integer": .integer, "Decimal": .decimal, "Boolean": .boolean, "String": .string, "File": .file,
        "Date": .date, "DateComponents": .dateComponents, "Duration": .duration, "Measurement": .measurement,
        "URL": .url, "Location": .location, "Person": .person, "CurrencyAmount": .currencyAmount,
        "PaymentMethod": .paymentMethod, "JSON": .json,
    ]

    public var description: String {
        switch self {
        case .integer: "Integer"
        case .decimal: "Decimal"
        case .boolean: "Boolean"
        case .string: "String"
        case .file: "File"
        case .date: "Date"
        case .dateComponents: "DateComponents"
        case .duration: "Duration"
        case .measurement: "Measurement"
        case .url: "URL"
        case .location: "Location"
        case .person: "Person"
        case .currencyAmount: "CurrencyAmount"
        case .paymentMethod: "PaymentMethod"
        case .enumeration(_, let name), .custom(_, let name): name
        case .list(let element): "[\(element)]"
        case .dictionary(let key, let value): "[\(key): \(value)]"
        case .range(let bound): "Range<\(bound)>"
        case .trigger: "Trigger"
        case .event: "Event"
        case .json: "JSON"
        case .nothing: "Nothing"
        case .error: "Error"
        case .any: "Any"
        case .invalid: "<invalid>"
        }
    }

    /// "an Integer", "a URL", "a list of Topping": for messages.
    public var withArticle: String {
        if case .list(let element) = self { return "a list of \(element)" }
        let text = description
        let vowel = text.first.map { "AEIOU".contains($0) } ?? false
        return (vowel && !text.hasPrefix("URL") ? "an " : "a ") + text
    }

    public var isNumeric: Bool { self == .integer || self == .decimal }

    /// Types whose values can be ordered with `<`.
    public var isOrdered: Bool {
        switch self {
        case .integer, .decimal, .string, .date, .dateComponents, .duration, .measurement, .currencyAmount: true
        default: false
        }
    }

    /// Dynamic types are checked at run time, not here.
    public var isDynamic: Bool { self == .json || self == .any || self == .invalid }
}

extension StringProtocol {
    /// "a list" → "A list", for a message that starts with a type.
    public var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
