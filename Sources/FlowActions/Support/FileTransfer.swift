import Foundation
import Glibc

/// Moving and copying files and folders, as the move, rename, copy and
/// delete actions share it: a rename where it can be one (atomic, on one
/// file system), a copy and a removal where it cannot (`EXDEV`).
enum FileTransfer {
    /// Where `source` goes when sent `to`: inside `to` when it is a folder
    /// (or ends with "/"), else `to` itself, as `mv` reads it.
    static func target(of source: String, to destination: String) -> String {
        guard destination.hasSuffix("/") || FilePaths.isFolder(destination) else { return destination }
        return (destination as NSString).appendingPathComponent((source as NSString).lastPathComponent)
    }

    /// Moves `source` to `destination`, removing what is there first when
    /// `replaces`; nil when done, else why not.
    static func move(_ source: String, to destination: String, replaces: Bool) -> String? {
        if replaces, FilePaths.exists(destination), FilePaths.isFolder(destination), let reason = remove(destination) { return reason }
        if let reason = FilePaths.makeParent(of: destination) { return reason }
        if rename(source, destination) == 0 { return nil }
        guard errno == EXDEV else { return SystemReason.describe(errno) }
        if let reason = copy(source, to: destination, replaces: replaces) { return reason }
        return remove(source)
    }

    /// Copies a file or a folder (with what is in it).
    static func copy(_ source: String, to destination: String, replaces: Bool) -> String? {
        if replaces, FilePaths.exists(destination), let reason = remove(destination) { return reason }
        if let reason = FilePaths.makeParent(of: destination) { return reason }
        return FilePaths.attempt { try FileManager.default.copyItem(atPath: source, toPath: destination) }
    }

    /// Removes a file or a folder with what is in it, for good.
    static func remove(_ path: String) -> String? {
        FilePaths.attempt { try FileManager.default.removeItem(atPath: path) }
    }
}
