import Foundation
import FlowModel

extension ActionEntry {
    /// Shortcuts' Rename File: a new name in the same folder; a taken name
    /// fails unless `if-exists:` says to replace it or keep both.
    public static let renameFile = ActionEntry(
        name: "rename-file", category: .documents, shortcutsNames: ["Rename File"], keywords: ["mv", "name"],
        summary: "Rename ${file} to ${to}",
        parameters: [.first("file", .file, sink: .path), .labeled("to", .string, help: "the new name, without a folder"),
                     FileClash.parameter(default: "fail")],
        output: .file, capability: .files, reach: .init(parameter: "file", kind: .read),
        alsoReach: [.init(parameter: "file", kind: .write)], isIdempotent: false,
        example: #"rename-file("~/Notes/soup.txt", to: "soups.txt")"#
    ) { call, context in
        let source = try FilePaths.permitted(call, "file", [.read, .write], context)
        let name = call.text("to")
        guard !name.isEmpty, !name.contains("/"), name != ".", name != ".." else {
            throw context.fail("'\(name)' is not a file name; a name has no '/' (move-file moves into another folder)")
        }
        guard FilePaths.exists(source) else { throw context.fail("cannot rename \(source): \(SystemReason.describe(ENOENT))") }
        let requested = ((source as NSString).deletingLastPathComponent as NSString).appendingPathComponent(name)
        let target = try FilePaths.permitted(requested, [.write], context)
        if target == source { return .file(path: source) }
        let (path, replaces) = try await FileClash.destination(target, call, context)
        if let reason = FileTransfer.move(source, to: path, replaces: replaces) { throw context.fail("cannot rename \(source): \(reason)") }
        return .file(path: path)
    }
}
