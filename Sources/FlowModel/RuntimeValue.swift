import Foundation

/// A value while a shortcut runs.
///
/// Every case whose payload is larger than a string is `indirect` (kept in a
/// box), so a value is 17 bytes instead of 90 and comes back from a function
/// in registers. A loop of arithmetic moves a value out of every expression
/// it computes; through memory each of those moves cost a processor stall,
/// more than the arithmetic. The boxed cases (decimals, money, dates' fields,
/// objects, errors) cost an allocation when made, small beside their work.
public enum RuntimeValue: Sendable, Equatable, CustomStringConvertible {
    case nothing
    case integer(Int)
    indirect case decimal(Decimal)
    case boolean(Bool)
    case string(String)
    case date(Date)
    /// Calendar fields: a day, a time of day.
    indirect case components(year: Int?, month: Int?, day: Int?, hour: Int?, minute: Int?, second: Int?)
    case duration(seconds: Double)
    indirect case measurement(value: Double, unit: String)
    indirect case currency(amount: Decimal, code: String)
    case url(String)
    /// A file by its path; its properties (size, name) are read when asked.
    case file(path: String)
    indirect case location(Place)
    indirect case person(Person)
    indirect case paymentMethod(name: String, kind: String)
    indirect case enumCase(EnumValue)
    indirect case object(CustomObject)
    case list([RuntimeValue])
    case dictionary([Entry])
    /// A failed step's error, in `catch`: what went wrong, the step, and a
    /// short stable code (`failed`, `timed-out`, or the OS reason's name such as `ENOENT`).
    indirect case error(message: String, step: String, code: String)

    /// A place: a name people use, and where it is when known.
    public struct Place: Sendable, Equatable, Hashable {
        public var name: String
        public var address: String?
        public var latitude: Double?
        public var longitude: Double?

        public init(name: String, address: String? = nil, latitude: Double? = nil, longitude: Double? = nil) {
            self.name = name
            self.address = address
            self.latitude = latitude
            self.longitude = longitude
        }
    }

    /// A person: a name, and how to reach them when known (from contacts).
    public struct Person: Sendable, Equatable, Hashable {
        public var name: String
        public var phone: String?
        public var email: String?

        public init(name: String, phone: String? = nil, email: String? = nil) {
            self.name = name
            self.phone = phone
            self.email = email
        }
    }

    /// A place known only by its name (`here`, an answer typed at a prompt).
    public static func location(name: String) -> RuntimeValue { .location(Place(name: name)) }

    /// A person known only by their name.
    public static func person(name: String) -> RuntimeValue { .person(Person(name: name)) }

    public struct Entry: Sendable, Equatable {
        public var key: String
        public var value: RuntimeValue

        public init(key: String, value: RuntimeValue) {
            self.key = key
            self.value = value
        }
    }

    public struct EnumValue: Sendable, Equatable {
        public var app: String
        public var enumName: String
        public var caseName: String
        public var displayName: String

        public init(app: String, enumName: String, caseName: String, displayName: String) {
            self.app = app
            self.enumName = enumName
            self.caseName = caseName
            self.displayName = displayName
        }
    }

    /// An app's custom object: identifier, display string, subtitle and properties.
    public struct CustomObject: Sendable, Equatable {
        public var typeName: String
        public var identifier: String
        public var displayString: String
        public var subtitle: String?
        public var properties: [String: RuntimeValue]

        public init(typeName: String, identifier: String, displayString: String, subtitle: String? = nil,
                    properties: [String: RuntimeValue] = [:]) {
            self.typeName = typeName
            self.identifier = identifier
            self.displayString = displayString
            self.subtitle = subtitle
            self.properties = properties
        }
    }

    /// How the value reads in text and templates: display names, display
    /// strings, "$5.90", "10 minutes".
    public var description: String {
        switch self {
        case .nothing: ""
        case .integer(let value): String(value)
        case .decimal(let value): "\(value)"
        case .boolean(let value): value ? "yes" : "no"
        case .string(let value): value
        case .date(let date): date.formatted(date: .abbreviated, time: .shortened)
        case .components(let year, let month, let day, let hour, let minute, _):
            [year.map { String(format: "%04d", $0) }, month.map { String(format: "%02d", $0) }, day.map { String(format: "%02d", $0) }]
                .compactMap { $0 }.joined(separator: "-")
                + (hour.map { (year == nil ? "" : " ") + String(format: "%02d:%02d", $0, minute ?? 0) } ?? "")
        case .duration(let seconds): Self.spokenDuration(seconds)
        case .measurement(let value, let unit): "\(value.formatted()) \(unit)"
        case .currency(let amount, let code): Self.money(amount, code)
        case .url(let text): text
        case .file(let path): path
        case .location(let place): place.name
        case .person(let person): person.name
        case .paymentMethod(let name, _): name
        case .enumCase(let value): value.displayName
        case .object(let object): object.displayString
        case .list(let values): values.map(\.description).joined(separator: ", ")
        case .dictionary(let entries): "{" + entries.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "}"
        case .error(let message, _, _): message
        }
    }

    public static func money(_ amount: Decimal, _ code: String) -> String {
        let symbols = ["USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥"]
        let number = NSDecimalNumber(decimal: amount).doubleValue
        let digits = code == "JPY" ? 0 : 2
        let text = String(format: "%.\(digits)f", number)
        return symbols[code].map { $0 + text } ?? "\(text) \(code)"
    }

    /// "10 minutes", "1 hour 30 minutes", "45 seconds".
    public static func spokenDuration(_ seconds: Double) -> String {
        if seconds < 0 { return "minus " + spokenDuration(-seconds) }
        // Under a minute, tenths matter: a 0.3 s time limit is not "0 seconds".
        if seconds < 60 && seconds != seconds.rounded() {
            let tenths = (seconds * 10).rounded() / 10
            return tenths == tenths.rounded() ? spokenDuration(tenths) : String(format: "%.1f seconds", tenths)
        }
        var rest = Int(saturating: seconds.rounded())
        var parts: [String] = []
        for (unit, size) in [("day", 86_400), ("hour", 3_600), ("minute", 60), ("second", 1)] where rest >= size {
            let count = rest / size
            parts.append("\(count) \(unit)\(count == 1 ? "" : "s")")
            rest %= size
        }
        return parts.isEmpty ? "0 seconds" : parts.joined(separator: " ")
    }

    public var asDouble: Double? {
        switch self {
        case .integer(let value): Double(value)
        case .decimal(let value): NSDecimalNumber(decimal: value).doubleValue
        case .string(let text): Double(text)
        case .duration(let seconds): seconds
        case .measurement(let value, _): value
        case .currency(let amount, _): NSDecimalNumber(decimal: amount).doubleValue
        default: nil
        }
    }

    public var isTruthy: Bool {
        switch self {
        case .boolean(let value): value
        case .nothing: false
        case .integer(let value): value != 0
        case .string(let text): !text.isEmpty
        case .list(let values): !values.isEmpty
        default: true
        }
    }
}
