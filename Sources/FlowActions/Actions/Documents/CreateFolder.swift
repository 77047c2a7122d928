import FlowModel

extension ActionEntry {
    /// Shortcuts' Create Folder: the folder and any missing parents; one
    /// that exists already is left as it is.
    public static let createFolder = ActionEntry(
        name: "create-folder", category: .documents, shortcutsNames: ["Create Folder"], keywords: ["mkdir", "directory", "new folder"],
        summary: "Create the folder ${path}",
        parameters: [.first("path", .file, sink: .path)],
        output: .file, capability: .files, reach: .init(parameter: "path", kind: .write), isIdempotent: true,
        example: #"create-folder("~/Notes/Soups")"#
    ) { call, context in
        let path = try FilePaths.permitted(call, "path", [.write], context)
        if let reason = FilePaths.makeFolder(path) { throw context.fail("cannot create \(path): \(reason)") }
        return .file(path: path)
    }
}
