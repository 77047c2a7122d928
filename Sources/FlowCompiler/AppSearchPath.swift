import Foundation
import FlowDiagnostics
import FlowSyntax

/// Where `use Name` finds the definitions of apps that are not built in:
/// the working directory's `apps/`, the configuration folder's `apps/`
/// (`$FLOW_CONFIG_HOME/apps`, else `$XDG_CONFIG_HOME/flow/apps`, else
/// `~/.config/flow/apps`), then each folder of `$FLOW_PATH` (separated by
/// `:`). In each folder, a definition is a `.flow` file directly inside it or
/// one level down (`apps/reminders/reminders.flow`, so an app can ship its
/// program beside its definition).
///
/// Every folder is scanned, not only until the first match: an app defined
/// twice is an error naming both files, never a silent choice.
public struct AppSearchPath: Sendable {
    public struct Folder: Sendable, Equatable {
        public var path: String
        /// Where the folder comes from, as people configure it: "apps/ in the
        /// working directory", "$FLOW_PATH".
        public var origin: String
    }

    /// An app definition found on the path (or built in).
    public struct Definition: Sendable, Equatable {
        public var app: String
        /// The file, as `use` loads it; `<built-in SoupChef>` for built-ins.
        public var path: String
        public var origin: String
        public var isBuiltin: Bool { path.hasPrefix("<built-in ") }

        public init(app: String, path: String, origin: String) {
            self.app = app
            self.path = path
            self.origin = origin
        }
    }

    public var folders: [Folder]
    /// What relative folders are relative to.
    public var workingDirectory: String

    public init(folders: [Folder], workingDirectory: String = FileManager.default.currentDirectoryPath) {
        self.folders = folders
        self.workingDirectory = workingDirectory
    }

    /// No folders: only built-in apps and files named with `use "..."`.
    public static let none = AppSearchPath(folders: [])

    /// The standard path for this environment (see the type's documentation).
    public static func standard(environment: [String: String], workingDirectory: String) -> AppSearchPath {
        // Relative, so messages name it as people see it; reads resolve it against the working directory.
        var folders = [Folder(path: "apps", origin: "apps/ in the working directory")]
        let configuration = FlowDirectories.configuration(environment: environment)
        folders.append(Folder(path: configuration.appendingPathComponent("apps").path, origin: "the configuration folder's apps/"))
        for entry in (environment["FLOW_PATH"] ?? "").split(separator: ":") where !entry.isEmpty {
            let path = entry.hasPrefix("/") ? String(entry) : (workingDirectory as NSString).appendingPathComponent(String(entry))
            folders.append(Folder(path: path, origin: "$FLOW_PATH"))
        }
        return AppSearchPath(folders: folders, workingDirectory: workingDirectory)
    }

    /// Every app definition: the built-in ones first, then each folder's in
    /// path order (files sorted by name). A file that does not parse
    /// contributes the apps it still declares; the checker reports its errors
    /// when it is used.
    public func definitions(read: (String) -> [UInt8]?) -> [Definition] {
        var found = BuiltinApps.names.map { Definition(app: $0, path: "<built-in \($0)>", origin: "built in") }
        var seenFiles: Set<String> = []
        for folder in folders {
            for file in flowFiles(in: folder.path) where seenFiles.insert((file as NSString).standardizingPath).inserted {
                guard let bytes = read(file) else { continue }
                for name in Self.appNames(in: SourceFile(path: file, bytes: bytes)) {
                    found.append(Definition(app: name, path: file, origin: folder.origin))
                }
            }
        }
        return found
    }

    /// `.flow` files directly in `folder` and in its immediate subfolders,
    /// sorted, named as `folder` is (relative stays relative).
    func flowFiles(in folder: String) -> [String] {
        let manager = FileManager.default
        func absolute(_ path: String) -> String { path.hasPrefix("/") ? path : (workingDirectory as NSString).appendingPathComponent(path) }
        guard let entries = try? manager.contentsOfDirectory(atPath: absolute(folder)) else { return [] }
        var files: [String] = []
        for entry in entries.sorted() where !entry.hasPrefix(".") {
            let path = (folder as NSString).appendingPathComponent(entry)
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: absolute(path), isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                let inner = (try? manager.contentsOfDirectory(atPath: absolute(path))) ?? []
                files += inner.sorted().filter { $0.hasSuffix(".flow") && !$0.hasPrefix(".") }.map { (path as NSString).appendingPathComponent($0) }
            } else if entry.hasSuffix(".flow") {
                files.append(path)
            }
        }
        return files
    }

    /// The names of the apps a file declares.
    public static func appNames(in file: SourceFile) -> [String] {
        Parser.parse(file).syntax.declarations.compactMap { decl in
            if case .app(let app) = decl.kind { return app.name.name }
            return nil
        }
    }
}
