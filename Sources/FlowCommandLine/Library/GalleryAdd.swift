import Foundation
import FlowRuntime
import FlowDiagnostics
import FlowSyntax

/// `flow gallery add NAME [--app A] [--to DIR] [--force]`: copies an app's
/// gallery shortcut into the library as a file the person owns and edits.
/// The copy is checked before anything is written, and an existing file is
/// never replaced without `--force`: it may hold the person's edits.
enum GalleryAdd {
    static func run(_ arguments: ParsedArguments, context: CommandContext, useColor: Bool) throws(UsageError) -> ExitCode {
        let spec = GalleryCommand.spec
        guard arguments.positionals.count == 2 else {
            throw UsageError(arguments.positionals.count < 2 ? "missing the name of the gallery shortcut to add ('flow gallery' lists them)"
                             : "gallery add takes one name; put a name with spaces in quotes", command: spec)
        }
        if arguments.has(.json) { throw UsageError("--json belongs to 'flow gallery' (the list)", command: spec) }
        let name = arguments.positionals[1]
        let (_, items) = try GalleryCommand.load(arguments, context: context)
        let item: GalleryCommand.Item
        switch NameMatch.find(name, in: items, name: \.graph.name) {
        case .found(let found):
            item = found
        case .ambiguous(let found):
            throw UsageError("several apps offer '\(name)': " + Suggestions.list(found.map(\.app.name)) + "; choose one with --app", command: spec)
        case .missing(let suggestions):
            throw UsageError("no gallery shortcut named '\(name)'" + NameMatch<String>.didYouMean(suggestions) + " ('flow gallery' lists them)", command: spec)
        }
        guard let text = GalleryCopy.text(of: item, context: context) else {
            context.stderr.line("error: cannot read \(item.app.name)'s definition (\(item.entry.definition.path)) again to copy '\(item.graph.name)'")
            return .noInput
        }

        let folder = arguments.value(.to).map { URL(fileURLWithPath: context.absolutePath($0)) } ?? LibraryFolder.data(environment: context.environment)
        let file = folder.appendingPathComponent(GalleryCopy.fileName(for: item.graph.name))
        let library = try? ShortcutLibrary(context: context)
        let shown = library?.displayPath(file) ?? file.path
        if FileManager.default.fileExists(atPath: file.path) && !arguments.has(.force) {
            context.stderr.line("error: \(shown) already exists; nothing was written ('--force' replaces it, and any edits in it)")
            return .cannotCreate
        }
        if let code = check(text, as: shown, context: context, useColor: useColor) { return code }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file, options: .atomic)
        } catch {
            context.stderr.line("error: cannot write \(shown): \(SystemReason.describe(error))")
            return .cannotCreate
        }
        report(item, file: file, shown: shown, library: library, context: context)
        return .success
    }

    /// Checks the copy where it will live; nil when it is clean, else exit 65
    /// after its diagnostics. Warnings are shown and do not stop it.
    static func check(_ text: String, as path: String, context: CommandContext, useColor: Bool) -> ExitCode? {
        let (workspace, _) = SourceLoader(context: context).compile([SourceFile(path: path, bytes: Array(text.utf8))])
        let renderer = DiagnosticRenderer(useColor: useColor)
        for (source, diagnostics) in workspace.allDiagnostics { context.stderr.write(renderer.render(diagnostics, in: source)) }
        guard workspace.hasErrors else { return nil }
        context.stderr.line("error: the copy of the gallery shortcut does not check here; nothing was written")
        return .dataError
    }

    /// What was added and how to run it; a note when the folder is not one
    /// the library reads, or when the library already had a shortcut of that name.
    static func report(_ item: GalleryCommand.Item, file: URL, shown: String, library: ShortcutLibrary?, context: CommandContext) {
        let name = item.graph.name
        context.stdout.line("Added “\(name)” from \(item.galleryName): \(shown)")
        guard let library else { return }
        let inLibrary = library.folders.contains { $0.url.standardizedFileURL.path == file.deletingLastPathComponent().standardizedFileURL.path }
        guard inLibrary else {
            context.stdout.line("Run it with: flow run \(shown)")
            context.stdout.line("(\(library.displayPath(file.deletingLastPathComponent())) is not a library folder; list it under \"library\" in config.json to run it by name)")
            return
        }
        let others = library.declared().filter { $0.name == name && $0.file.standardizedFileURL.path != file.standardizedFileURL.path }
        if let other = others.first {
            context.stderr.line("warning: the library already has a shortcut named '\(name)' in \(library.displayPath(other.file)); 'flow run' by name refuses to choose: rename one")
        }
        // By name where `flow run NAME` takes it as one, else by its file.
        let byName = others.isEmpty && !name.hasPrefix("-") && RunByName.isName(name, context: context)
        context.stdout.line("Run it with: flow run " + (byName ? shellQuoted(name) : shellQuoted(shown) + " --shortcut " + shellQuoted(name)))
    }

    /// `"Order 1 Clam Chowder"` as a person would type it in a shell.
    static func shellQuoted(_ word: String) -> String {
        if word.allSatisfy({ $0.isLetter || $0.isNumber || "-_./".contains($0) }) { return word }
        if !word.contains(where: { "\"$`\\!".contains($0) }) { return "\"" + word + "\"" }
        return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
