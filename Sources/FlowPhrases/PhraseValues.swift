import Foundation
import FlowCompiler
import FlowRuntime
import FlowState

/// An intent's values between the phrase book and a run: the book keeps
/// them as the external protocol's typed JSON (`JSONValue`, so equal values
/// are equal and the store needs no app definition); a run needs them as
/// the intent's types, checked against its definition as it is now.
public enum PhraseValues {
    /// `values` as protocol JSON.
    public static func encode(_ values: IntentValues, apps: [AppModel]) -> [String: JSONValue] {
        let coder = ProtocolValues(apps: apps)
        return values.compactMapValues { value in
            let any = coder.encode(value)
            guard let data = try? JSONSerialization.data(withJSONObject: any, options: [.fragmentsAllowed, .sortedKeys]) else { return nil }
            return JSONValue(json: String(decoding: data, as: UTF8.self))
        }
    }

    /// Why a phrase's intent cannot run as it was bound: the app changed
    /// since (it is gone, lost the intent, or a value no longer fits).
    public struct Stale: Error, CustomStringConvertible {
        public var description: String
    }

    /// The invocation a phrase's intent target runs (nil for a shortcut).
    public static func invocation(of target: PhraseTarget, apps: [AppModel]) throws(Stale) -> IntentInvocation? {
        guard case .intent(let appName, let intentName, let values, _) = target else { return nil }
        guard let app = apps.first(where: { $0.name == appName }) else {
            throw Stale(description: "no app '\(appName)' is built in or on the app search path")
        }
        guard let intent = app.intent(intentName) else { throw Stale(description: "\(appName) has no intent '\(intentName)' any more") }
        do {
            let decoded = try SuggestedShortcut.values(values.mapValues(foundation), intent: intent, coder: ProtocolValues(apps: apps),
                                                       what: "phrase")
            return IntentInvocation(app: appName, intent: intentName, values: decoded)
        } catch {
            throw Stale(description: error.description)
        }
    }

    /// A JSON value as `JSONSerialization` gives it, which `ProtocolValues` reads.
    public static func foundation(_ value: JSONValue) -> Any {
        switch value {
        case .null: NSNull()
        case .bool(let flag): flag
        case .integer(let number): Int(clamping: number)
        case .decimal(let number): NSDecimalNumber(decimal: number)
        case .string(let text): text
        case .array(let items): items.map(foundation)
        case .object(let fields): fields.mapValues(foundation)
        }
    }
}
