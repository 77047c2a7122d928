import Foundation
import FlowCompiler
import FlowDiagnostics
import FlowRuntime
import FlowSyntax

/// The person's shortcuts ("My Shortcuts"): every `shortcut` declared in the
/// `.flow` files directly inside the library folders, which are, in order,
/// `$XDG_DATA_HOME/flow/shortcuts` (else `~/.local/share/flow/shortcuts`),
/// the working directory's `Workflows/`, and the folders config.json lists
/// under `"library"` (see `LibraryFolder`). Files that declare no shortcut
/// (an app, automations) are not part of it.
///
/// `flow list`, `flow run NAME`, `flow gallery add` and shell completion all
/// read it through this type, so a name means the same shortcut everywhere.
/// Looking up a name parses the files but compiles only the one that matches:
/// `flow run NAME` stays quick in a large library.
struct ShortcutLibrary {
    let context: CommandContext
    let folders: [LibraryFolder]

    /// The library of this environment; a config.json whose `"library"` is
    /// not a list of folders is an error (exit 78), never ignored.
    init(context: CommandContext) throws(ConfigurationError) {
        self.context = context
        self.folders = try LibraryFolder.all(context: context)
    }

    /// The library, or nil after saying on standard error why config.json
    /// cannot be used (the command then exits 78).
    static func load(context: CommandContext) -> ShortcutLibrary? {
        do { return try ShortcutLibrary(context: context) } catch {
            context.stderr.line("error: \(error)")
            return nil
        }
    }

    /// Every shortcut, compiled: in folder order, then by file name, then as
    /// declared. A shortcut whose file does not compile is listed with its
    /// problems and no action count.
    func entries() -> [LibraryEntry] {
        var result: [LibraryEntry] = []
        var pending = declared()[...]
        while let first = pending.first {
            let sameFile = pending.prefix { $0.file == first.file }
            result += checked(Array(sameFile))
            pending = pending.dropFirst(sameFile.count)
        }
        return result
    }

    /// The library's `.flow` files, each once, in lookup order, with its folder.
    func files() -> [(file: URL, folder: LibraryFolder)] {
        var seenFiles: Set<String> = []
        return folders.flatMap { folder in
            folder.files().filter { seenFiles.insert($0.standardizedFileURL.path).inserted }.map { ($0, folder) }
        }
    }

    /// The shortcuts the files declare, from parsing alone: names, titles
    /// and descriptions, without action counts or problems.
    func declared() -> [LibraryEntry] {
        var result: [LibraryEntry] = []
        for (file, folder) in files() {
            guard let data = FileManager.default.contents(atPath: file.path) else { continue }
            let bytes = Array(data)
            let syntax = Parser.parse(SourceFile(path: file.path, bytes: bytes)).syntax
            func text(_ range: SourceRange) -> String {
                guard range.start >= 0, range.end <= bytes.count, range.start <= range.end else { return "" }
                return String(decoding: bytes[range.start..<range.end], as: UTF8.self)
            }
            for decl in syntax.declarations {
                guard case .shortcut(let shortcut) = decl.kind, let name = shortcut.name.plainText else { continue }
                var entry = LibraryEntry(name: name, file: file, folder: folder)
                entry.inputs = (shortcut.inputs ?? []).map { ($0.name.name, text($0.type.range), $0.defaultValue.map { text($0.range) }) }
                for statement in shortcut.body.statements {
                    guard case .metadata(let metadata) = statement.kind else { continue }
                    if metadata.key == .title { entry.title = metadata.value.plainText }
                    if metadata.key == .description { entry.description = metadata.value.plainText }
                }
                result.append(entry)
            }
        }
        return result
    }

    /// The shortcut named `name`: exactly, else regardless of case,
    /// spaces and punctuation. Nil when there is none (`suggestions(for:)` offers names);
    /// an error naming the files when several files declare it.
    func find(named name: String) throws(LibraryLookupError) -> LibraryEntry? {
        switch NameMatch.find(name, in: declared(), name: \.name) {
        case .found(let entry):
            return checked([entry])[0]
        case .ambiguous(let entries):
            let files = entries.map(\.file).reduce(into: [URL]()) { if !$0.contains($1) { $0.append($1) } }
            // One file declaring a name twice is that file's error, which running it reports.
            if files.count == 1 { return checked([entries[0]])[0] }
            throw LibraryLookupError(name: name, files: files.map(displayPath))
        case .missing:
            return nil
        }
    }

    /// The names closest to one that was not found, best first.
    func suggestions(for name: String) -> [String] {
        NameMatch<LibraryEntry>.suggestions(for: name, among: declared().map(\.name))
    }

    /// Compiles the file of `entries` (one file) and fills in their action
    /// counts, or the file's problems.
    func checked(_ entries: [LibraryEntry]) -> [LibraryEntry] {
        guard let file = entries.first?.file, let data = FileManager.default.contents(atPath: file.path) else { return entries }
        let (workspace, program) = SourceLoader(context: context).compile([SourceFile(path: displayPath(file), bytes: Array(data))])
        let errors = workspace.allDiagnostics.flatMap { source, diagnostics in
            diagnostics.filter { $0.severity == .error }.map { "\(source.path):\(source.position(of: $0.range.start)): \($0.message)" }
        }
        return entries.map { entry in
            var entry = entry
            if errors.isEmpty {
                let path = file.standardizedFileURL.path
                entry.actionCount = program.shortcuts.first { $0.name == entry.name && URL(fileURLWithPath: context.absolutePath($0.path)).standardizedFileURL.path == path }?.actionCount
            } else {
                entry.problems = Array(errors.prefix(3))
                entry.errorCount = errors.count
            }
            return entry
        }
    }

    /// A path as people see it: relative inside the working directory, else absolute.
    func displayPath(_ url: URL) -> String {
        let path = url.standardizedFileURL.path
        let directory = URL(fileURLWithPath: context.currentDirectory).standardizedFileURL.path
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}

/// Several files of the library declare the name: `flow run NAME` could mean
/// either, so it runs neither.
struct LibraryLookupError: Error, CustomStringConvertible {
    var name: String
    var files: [String]

    var description: String {
        let places = files.count == 1 ? files[0] : files.dropLast().joined(separator: ", ") + " and " + files[files.count - 1]
        return "the library has \(files.count) shortcuts named '\(name)', in \(places); run one with 'flow run FILE --shortcut NAME', or rename one"
    }
}
