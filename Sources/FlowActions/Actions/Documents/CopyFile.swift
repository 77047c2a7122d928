import Foundation
import FlowModel

extension ActionEntry {
    /// Copies a file (or a folder with what is in it) into a folder or to a
    /// new path; a taken name fails unless `if-exists:` says to replace it or
    /// keep both. Shortcuts has no action of its own for it (Save File of a
    /// file does it); flow names it.
    public static let copyFile = ActionEntry(
        name: "copy-file", category: .documents, shortcutsNames: [], isFlowOnly: true, keywords: ["cp", "duplicate", "backup"],
        summary: "Copy ${file} to ${to}",
        parameters: [.first("file", .file, sink: .path), .labeled("to", .file, help: "a folder, or the new path", sink: .path),
                     FileClash.parameter(default: "fail")],
        output: .file, capability: .files, reach: .init(parameter: "file", kind: .read),
        alsoReach: [.init(parameter: "to", kind: .write)], isIdempotent: false,
        example: #"copy-file("~/Notes/soup.txt", to: "~/Backups/")"#
    ) { call, context in
        let source = try FilePaths.permitted(call, "file", [.read], context)
        guard FilePaths.exists(source) else { throw context.fail("cannot copy \(source): \(SystemReason.describe(ENOENT))") }
        let requested = FileTransfer.target(of: source, to: try FilePaths.permitted(call, "to", [.write], context))
        let target = try FilePaths.permitted(requested, [.write], context)
        let (path, replaces) = try await FileClash.destination(target, call, context)
        if path == source { throw context.fail("cannot copy \(source) onto itself") }
        if let reason = FileTransfer.copy(source, to: path, replaces: replaces) { throw context.fail("cannot copy \(source) to \(path): \(reason)") }
        return .file(path: path)
    }
}
