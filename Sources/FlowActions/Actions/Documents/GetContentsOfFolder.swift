import Foundation
import FlowModel

extension ActionEntry {
    /// Shortcuts' Get Contents of Folder, with Filter Files' filters: the
    /// folder's files (and folders), recursively when asked, filtered by a
    /// name pattern (a glob: `*.pdf`), extension, and modified date, sorted
    /// and limited. Hidden files (".name") are left out, as Finder does.
    public static let getContentsOfFolder = ActionEntry(
        name: "get-contents-of-folder", category: .documents, shortcutsNames: ["Get Contents of Folder", "Filter Files"],
        keywords: ["ls", "list", "directory", "files in folder", "find"],
        summary: "Get the contents of ${folder}",
        parameters: [
            .first("folder", .file, sink: .path),
            .labeled("recursive", .boolean, default: .boolean(false)),
            .labeled("name-matches", .string, optional: true, help: "a glob such as *.pdf"),
            .labeled("extension", .string, optional: true, help: "without the dot: pdf"),
            .labeled("modified-after", .date, optional: true),
            .labeled("files-only", .boolean, default: .boolean(false), help: "leave folders out"),
            .labeled("sort-by", .string, default: .string("name"), choices: ["name", "size", "creation-date", "modification-date"]),
            .labeled("order", .string, default: .string("ascending"), choices: ["ascending", "descending"]),
            .labeled("limit", .integer, optional: true),
        ],
        output: .list(.file), capability: .files, reach: .init(parameter: "folder", kind: .read), isIdempotent: true,
        example: #"get-contents-of-folder("~/Downloads", extension: "pdf", sort-by: "modification-date", order: "descending", limit: 5)"#
    ) { call, context in
        let folder = try FilePaths.permitted(call, "folder", [.read], context)
        guard FilePaths.isFolder(folder) else { throw context.fail("cannot list \(folder): \(SystemReason.describe(ENOTDIR))") }
        let listing = FolderListing(folder: folder, recursive: call.value("recursive") == .boolean(true))
        var found: [FileDetails]
        switch listing.entries() {
        case .success(let entries): found = entries
        case .failure(let reason): throw context.fail("cannot list \(folder): \(reason)")
        }
        if call.value("files-only") == .boolean(true) { found.removeAll { $0.isFolder } }
        if let pattern = call.optionalText("name-matches") { found.removeAll { fnmatch(pattern, $0.name, 0) != 0 } }
        if let wanted = call.optionalText("extension") {
            let ext = wanted.hasPrefix(".") ? String(wanted.dropFirst()) : wanted
            found.removeAll { $0.fileExtension.lowercased() != ext.lowercased() }
        }
        if let after = call.date("modified-after") { found.removeAll { ($0.modified ?? .distantPast) <= after } }
        found = FolderListing.sorted(found, by: call.text("sort-by"), descending: call.text("order") == "descending")
        if let limit = call.integer("limit") { found = Array(found.prefix(max(0, limit))) }
        return .list(found.map { .file(path: $0.path) })
    }
}
