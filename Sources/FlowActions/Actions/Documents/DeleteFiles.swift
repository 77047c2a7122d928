import Foundation
import FlowModel

extension ActionEntry {
    /// Shortcuts' Delete Files: by default into the freedesktop.org home
    /// Trash (`$XDG_DATA_HOME/Trash`, with its `.trashinfo`), where a file
    /// manager restores it, as Shortcuts moves files to the Trash;
    /// `permanently: true` removes them for good. Every path is permitted
    /// for writing before any is touched.
    public static let deleteFiles = ActionEntry(
        name: "delete-files", category: .documents, shortcutsNames: ["Delete Files"], keywords: ["remove", "rm", "trash"],
        summary: "Delete ${files}",
        parameters: [.first("files", .any, help: "a file, a path, or a list of them", sink: .path),
                     .labeled("permanently", .boolean, default: .boolean(false), help: "remove for good instead of into the Trash")],
        output: .nothing, capability: .files, reach: .init(parameter: "files", kind: .write), isIdempotent: false,
        example: #"delete-files("~/Downloads/old-soup.txt")"#
    ) { call, context in
        let paths = try FilePaths.texts(call.value("files")).map { try FilePaths.permitted($0, [.write], context) }
        let permanently = call.value("permanently") == .boolean(true)
        let trash = Trash(folder: FlowDirectories.trash(environment: ProcessInfo.processInfo.environment))
        for path in paths {
            guard FilePaths.exists(path) else { throw context.fail("cannot delete \(path): \(SystemReason.describe(ENOENT))") }
            if permanently {
                if let reason = FileTransfer.remove(path) { throw context.fail("cannot delete \(path): \(reason)") }
            } else if case .failure(let reason) = trash.put(CanonicalPath.lexical(path), deletedAt: context.now()) {
                throw context.fail("cannot move \(path) to the Trash: \(reason)")
            }
        }
        return .nothing
    }
}
