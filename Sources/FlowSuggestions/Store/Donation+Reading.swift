import Foundation
import FlowCompiler
import FlowRuntime

extension Donation {
    /// Its values as they read ("Tomato Soup", "Croutons"), sorted by name:
    /// through the app's definition when it is known and they still fit,
    /// else as stored.
    public func readableValues(apps: [AppModel]) -> [(name: String, text: String)] {
        let stored = StoredValues(apps: apps)
        let intentModel = intent.flatMap { name in apps.first { $0.name == app }?.intent(name) }
        return values.keys.sorted().map { name in
            let text = values[name]!
            if let parameter = intentModel?.parameter(name), let value = stored.value(text, as: parameter.type, name: name) {
                return (name, value.description)
            }
            if activity != nil, let value = StoredValues.payload(text) { return (name, value.description) }
            return (name, text)
        }
    }

    /// "quantity: 1, soup: Tomato Soup, toppings: Croutons".
    public func valuesText(apps: [AppModel]) -> String {
        readableValues(apps: apps).map { "\($0.name): \($0.text)" }.joined(separator: ", ")
    }

    /// "Mon 2026-11-16 12:10": the donation's local day and time.
    public var when: String {
        let day = String(LocalMoment.dayNames[moment.weekday - 1].prefix(3))
        return time.count >= 16 ? "\(day) \(time.prefix(10)) \(moment.clock)" : "\(day) \(moment.clock)"
    }
}
