import FlowModel

extension ActionEntry {
    /// Shortcuts' Append to Text File: the text added at the file's end
    /// (the file is made when missing).
    public static let appendFile = ActionEntry(
        name: "append-file", category: .documents, shortcutsNames: ["Append to Text File"], keywords: ["add", "log", "text file"],
        summary: "Append to ${path}",
        parameters: [.first("path", .file, sink: .path), .labeled("text", .string)],
        output: .nothing, capability: .files, reach: .init(parameter: "path", kind: .write), isIdempotent: false,
        example: #"append-file("~/Notes/soup.txt", text: "Tomato Soup\n")"#
    ) { call, context in
        try TextFiles.write(call, context, append: true)
        return .nothing
    }
}
