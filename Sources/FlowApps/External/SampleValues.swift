import Foundation
import FlowCompiler
import FlowRuntime
import FlowState

/// Values for the conformance kit to send an app: for a parameter, what its
/// definition offers first (its default, its first fixed option, its enum's
/// first case), else a value made from its declared type, within its range.
struct SampleValues {
    let apps: [AppModel]
    /// Where a sample File lives (the kit's scratch state directory).
    let scratch: URL
    /// Sample dates are whole minutes an hour from now, so they read well and survive ISO 8601.
    let now = Date(timeIntervalSince1970: (Date().timeIntervalSince1970 / 60).rounded(.down) * 60 + 3600)

    /// What the definition itself offers for `parameter`, if anything.
    func declared(_ parameter: ParameterModel) -> RuntimeValue? {
        if let value = parameter.defaultValue { return RuntimeValue(constant: value, apps: apps) }
        if let first = parameter.staticOptions?.first { return RuntimeValue(constant: first, apps: apps) }
        return nil
    }

    /// A value of the parameter's type, its list made of `element` when given
    /// (the first option the app offered).
    func make(for parameter: ParameterModel, element: RuntimeValue? = nil) -> RuntimeValue {
        if let element { return parameter.isList ? .list([element]) : element }
        let bounds = (parameter.minimum.map { RuntimeValue(constant: $0, apps: apps) }, parameter.maximum.map { RuntimeValue(constant: $0, apps: apps) })
        return make(parameter.type, name: parameter.name, bounds: bounds)
    }

    /// A value of `type`; `name` words a text ("sample title"), `bounds` keep a number in range.
    func make(_ type: FlowType, name: String, bounds: (RuntimeValue?, RuntimeValue?) = (nil, nil), depth: Int = 0) -> RuntimeValue {
        switch type {
        case .integer:
            var number = 1
            if case .integer(let low)? = bounds.0 { number = Swift.max(number, low) }
            if case .integer(let high)? = bounds.1 { number = Swift.min(number, high) }
            return .integer(number)
        case .decimal:
            var number = Decimal(string: "1.5")!
            if let low = bounds.0?.asDouble, NSDecimalNumber(decimal: number).doubleValue < low { number = Decimal(low) }
            if let high = bounds.1?.asDouble, NSDecimalNumber(decimal: number).doubleValue > high { number = Decimal(high) }
            return .decimal(number)
        case .boolean: return .boolean(true)
        case .string, .json, .any: return .string("sample \(name)")
        case .file: return .file(path: scratch.appendingPathComponent("sample.txt").path)
        case .url: return .url("https://example.com/\(name)")
        case .date: return .date(now)
        case .dateComponents:
            let fields = Calendar(identifier: .gregorian).dateComponents(in: TimeZone(identifier: "UTC")!, from: now)
            return .components(year: fields.year, month: fields.month, day: fields.day, hour: fields.hour, minute: fields.minute, second: nil)
        case .duration: return .duration(seconds: 600)
        case .measurement: return .measurement(value: 2.5, unit: "kg")
        case .currencyAmount: return .currency(amount: Decimal(string: "5.90")!, code: "USD")
        case .location: return .location(name: "1 Infinite Loop, Cupertino")
        case .person: return .person(name: "John Appleseed")
        case .paymentMethod: return .paymentMethod(name: "Apple Pay", kind: "card")
        case .enumeration(let app, let enumName):
            guard let first = apps.first(where: { $0.name == app })?.enumModel(enumName)?.cases.first else { return .nothing }
            return .enumCase(.init(app: app, enumName: enumName, caseName: first.name, displayName: first.displayName))
        case .custom(let app, let typeName):
            guard let model = apps.first(where: { $0.name == app })?.typeModel(typeName) else { return .nothing }
            // A type that contains itself stops after a few levels.
            var properties: [String: RuntimeValue] = [:]
            if depth < 3 {
                for property in model.properties {
                    properties[property.name] = make(property.type, name: property.name, depth: depth + 1)
                }
            }
            return .object(.init(typeName: typeName, identifier: "sample-\(typeName.lowercased())",
                                 displayString: "Sample \(model.displayName)", properties: properties))
        case .list(let element): return .list([make(element, name: name, depth: depth + 1)])
        case .dictionary(_, let value): return .dictionary([.init(key: "sample", value: make(value, name: name, depth: depth + 1))])
        case .range, .trigger, .event, .nothing, .error, .invalid: return .nothing
        }
    }

    /// Writes the file a sample File names, so an app that reads it finds it.
    func prepareScratch() {
        try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        try? Data("A sample file from flow app test.\n".utf8).write(to: scratch.appendingPathComponent("sample.txt"))
    }
}
