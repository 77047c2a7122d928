import Foundation
import FlowCompiler
import FlowDiagnostics

/// The server's world: the folder the editor opened, where `use Name`
/// looks for apps (the same path `flow check` uses, from that folder), and
/// the open documents, whose text the checker reads instead of the disk's.
final class Project {
    /// The workspace folder (`rootUri`), else the server's working directory.
    var root: String
    let environment: [String: String]
    private(set) var documents: [String: Document] = [:]
    /// Open documents by path, for reading them as `use`d files.
    private var byPath: [String: Document] = [:]

    init(root: String, environment: [String: String]) {
        self.root = root
        self.environment = environment
    }

    var searchPath: AppSearchPath { AppSearchPath.standard(environment: environment, workingDirectory: root) }

    func open(_ document: Document) {
        documents[document.uri] = document
        byPath[Self.key(document.path)] = document
    }

    func close(_ uri: String) {
        guard let document = documents.removeValue(forKey: uri) else { return }
        byPath[Self.key(document.path)] = nil
    }

    func document(_ uri: String) -> Document? { documents[uri] }

    func document(atPath path: String) -> Document? { byPath[Self.key(absolute(path))] }

    static func key(_ path: String) -> String { (path as NSString).standardizingPath }

    /// A path as the checker names it (relative to the root when relative).
    func absolute(_ path: String) -> String {
        path.hasPrefix("/") || path.hasPrefix("<") || path.contains(":") ? path : (root as NSString).appendingPathComponent(path)
    }

    /// A file's text: the open document's, else the disk's.
    func read(_ path: String) -> [UInt8]? {
        if let document = document(atPath: path) { return document.bytes }
        return FileManager.default.contents(atPath: absolute(path)).map(Array.init)
    }

    /// A new workspace of the checker that reads through the open documents.
    func makeWorkspace() -> Workspace {
        Workspace(searchPath: searchPath) { [weak self] path in self?.read(path) }
    }

    /// The URI to give the editor for a path the checker named: an open
    /// document's own URI (editors compare them as text), a built-in app's
    /// installed definition, else a file URI.
    func uri(forPath path: String) -> String? {
        if let document = document(atPath: path) { return document.uri }
        if path.hasPrefix("<built-in "), let name = path.dropFirst("<built-in ".count).split(separator: ">").first {
            return BuiltinApps.resourceURL(named: String(name))?.absoluteString
        }
        if path.hasPrefix("<") { return nil }
        return DocumentURI.uri(absolute(path))
    }

    /// The open documents' texts, then every `.flow` file below the root that
    /// is not open, each with its URI: what workspace-wide requests search.
    func allFiles() -> [(uri: String, file: SourceFile)] {
        let open = documents.values.sorted { $0.uri < $1.uri }.map { (uri: $0.uri, file: $0.file) }
        let onDisk = flowFiles().compactMap { path -> (uri: String, file: SourceFile)? in
            guard document(atPath: path) == nil, let bytes = read(path) else { return nil }
            return (DocumentURI.uri(path), SourceFile(path: path, bytes: bytes))
        }
        return open + onDisk
    }

    /// Every `.flow` file below the root (skipping hidden folders and build
    /// products), for workspace symbols and renaming a shortcut; at most
    /// `limit` files, from at most `visits` entries (an editor opened on a
    /// home folder must not make every request walk all of it).
    func flowFiles(limit: Int = 2000, visits: Int = 50_000) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
        var files: [String] = []
        var visited = 0
        while visited < visits, files.count < limit, let entry = enumerator.nextObject() as? String {
            visited += 1
            let name = (entry as NSString).lastPathComponent
            if name.hasPrefix(".") || name == "node_modules" {
                enumerator.skipDescendants()
                continue
            }
            if name.hasSuffix(".flow") { files.append((root as NSString).appendingPathComponent(entry)) }
        }
        return files.sorted()
    }
}
