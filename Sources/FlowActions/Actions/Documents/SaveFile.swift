import Foundation
import FlowModel

extension ActionEntry {
    /// Shortcuts' Save File: text (or a file's bytes) saved at a path, its
    /// missing folders made; a taken name is replaced, kept beside as
    /// "name 2.ext", asked about, or (by default) replaced as Save File does
    /// with "Ask Where to Save" off.
    public static let saveFile = ActionEntry(
        name: "save-file", category: .documents, shortcutsNames: ["Save File"], keywords: ["write", "store", "create", "export"],
        summary: "Save ${content} to ${path}",
        parameters: [.first("path", .file, sink: .path), .labeled("content", .any), FileClash.parameter(default: "replace")],
        output: .file, capability: .files, reach: .init(parameter: "path", kind: .write), isIdempotent: false,
        example: #"save-file("~/Notes/soup.txt", content: "Clam Chowder", if-exists: "keep-both")"#
    ) { call, context in
        let requested = try FilePaths.permitted(call, "path", [.write], context)
        var bytes = Array(call.text("content").utf8)
        if case .file(let source)? = call.value("content") {
            let path = try FilePaths.permitted(source, [.read], context)
            switch SystemReason.read(path) {
            case .success(let data): bytes = Array(data)
            case .failure(let reason): throw context.fail("cannot read \(path): \(reason)")
            }
        }
        if let reason = FilePaths.makeParent(of: requested) { throw context.fail("cannot make the folder of \(requested): \(reason)") }
        let (path, _) = try await FileClash.destination(requested, call, context)
        if let reason = SystemReason.write(bytes, to: path, append: false) { throw context.fail("cannot write \(path): \(reason)") }
        return .file(path: path)
    }
}
