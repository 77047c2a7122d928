import Foundation
import FlowCompiler
import FlowRuntime

/// Stored values (the JSON text the journal keeps) back into run-time
/// values of the app's types, for titles and for running.
struct StoredValues {
    let coder: ProtocolValues

    init(apps: [AppModel]) {
        coder = ProtocolValues(apps: apps)
    }

    /// A parameter's value from its JSON text; nil when it no longer fits the definition.
    func value(_ text: String, as type: FlowType, name: String) -> RuntimeValue? {
        guard let json = try? JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed),
              let value = try? coder.decode(json, as: type, path: name) else { return nil }
        return value
    }

    /// An activity payload's value: plain JSON, as the app gave it.
    static func payload(_ text: String) -> RuntimeValue? {
        try? JSONReader.value(from: text)
    }

    /// Values as the journal spells them, for comparing with stored text.
    func canonical(_ values: IntentValues) -> [String: String] {
        var texts: [String: String] = [:]
        for (name, value) in values {
            if let data = try? JournalLine.canonical(coder.encode(value)) { texts[name] = String(decoding: data, as: UTF8.self) }
        }
        return texts
    }
}
