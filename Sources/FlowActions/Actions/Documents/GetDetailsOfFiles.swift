import Foundation
import FlowModel

extension ActionEntry {
    /// Shortcuts' Get Details of Files: one detail of a file (size, dates,
    /// extension, name, kind, parent folder), read through the grant.
    public static let getDetailsOfFiles = ActionEntry(
        name: "get-details-of-files", category: .documents, shortcutsNames: ["Get Details of Files"],
        keywords: ["size", "modified", "created", "stat", "metadata"],
        summary: "Get ${detail} of ${file}",
        parameters: [.first("file", .file, sink: .path), .labeled("detail", .string, choices: FileDetails.choices)],
        output: .any, capability: .files, reach: .init(parameter: "file", kind: .read), isIdempotent: true,
        example: #"get-details-of-files("~/Notes/soup.txt", detail: "size")"#
    ) { call, context in
        let path = try FilePaths.permitted(call, "file", [.read], context)
        guard let details = FileDetails(path) else { throw context.fail("cannot read \(path): \(SystemReason.describe(ENOENT))") }
        return details.value(of: call.text("detail"))
    }
}
