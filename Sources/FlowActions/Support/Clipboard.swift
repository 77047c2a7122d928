import Foundation

/// flow's clipboard: a file in the state directory, so `copy-to-clipboard`
/// and `clipboard` agree without a desktop. Before anything is copied,
/// `clipboard` is `$FLOW_CLIPBOARD` (a script can hand a value in), else empty.
public struct Clipboard: Sendable {
    public let directory: URL
    var file: URL { directory.appendingPathComponent("clipboard") }

    public init(directory: URL) {
        self.directory = directory
    }

    public func read() -> String {
        if let data = FileManager.default.contents(atPath: file.path) { return String(decoding: data, as: UTF8.self) }
        return ProcessInfo.processInfo.environment["FLOW_CLIPBOARD"] ?? ""
    }

    public func write(_ text: String) throws {
        try StateFile.write(text, to: file)
    }
}
