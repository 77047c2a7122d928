import Foundation

/// A small file of flow's own in the state folder (the clipboard, the
/// Focus), written whole and atomically so a reader never sees half of it.
enum StateFile {
    static func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url, options: .atomic)
    }
}
