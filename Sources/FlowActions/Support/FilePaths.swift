import Foundation
import Glibc
import FlowModel

/// The paths the file and folder actions name: read from a value (a File or
/// text), resolved as a shell reads them, and permitted for the kind of
/// access before anything is touched, so no computed path escapes a scoped
/// `files(read:, write:)` grant.
enum FilePaths {
    /// The path a parameter names, resolved, once the run permits each access.
    static func permitted(_ call: ActionCall, _ parameter: String, _ kinds: [ReachParameter.Kind],
                          _ context: any ActionContext) throws -> String {
        try permitted(call.text(parameter), kinds, context)
    }

    /// `text` resolved (`~`, the working folder), each of `kinds` permitted
    /// on its canonical form (`..` and symlinks resolved).
    static func permitted(_ text: String, _ kinds: [ReachParameter.Kind], _ context: any ActionContext) throws -> String {
        try context.require(.files)
        guard !text.isEmpty else { throw context.fail("an empty path names no file") }
        let path = TextFiles.resolve(text, in: context.workingDirectory)
        let canonical = CanonicalPath.resolve(path, against: context.workingDirectory)
        for kind in kinds { try context.permit(ReachParameter(parameter: "", kind: kind).reach(canonical)) }
        return path
    }

    /// The paths of a File, a list of them, or text.
    static func texts(_ value: RuntimeValue?) -> [String] {
        switch value {
        case .list(let items)?: items.flatMap { texts($0) }
        case nil, .nothing?: []
        case let other?: [other.description]
        }
    }

    /// Whether something (a file, a folder, a dangling symlink) is at `path`.
    static func exists(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }

    /// Whether `path` is a folder (following symlinks).
    static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// Makes the folder and any missing parents; nil when done, else why not.
    static func makeFolder(_ path: String) -> String? {
        attempt { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) }
    }

    /// Runs a file operation; nil when done, else the system's reason in words.
    static func attempt(_ operation: () throws -> Void) -> String? {
        do {
            try operation()
            return nil
        } catch {
            return SystemReason.describe(error)
        }
    }

    /// Makes the folder a file goes in, when missing.
    static func makeParent(of path: String) -> String? {
        makeFolder((path as NSString).deletingLastPathComponent)
    }

    /// The first free name beside `path` as Finder and Shortcuts number a
    /// copy: "report.txt", then "report 2.txt", "report 3.txt", ...
    static func numbered(_ path: String) -> String {
        guard exists(path) else { return path }
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        let ext = (name as NSString).pathExtension
        let stem = ext.isEmpty || name.hasPrefix(".") && !name.dropFirst().contains(".") ? name : (name as NSString).deletingPathExtension
        let suffix = stem == name ? "" : "." + ext
        var number = 2
        while true {
            let candidate = (folder as NSString).appendingPathComponent("\(stem) \(number)\(suffix)")
            if !exists(candidate) { return candidate }
            number += 1
        }
    }
}
