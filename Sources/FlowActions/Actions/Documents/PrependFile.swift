import FlowModel

extension ActionEntry {
    /// Shortcuts' Append to Text File with "Prepend" on: the text put before
    /// the file's contents (the file and its folders made when missing); the
    /// whole file is replaced atomically, so a reader never sees half of it.
    public static let prependFile = ActionEntry(
        name: "prepend-file", category: .documents, shortcutsNames: [], isFlowOnly: true, keywords: ["insert", "top", "text file"],
        summary: "Prepend to ${path}",
        parameters: [.first("path", .file, sink: .path), .labeled("text", .string)],
        output: .nothing, capability: .files, reach: .init(parameter: "path", kind: .write), isIdempotent: false,
        example: #"prepend-file("~/Notes/soup.txt", text: "Soups\n")"#
    ) { call, context in
        let path = try FilePaths.permitted(call, "path", [.read, .write], context)
        var bytes = Array(call.text("text").utf8)
        if FilePaths.exists(path) {
            switch SystemReason.read(path) {
            case .success(let data): bytes += data
            case .failure(let reason): throw context.fail("cannot read \(path): \(reason)")
            }
        } else if let reason = FilePaths.makeParent(of: path) {
            throw context.fail("cannot make the folder of \(path): \(reason)")
        }
        if let reason = SystemReason.write(bytes, to: path, append: false) { throw context.fail("cannot write \(path): \(reason)") }
        return .nothing
    }
}
