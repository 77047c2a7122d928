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

    /// `$XDG_DATA_HOME/flow/shortcuts` (an absolute `$XDG_DATA_HOME`, as the
    /// XDG specification asks), else `~/.local/share/flow/shortcuts`.
    static func data(environment: [String: String]) -> URL {
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg).appendingPathComponent("flow/shortcuts")
        }
        return URL(fileURLWithPath: home(environment)).appendingPathComponent(".local/share/flow/shortcuts")
    }

    /// config.json's `"library": ["~/src/flows", "shortcuts"]`: `~` is the
    /// home folder, and a relative path is relative to the configuration
    /// folder. No file or no key means no folders; anything else that is not
    /// a list of paths is an error, never silently ignored.
    static func configured(environment: [String: String]) throws(ConfigurationError) -> [URL] {
        let directory = FlowDirectories.configuration(environment: environment)
        let file = directory.appendingPathComponent("config.json")
        guard let data = FileManager.default.contents(atPath: file.path) else { return [] }
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw ConfigurationError(file: file, message: "expected a JSON object such as {\"library\": [\"~/src/flows\"]}")
        }
        guard let value = object["library"] else { return [] }
        guard let paths = value as? [String], !paths.contains(where: \.isEmpty) else {
            throw ConfigurationError(file: file, message: "\"library\" must be a list of folders such as [\"~/src/flows\"]")
        }
        return paths.map { path in
            if path == "~" { return URL(fileURLWithPath: home(environment)) }
            if path.hasPrefix("~/") { return URL(fileURLWithPath: home(environment)).appendingPathComponent(String(path.dropFirst(2))) }
            if path.hasPrefix("/") { return URL(fileURLWithPath: path) }
            return directory.appendingPathComponent(path)
        }
    }

    static func home(_ environment: [String: String]) -> String {
        environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
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
