import Foundation
import FlowCompiler

/// Values on the wire of the external handler protocol (see README.md here):
/// typed JSON matching the app definition. Encoding never fails; decoding
/// checks the value against the type it must have and says what is wrong.
/// Donations are stored in the same form, so one encoding serves both.
public struct ProtocolValues: Sendable {
    public let apps: [AppModel]

    public init(apps: [AppModel]) {
        self.apps = apps
    }

    public struct Mismatch: Error, CustomStringConvertible {
        public var description: String

        public init(description: String) { self.description = description }
    }

    // MARK: - To JSON

    /// A value on the wire: as `--json` writes it (`JSONBridge.object`, one
    /// encoding of every scalar, place, person and error; a decimal as an
    /// `NSDecimalNumber`, which `JSONLine` writes with its digits), but for what the
    /// protocol fixes otherwise: money's amount as a decimal string (no
    /// binary rounding of 5.90), and an app object with its properties nested
    /// under "properties".
    public func encode(_ value: RuntimeValue) -> Any {
        switch value {
        case .currency(let amount, let code): return ["amount": "\(amount)", "currency": code]
        case .object(let object):
            var fields: [String: Any] = ["identifier": object.identifier, "displayString": object.displayString,
                                         "properties": object.properties.mapValues(encode)]
            if let subtitle = object.subtitle { fields["subtitle"] = subtitle }
            return fields
        case .list(let values): return values.map(encode)
        case .dictionary(let entries): return Dictionary(entries.map { ($0.key, encode($0.value)) }, uniquingKeysWith: { first, _ in first })
        default: return JSONBridge.object(value)
        }
    }

    public func encode(_ values: [String: RuntimeValue]) -> [String: Any] { values.mapValues(encode) }

    // MARK: - From JSON

    /// `json` as a value of `type`, or why it is not one. `path` names the
    /// value in the message ("handle's 'orderDetails.total'").
    public func decode(_ json: Any?, as type: FlowType, path: String) throws(Mismatch) -> RuntimeValue {
        guard let json, !Self.isNull(json) else { return .nothing }
        func wrong(_ expected: String) -> Mismatch {
            Mismatch(description: "\(path) should be \(expected), not \(Self.show(json))")
        }
        switch type {
        case .integer:
            guard let number = json as? NSNumber, !Self.isBoolean(number), number.doubleValue == number.doubleValue.rounded(),
                  abs(number.doubleValue) < 9.0e15 else { throw wrong("an integer") }
            return .integer(number.intValue)
        case .decimal:
            if let exact = json as? NSDecimalNumber { return .decimal(exact.decimalValue) }
            if let number = json as? NSNumber, !Self.isBoolean(number), let decimal = JSONShape.decimal(number.doubleValue) { return .decimal(decimal) }
            if let text = json as? String, let number = Decimal(string: text) { return .decimal(number) }
            throw wrong("a number")
        case .boolean:
            guard let number = json as? NSNumber, Self.isBoolean(number) else { throw wrong("true or false") }
            return .boolean(number.boolValue)
        case .string, .file, .any, .json:
            if case .string = type, let text = json as? String { return .string(text) }
            if case .file = type, let text = json as? String { return .file(path: text) }
            if case .string = type { throw wrong("a string") }
            if case .file = type { throw wrong("a path") }
            return JSONBridge.value(json)
        case .url:
            guard let text = json as? String, let url = URL(string: text), url.scheme != nil else { throw wrong("a URL with a scheme") }
            return .url(text)
        case .date:
            guard let text = json as? String, let date = Self.date(text) else {
                throw wrong("an ISO 8601 date and time with its offset (2026-11-24T10:00:00Z, 2026-11-24T10:00:00.123+01:00)")
            }
            return .date(date)
        case .dateComponents:
            guard let fields = json as? [String: Any] else { throw wrong("an object of year, month, day, hour, minute, second") }
            func field(_ name: String) -> Int? { (fields[name] as? NSNumber)?.intValue }
            return .components(year: field("year"), month: field("month"), day: field("day"), hour: field("hour"),
                               minute: field("minute"), second: field("second"))
        case .duration:
            guard let fields = json as? [String: Any], let seconds = (fields["seconds"] as? NSNumber)?.doubleValue else {
                throw wrong("{\"seconds\": N}")
            }
            return .duration(seconds: seconds)
        case .measurement:
            guard let fields = json as? [String: Any], let amount = (fields["value"] as? NSNumber)?.doubleValue,
                  let unit = fields["unit"] as? String else { throw wrong("{\"value\": N, \"unit\": \"...\"}") }
            return .measurement(value: amount, unit: unit)
        case .currencyAmount:
            guard let fields = json as? [String: Any], let code = fields["currency"] as? String else {
                throw wrong("{\"amount\": \"5.90\", \"currency\": \"USD\"}")
            }
            let amount = (fields["amount"] as? String).flatMap { Decimal(string: $0) }
                ?? (fields["amount"] as? NSDecimalNumber)?.decimalValue
                ?? (fields["amount"] as? NSNumber).flatMap { JSONShape.decimal($0.doubleValue) }
            guard let amount else { throw wrong("{\"amount\": \"5.90\", \"currency\": \"USD\"}") }
            return .currency(amount: amount, code: code)
        case .location, .person, .paymentMethod:
            let fields = json as? [String: Any] ?? [:]
            let name = (json as? String) ?? (fields["name"] as? String)
            guard let name else { throw wrong("{\"name\": \"...\"}") }
            func text(_ key: String) -> String? { fields[key] as? String }
            func number(_ key: String) -> Double? { (fields[key] as? NSNumber)?.doubleValue }
            switch type {
            case .person: return .person(.init(name: name, phone: text("phone"), email: text("email")))
            case .paymentMethod: return .paymentMethod(name: name, kind: text("type") ?? "")
            default: return .location(.init(name: name, address: text("address"), latitude: number("latitude"), longitude: number("longitude")))
            }
        case .enumeration(let app, let name):
            guard let model = apps.first(where: { $0.name == app })?.enumModel(name) else { throw wrong("a case of \(name)") }
            guard let text = json as? String, let found = model.cases.first(where: { $0.name == text }) else {
                throw wrong("one of " + model.cases.map { "\"\($0.name)\"" }.joined(separator: ", "))
            }
            return .enumCase(.init(app: app, enumName: name, caseName: found.name, displayName: found.displayName))
        case .custom(let app, let name):
            guard let model = apps.first(where: { $0.name == app })?.typeModel(name), let fields = json as? [String: Any],
                  let identifier = fields["identifier"] as? String, let display = fields["displayString"] as? String else {
                throw wrong("a \(name): {\"identifier\", \"displayString\", \"properties\"}")
            }
            var properties: [String: RuntimeValue] = [:]
            let given = fields["properties"] as? [String: Any] ?? [:]
            for property in model.properties {
                let value = try decode(given[property.name], as: property.type, path: "\(path).\(property.name)")
                // Strict: a declared property is there, of its type, unless it is declared optional.
                if value == .nothing && !property.isOptional {
                    throw Mismatch(description: "\(path).\(property.name) is missing: \(name) declares '\(property.name): \(property.type)'"
                                   + " (a property a value may leave out is declared 'optional \(property.name): \(property.type)')")
                }
                properties[property.name] = value
            }
            return .object(.init(typeName: name, identifier: identifier, displayString: display, subtitle: fields["subtitle"] as? String,
                                 properties: properties))
        case .list(let element):
            guard let items = json as? [Any] else { throw wrong("a list") }
            var values: [RuntimeValue] = []
            for (index, item) in items.enumerated() { values.append(try decode(item, as: element, path: "\(path)[\(index)]")) }
            return .list(values)
        case .dictionary(_, let valueType):
            guard let fields = json as? [String: Any] else { throw wrong("an object") }
            var entries: [RuntimeValue.Entry] = []
            for key in fields.keys.sorted() {
                entries.append(.init(key: key, value: try decode(fields[key], as: valueType, path: "\(path).\(key)")))
            }
            return .dictionary(entries)
        default:
            return JSONBridge.value(json)
        }
    }

    /// An ISO 8601 date and time with its offset, with or without fractional
    /// seconds: `2026-11-24T10:00:00Z`, `2026-11-24T10:00:00.123Z` (what
    /// JavaScript's `toISOString()` writes), `2026-11-24T11:00:00+01:00`.
    public static func date(_ text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        if let date = formatter.date(from: text) { return date }
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.date(from: text)
    }

    /// JSON's null. By its exact type: `json is NSNull` asks Foundation to
    /// bridge a dictionary or a list into an object first, a costly way to say no.
    public static func isNull(_ json: Any?) -> Bool {
        guard let json else { return true }
        return type(of: json) == NSNull.self
    }

    public static func isBoolean(_ number: NSNumber) -> Bool {
        String(cString: number.objCType) == "c" || type(of: number) == type(of: NSNumber(value: true))
    }

    /// A short rendering of what arrived, for messages.
    public static func show(_ json: Any) -> String {
        guard JSONSerialization.isValidJSONObject([json]),
              let data = try? JSONSerialization.data(withJSONObject: [json], options: [.sortedKeys, .fragmentsAllowed]) else { return "\(json)" }
        var text = String(decoding: data, as: UTF8.self)
        text = String(text.dropFirst().dropLast())
        return text.count > 80 ? String(text.prefix(77)) + "..." : text
    }
}
