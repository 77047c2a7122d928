import Foundation
import FlowState

/// A JSON file in an app's own state folder (`$FLOW_APP_STATE`), changed
/// the way flow changes its own state: read, changed and replaced under a
/// lock, so two runs of the app at once (two `flow run`s, the daemon and a
/// person) never lose each other's change.
public struct AppStateFile<Value: Codable>: Sendable {
    public let url: URL
    let empty: @Sendable () -> Value

    /// `name` in `folder`; `empty` is the value before the file exists.
    public init(_ name: String, in folder: URL, empty: @escaping @Sendable () -> Value) {
        url = folder.appendingPathComponent(name)
        self.empty = empty
    }

    /// The value as it is now.
    public func read() throws -> Value {
        guard let bytes = try LockedFile(url: url).read() else { return empty() }
        return try JSONDecoder().decode(Value.self, from: Data(bytes))
    }

    /// Changes the value under the lock and writes it back atomically; returns what `change` returns.
    public func change<Result>(_ change: (inout Value) throws -> Result) throws -> Result {
        try LockedFile(url: url).update { bytes in
            var value = try bytes.map { try JSONDecoder().decode(Value.self, from: Data($0)) } ?? empty()
            let result = try change(&value)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            return (Array(try encoder.encode(value)), result)
        }
    }
}
