import Foundation
import FlowModel

extension ActionEntry {
    /// Shortcuts' Move File: the file (or folder) moved into a folder, or to
    /// a new path; a taken name fails unless `if-exists:` says to replace
    /// it or keep both. Reads and writes the source, writes the destination.
    public static let moveFile = ActionEntry(
        name: "move-file", category: .documents, shortcutsNames: ["Move File"], keywords: ["mv", "relocate", "file into folder"],
        summary: "Move ${file} to ${to}",
        parameters: [.first("file", .file, sink: .path), .labeled("to", .file, help: "a folder, or the new path", sink: .path),
                     FileClash.parameter(default: "fail")],
        output: .file, capability: .files, reach: .init(parameter: "file", kind: .read),
        alsoReach: [.init(parameter: "file", kind: .write), .init(parameter: "to", kind: .write)], isIdempotent: false,
        example: #"move-file("~/Downloads/soup.pdf", to: "~/Documents/Recipes/")"#
    ) { call, context in
        let source = try FilePaths.permitted(call, "file", [.read, .write], context)
        guard FilePaths.exists(source) else { throw context.fail("cannot move \(source): \(SystemReason.describe(ENOENT))") }
        let requested = FileTransfer.target(of: source, to: try FilePaths.permitted(call, "to", [.write], context))
        let target = try FilePaths.permitted(requested, [.write], context)
        if target == source { return .file(path: source) }
        let (path, replaces) = try await FileClash.destination(target, call, context)
        if let reason = FileTransfer.move(source, to: path, replaces: replaces) { throw context.fail("cannot move \(source) to \(path): \(reason)") }
        return .file(path: path)
    }
}
