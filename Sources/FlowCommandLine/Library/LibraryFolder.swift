import Foundation
import FlowCompiler
import FlowRuntime

/// One folder of the library ("My Shortcuts") and why it is one. Its
/// shortcuts are the `.flow` files directly inside it.
struct LibraryFolder: Equatable, Sendable {
    enum Origin: String, Sendable {
        /// `$XDG_DATA_HOME/flow/shortcuts`, else `~/.local/share/flow/shortcuts`:
        /// where `flow gallery add` copies to.
        case data
        /// The working directory's `Workflows/`: a project's own shortcuts.
        case workingDirectory = "working-directory"
        /// Listed under `"library"` in config.json.
        case configured

        /// How `flow list` heads the folder's shortcuts.
        var label: String {
            switch self {
            case .data: "Your library"
            case .workingDirectory: "Workflows/ in the working directory"
            case .configured: "From config.json"
            }
        }
    }

    var url: URL
    var origin: Origin

    /// The folders in lookup order: the data folder, the working directory's
    /// `Workflows/`, then config.json's `"library"` paths. A folder named
    /// twice is listed once, at its first place.
    static func all(context: CommandContext) throws(ConfigurationError) -> [LibraryFolder] {
        let candidates = [LibraryFolder(url: data(environment: context.environment), origin: .data),
                          LibraryFolder(url: URL(fileURLWithPath: context.absolutePath("Workflows")), origin: .workingDirectory)]
            + (try configured(environment: context.environment)).map { LibraryFolder(url: $0, origin: .configured) }
        var folders: [LibraryFolder] = []
        for folder in candidates where !folders.contains(where: { $0.url.standardizedFileURL.path == folder.url.standardizedFileURL.path }) {
            folders.append(folder)
        }
        return folders
    }

    /// `$XDG_DATA_HOME/flow/shortcuts`, else `~/.local/share/flow/shortcuts` (`FlowDirectories`).
    static func data(environment: [String: String]) -> URL { FlowDirectories.shortcuts(environment: environment) }

    /// config.json's `"library": ["~/src/flows", "shortcuts"]`: `~` is the
    /// home folder, and a relative path is relative to the configuration
    /// folder. Read and validated by `ConfigFile`, with the rest of the file.
    static func configured(environment: [String: String]) throws(ConfigurationError) -> [URL] {
        let directory = FlowDirectories.configuration(environment: environment)
        let home = FlowDirectories.home(environment)
        return try ConfigFile.library(in: directory).map { path in
            if path == "~" { return home }
            if path.hasPrefix("~/") { return home.appendingPathComponent(String(path.dropFirst(2))) }
            if path.hasPrefix("/") { return URL(fileURLWithPath: path) }
            return directory.appendingPathComponent(path)
        }
    }

    /// The `.flow` files directly in the folder, sorted by name; none when it does not exist.
    func files() -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { $0.hasSuffix(".flow") && !$0.hasPrefix(".") }.sorted().map { url.appendingPathComponent($0) }.filter { file in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: file.path, isDirectory: &isDirectory) && !isDirectory.boolValue
        }
    }
}
