import Foundation

/// A value known before running as a run-time value: a default or a
/// literal argument. Here, below both, because the checker hands literals to
/// an action's own check and the runtime starts from the same constants.
extension RuntimeValue {
    /// A compile-time value at run time.
    public init(constant value: Value, apps: [AppModel]) {
        switch value {
        case .integer(let number): self = .integer(number)
        case .decimal(let number): self = .decimal(number)
        case .boolean(let flag): self = .boolean(flag)
        case .string(let text): self = .string(text)
        case .duration(let seconds): self = .duration(seconds: seconds)
        case .measurement(let number, let unit): self = .measurement(value: number, unit: unit)
        case .currency(let amount, let code): self = .currency(amount: amount, code: code)
        case .date(let year, let month, let day, let hour, let minute, let second, let offset):
            var components = DateComponents(year: year, month: month, day: day, hour: hour ?? 0, minute: minute ?? 0, second: second ?? 0)
            if let offset { components.timeZone = TimeZone(secondsFromGMT: offset * 60) }
            if hour != nil, let date = Calendar(identifier: .gregorian).date(from: components) {
                self = .date(date)
            } else {
                self = .components(year: year, month: month, day: day, hour: nil, minute: nil, second: nil)
            }
        case .time(let hour, let minute, let second):
            self = .components(year: nil, month: nil, day: nil, hour: hour, minute: minute, second: second)
        case .enumCase(let app, let enumName, let caseName):
            let display = apps.first { $0.name == app }?.enumModel(enumName)?.cases.first { $0.name == caseName }?.displayName ?? caseName
            self = .enumCase(.init(app: app, enumName: enumName, caseName: caseName, displayName: display))
        case .list(let values): self = .list(values.map { RuntimeValue(constant: $0, apps: apps) })
        case .dictionary(let entries): self = .dictionary(entries.map { .init(key: $0.key, value: RuntimeValue(constant: $0.value, apps: apps)) })
        }
    }
}
