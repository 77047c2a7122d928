import Foundation
import FlowDiagnostics
import FlowPhrases
import FlowSyntax

/// Where phrases find shortcuts: the files of the person's library, and
/// one shortcut by name for `flow phrase add --shortcut NAME`.
enum PhraseTargets {
    /// The `.flow` files whose shortcuts a phrase may run and whose `phrase`
    /// clauses bind phrases, as paths to show: the library's
    /// (`ShortcutLibrary`: `$XDG_DATA_HOME/flow/shortcuts`, `Workflows/`,
    /// config.json's `"library"`), so a name means the same shortcut for
    /// `flow phrase`, `flow say`, `flow run NAME` and `flow list`. A library
    /// config.json cannot describe adds nothing here; `flow list` reports it.
    static func libraryFiles(context: CommandContext) -> [String] {
        guard let library = try? ShortcutLibrary(context: context) else { return [] }
        return library.files().map { library.displayPath($0.file) }
    }

    /// Every shortcut in the library and in `files` (`--file`), read from
    /// the syntax; a file is read once however it is named.
    static func knownShortcuts(files: [String], context: CommandContext) -> [DeclaredShortcut] {
        var seen: Set<String> = []
        var shortcuts: [DeclaredShortcut] = []
        for path in files + libraryFiles(context: context) {
            let absolute = (context.absolutePath(path) as NSString).standardizingPath
            guard seen.insert(absolute).inserted, let data = FileManager.default.contents(atPath: absolute) else { continue }
            shortcuts += DeclaredShortcut.scan(SourceFile(path: path, bytes: Array(data)), absolutePath: absolute)
        }
        return shortcuts
    }

    /// The shortcut named `name`: in `files` when any are given (`--file`),
    /// else in the library. A usage error names the closest names when
    /// there is none, and the files when several declare it.
    static func locateShortcut(named name: String, files: [String], context: CommandContext, spec: CommandSpec) throws(UsageError) -> DeclaredShortcut {
        let candidates = files.isEmpty ? knownShortcuts(files: [], context: context)
            : files.flatMap { file in knownShortcuts(files: [file], context: context).filter { $0.displayPath == file } }
        // Found as `flow run NAME` finds it: exactly, else by its letters and digits.
        let matches: [DeclaredShortcut]
        switch NameMatch.find(name, in: candidates, name: \.name) {
        case .found(let shortcut): return shortcut
        case .ambiguous(let several): matches = several
        case .missing(let suggestions):
            let place = files.isEmpty ? "in the library (flow list shows it)" : "in " + Suggestions.list(files)
            var message = "no shortcut named '\(name)' \(place)"
            if !suggestions.isEmpty {
                message += NameMatch<DeclaredShortcut>.didYouMean(suggestions)
            } else if files.isEmpty {
                message += "; name the file that declares it with --file"
            }
            throw UsageError(message, command: spec)
        }
        throw UsageError("several files declare a shortcut named '\(name)': " + Suggestions.list(matches.map(\.displayPath))
                         + "; choose one with --file", command: spec)
    }
}
