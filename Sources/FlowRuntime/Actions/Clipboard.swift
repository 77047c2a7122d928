import Foundation

/// flow's clipboard: a file in the state directory, so `copy-to-clipboard`
/// and `clipboard` agree without a desktop. Before anything is copied,
/// `clipboard` is `$FLOW_CLIPBOARD` (a script can hand a value in), else empty.
struct Clipboard {
    let directory: URL
    var file: URL { directory.appendingPathComponent("clipboard") }

    func read() -> String {
        if let data = FileManager.default.contents(atPath: file.path) { return String(decoding: data, as: UTF8.self) }
        return ProcessInfo.processInfo.environment["FLOW_CLIPBOARD"] ?? ""
    }

    func write(_ text: String) throws {
        try Builtins.write(text, to: file)
    }
}
