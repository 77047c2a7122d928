import Foundation

/// Finds a program the way a shell would, without a shell: a path with a
/// slash is used as it is, a bare name is looked up in `$PATH`.
public enum ExecutableSearch {
    public static func find(_ name: String) -> URL? {
        if name.contains("/") { return FileManager.default.isExecutableFile(atPath: name) ? URL(fileURLWithPath: name) : nil }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    /// `name` in the folder of the running program, if it is there: the
    /// programs a package builds next to each other find each other.
    public static func besideThisProgram(_ name: String) -> URL? {
        let folder = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath().deletingLastPathComponent()
        let candidate = folder.appendingPathComponent(name)
        return FileManager.default.isExecutableFile(atPath: candidate.path) ? candidate : nil
    }
}
