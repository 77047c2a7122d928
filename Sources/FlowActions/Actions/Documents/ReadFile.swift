import FlowModel

extension ActionEntry {
    /// A text file's contents in one step (Shortcuts' Get File then its
    /// text; `get-file` is Get File itself) (`~` is the home
    /// folder, a relative path is read in the working folder).
    public static let readFile = ActionEntry(
        name: "read-file", category: .documents, shortcutsNames: [], isFlowOnly: true, keywords: ["open", "load", "contents", "cat", "text file"],
        summary: "Read ${path}",
        parameters: [.first("path", .file, sink: .path)],
        output: .string, capability: .files, reach: .init(parameter: "path", kind: .read), isIdempotent: true,
        example: #"read-file("~/Notes/soup.txt")"#
    ) { call, context in
        let path = try TextFiles.permitted(call, context)
        switch SystemReason.read(path) {
        case .success(let data): return .string(String(decoding: data, as: UTF8.self))
        case .failure(let reason): throw context.fail("cannot read \(path): \(reason)")
        }
    }
}
