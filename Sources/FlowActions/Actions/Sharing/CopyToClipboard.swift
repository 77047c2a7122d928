import FlowModel

extension ActionEntry {
    /// Shortcuts' Copy to Clipboard: flow's own clipboard, a file in the
    /// state folder that `clipboard` reads.
    public static let copyToClipboard = ActionEntry(
        name: "copy-to-clipboard", category: .sharing, shortcutsNames: ["Copy to Clipboard"], keywords: ["paste", "pasteboard", "copy"],
        summary: "Copy ${content} to the clipboard",
        parameters: [.first("content", .any)],
        output: .nothing, isIdempotent: true,
        example: #"copy-to-clipboard("Clam Chowder")"#
    ) { call, context in
        try Clipboard(directory: context.stateDirectory).write(call.text("content"))
        return .nothing
    }
}
