import Foundation
import FlowModel

/// What the file actions share: the path a call names, resolved as a shell
/// reads it and checked against the run's grant before anything is touched.
enum TextFiles {
    /// The path (`~/notes.txt` in the home folder, `notes.txt` in the
    /// working folder), once the grant covers it after `..` and symlinks
    /// are resolved: a symlink cannot lead a scoped grant elsewhere.
    static func permitted(_ call: ActionCall, _ context: any ActionContext) throws -> String {
        guard let capability = call.entry.capability, let reach = call.entry.reach else {
            throw context.fail("'\(call.entry.name)' declares no capability and reach for its path")
        }
        try context.require(capability)
        let path = resolve(call.text(reach.parameter), in: context.workingDirectory)
        try context.permit(reach.reach(CanonicalPath.resolve(path, against: context.workingDirectory)))
        return path
    }

    /// Replaces the file whole, or appends to it, its missing folders made
    /// first (as Shortcuts' Save File makes them); a failure names the path and the system's reason.
    static func write(_ call: ActionCall, _ context: any ActionContext, append: Bool) throws {
        let path = try permitted(call, context)
        if let reason = FilePaths.makeParent(of: path) { throw context.fail("cannot make the folder of \(path): \(reason)") }
        if let reason = SystemReason.write(Array(call.text("text").utf8), to: path, append: append) {
            throw context.fail("cannot write \(path): \(reason)")
        }
    }

    /// `~/notes.txt` → the home directory's file; `notes.txt` → the working folder's.
    static func resolve(_ path: String, in folder: String) -> String {
        let expanded = FlowDirectories.expandingTilde(path)
        return expanded.hasPrefix("/") || expanded.isEmpty ? expanded : (folder as NSString).appendingPathComponent(expanded)
    }
}
