import Foundation
import FlowModel

/// A step's output as the step journal keeps it: every run-time value as
/// JSON with its kind named (`{"date":"…"}`, `{"currency":{…}}`), written by
/// FlowModel's exact codec, so a replayed step gives back the very value the
/// step produced: decimals by their digits, doubles by their shortest
/// round-trip text, keys in their order.
enum RecordedValue {
    static func text(_ value: RuntimeValue) -> String { JSONWriter.text(tagged(value)) }

    /// The value back, or nil when the text is not a recorded value.
    static func value(_ text: String) -> RuntimeValue? {
        guard let json = try? JSONReader.value(from: text) else { return nil }
        return untagged(json)
    }

    // MARK: - Writing

    private static func one(_ kind: String, _ payload: RuntimeValue) -> RuntimeValue {
        .dictionary([.init(key: kind, value: payload)])
    }

    private static func fields(_ pairs: [(String, RuntimeValue?)]) -> RuntimeValue {
        .dictionary(pairs.compactMap { key, value in value.map { .init(key: key, value: $0) } })
    }

    private static func number(_ double: Double) -> RuntimeValue { .string("\(double)") }

    static func tagged(_ value: RuntimeValue) -> RuntimeValue {
        switch value {
        case .nothing: return .nothing
        case .integer: return one("integer", value)
        case .decimal: return one("decimal", value)
        case .boolean: return one("boolean", value)
        case .string: return one("string", value)
        case .date(let date): return one("date", number(date.timeIntervalSinceReferenceDate))
        case .components(let year, let month, let day, let hour, let minute, let second):
            return one("components", fields([("year", year.map(RuntimeValue.integer)), ("month", month.map(RuntimeValue.integer)),
                                             ("day", day.map(RuntimeValue.integer)), ("hour", hour.map(RuntimeValue.integer)),
                                             ("minute", minute.map(RuntimeValue.integer)), ("second", second.map(RuntimeValue.integer))]))
        case .duration(let seconds): return one("duration", number(seconds))
        case .measurement(let amount, let unit): return one("measurement", fields([("value", number(amount)), ("unit", .string(unit))]))
        case .currency(let amount, let code): return one("currency", fields([("amount", .decimal(amount)), ("code", .string(code))]))
        case .url(let text): return one("url", .string(text))
        case .file(let path): return one("file", .string(path))
        case .location(let place):
            return one("location", fields([("name", .string(place.name)), ("address", place.address.map(RuntimeValue.string)),
                                           ("latitude", place.latitude.map(number)), ("longitude", place.longitude.map(number))]))
        case .person(let person):
            return one("person", fields([("name", .string(person.name)), ("phone", person.phone.map(RuntimeValue.string)),
                                         ("email", person.email.map(RuntimeValue.string))]))
        case .paymentMethod(let name, let kind): return one("paymentMethod", fields([("name", .string(name)), ("kind", .string(kind))]))
        case .enumCase(let value):
            return one("enumCase", fields([("app", .string(value.app)), ("enumName", .string(value.enumName)),
                                           ("caseName", .string(value.caseName)), ("displayName", .string(value.displayName))]))
        case .object(let object):
            let properties = RuntimeValue.dictionary(object.properties.sorted { $0.key < $1.key }.map { .init(key: $0.key, value: tagged($0.value)) })
            return one("object", fields([("typeName", .string(object.typeName)), ("identifier", .string(object.identifier)),
                                         ("displayString", .string(object.displayString)), ("subtitle", object.subtitle.map(RuntimeValue.string)),
                                         ("properties", properties)]))
        case .list(let items): return one("list", .list(items.map(tagged)))
        case .dictionary(let entries):
            // Pairs, not an object: a dictionary's keys and their order survive whatever they are.
            return one("dictionary", .list(entries.map { .list([.string($0.key), tagged($0.value)]) }))
        case .error(let message, let step, let code):
            return one("error", fields([("message", .string(message)), ("step", .string(step)), ("code", .string(code))]))
        }
    }

    // MARK: - Reading

    static func untagged(_ json: RuntimeValue) -> RuntimeValue? {
        if case .nothing = json { return .nothing }
        guard case .dictionary(let entries) = json, entries.count == 1 else { return nil }
        let kind = entries[0].key, payload = entries[0].value
        let field = Fields(payload)
        switch (kind, payload) {
        case ("integer", .integer), ("boolean", .boolean), ("string", .string): return payload
        case ("decimal", .decimal(let number)): return .decimal(number)
        case ("decimal", .integer(let number)): return .decimal(Decimal(number))
        case ("date", .string(let text)): return Double(text).map { .date(Date(timeIntervalSinceReferenceDate: $0)) }
        case ("components", .dictionary):
            return .components(year: field.int("year"), month: field.int("month"), day: field.int("day"),
                               hour: field.int("hour"), minute: field.int("minute"), second: field.int("second"))
        case ("duration", .string(let text)): return Double(text).map { .duration(seconds: $0) }
        case ("measurement", .dictionary):
            guard let amount = field.double("value"), let unit = field.string("unit") else { return nil }
            return .measurement(value: amount, unit: unit)
        case ("currency", .dictionary):
            guard let amount = field.decimal("amount"), let code = field.string("code") else { return nil }
            return .currency(amount: amount, code: code)
        case ("url", .string(let text)): return .url(text)
        case ("file", .string(let path)): return .file(path: path)
        case ("location", .dictionary):
            guard let name = field.string("name") else { return nil }
            return .location(.init(name: name, address: field.string("address"), latitude: field.double("latitude"), longitude: field.double("longitude")))
        case ("person", .dictionary):
            guard let name = field.string("name") else { return nil }
            return .person(.init(name: name, phone: field.string("phone"), email: field.string("email")))
        case ("paymentMethod", .dictionary):
            guard let name = field.string("name"), let kind = field.string("kind") else { return nil }
            return .paymentMethod(name: name, kind: kind)
        case ("enumCase", .dictionary):
            guard let app = field.string("app"), let enumName = field.string("enumName"), let caseName = field.string("caseName"),
                  let displayName = field.string("displayName") else { return nil }
            return .enumCase(.init(app: app, enumName: enumName, caseName: caseName, displayName: displayName))
        case ("object", .dictionary):
            guard let typeName = field.string("typeName"), let identifier = field.string("identifier"),
                  let displayString = field.string("displayString"), case .dictionary(let stored)? = field["properties"] else { return nil }
            var properties: [String: RuntimeValue] = [:]
            for entry in stored {
                guard let value = untagged(entry.value) else { return nil }
                properties[entry.key] = value
            }
            return .object(.init(typeName: typeName, identifier: identifier, displayString: displayString, subtitle: field.string("subtitle"),
                                 properties: properties))
        case ("list", .list(let items)):
            let values = items.compactMap(untagged)
            return values.count == items.count ? .list(values) : nil
        case ("dictionary", .list(let pairs)):
            var result: [RuntimeValue.Entry] = []
            for pair in pairs {
                guard case .list(let parts) = pair, parts.count == 2, case .string(let key) = parts[0], let value = untagged(parts[1]) else { return nil }
                result.append(.init(key: key, value: value))
            }
            return .dictionary(result)
        case ("error", .dictionary):
            guard let message = field.string("message"), let step = field.string("step"), let code = field.string("code") else { return nil }
            return .error(message: message, step: step, code: code)
        default: return nil
        }
    }

    /// The members of a recorded object, by name.
    private struct Fields {
        let entries: [RuntimeValue.Entry]

        init(_ value: RuntimeValue) {
            if case .dictionary(let entries) = value { self.entries = entries } else { entries = [] }
        }

        subscript(_ key: String) -> RuntimeValue? { entries.first { $0.key == key }?.value }

        func string(_ key: String) -> String? {
            if case .string(let text)? = self[key] { return text }
            return nil
        }

        func int(_ key: String) -> Int? {
            if case .integer(let number)? = self[key] { return number }
            return nil
        }

        func double(_ key: String) -> Double? { string(key).flatMap(Double.init) }

        func decimal(_ key: String) -> Decimal? {
            switch self[key] {
            case .decimal(let number)?: number
            case .integer(let number)?: Decimal(number)
            default: nil
            }
        }
    }
}
