import FlowModel

extension ActionEntry {
    /// Text saved over a file whole (atomically, so a reader never sees half
    /// of it), its missing folders made; `save-file` is Shortcuts' Save File
    /// with its choices for a taken name.
    public static let writeFile = ActionEntry(
        name: "write-file", category: .documents, shortcutsNames: [], isFlowOnly: true, keywords: ["save", "store", "create", "text file"],
        summary: "Write to ${path}",
        parameters: [.first("path", .file, sink: .path), .labeled("text", .string)],
        output: .nothing, capability: .files, reach: .init(parameter: "path", kind: .write), isIdempotent: true,
        example: #"write-file("~/Notes/soup.txt", text: "Clam Chowder")"#
    ) { call, context in
        try TextFiles.write(call, context, append: false)
        return .nothing
    }
}
