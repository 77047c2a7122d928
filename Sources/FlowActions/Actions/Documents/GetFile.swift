import Foundation
import FlowModel

extension ActionEntry {
    /// Shortcuts' Get File, by path: the File (its properties read when
    /// asked); a missing one fails the step, or is nothing with
    /// `error-if-not-found: false`, which is how a shortcut asks whether a
    /// file exists (`if get-file(p, error-if-not-found: false) != nothing`).
    public static let getFile = ActionEntry(
        name: "get-file", category: .documents, shortcutsNames: ["Get File"], keywords: ["exists", "find", "open", "path"],
        summary: "Get the file ${path}",
        parameters: [.first("path", .file, sink: .path),
                     .labeled("error-if-not-found", .boolean, default: .boolean(true), help: "false: nothing when missing")],
        output: .file, outputMayBeAbsent: true, capability: .files, reach: .init(parameter: "path", kind: .read), isIdempotent: true,
        example: #"get-file("~/Notes/soup.txt", error-if-not-found: false)"#
    ) { call, context in
        let path = try FilePaths.permitted(call, "path", [.read], context)
        if FilePaths.exists(path) { return .file(path: path) }
        if call.value("error-if-not-found") == .boolean(false) { return .nothing }
        throw context.fail("cannot get \(path): \(SystemReason.describe(ENOENT))")
    }
}
