import Foundation
import FlowCompiler
import FlowPhrases

/// Everything the phrase commands read: the person's phrase book in the
/// state folder, the shortcuts of the library and of `--file` (with the
/// phrases they declare), and the apps (with the phrases they suggest).
struct PhraseSources {
    let store: PhraseStore
    let user: [UserPhrase]
    let shortcuts: [DeclaredShortcut]
    let catalog: AppCatalog
    let book: PhraseBook

    var apps: [AppModel] { catalog.entries.map(\.app) }

    /// Reads them all; what is wrong with the phrase book is a warning
    /// (the book sets damage aside itself), an unreadable `--file` a usage error.
    static func load(_ arguments: ParsedArguments, context: CommandContext, spec: CommandSpec) throws(UsageError) -> PhraseSources {
        let catalog = try AppCatalog.load(arguments, context: context, command: spec)
        let store = PhraseStore(stateDirectory: RunCommand.stateDirectory(arguments, context: context), now: context.now)
        let contents = store.load()
        for problem in contents.problems { context.stderr.line("warning: \(problem)") }
        let shortcuts = PhraseTargets.knownShortcuts(files: arguments.all(.file), context: context)
        return PhraseSources(store: store, user: contents.phrases, shortcuts: shortcuts, catalog: catalog,
                             book: PhraseBook(user: contents.phrases, declared: shortcuts.flatMap(\.phrases), apps: catalog.entries.map(\.app)))
    }

    /// The person's phrase that `text` names, or an exit code after saying
    /// why there is none: declared in a file (change it there), only
    /// suggested by an app, or unknown (with the closest).
    func userPhrase(_ text: String, context: CommandContext) -> Result<UserPhrase, ExitCode> {
        let normalized = PhraseText.normalize(text)
        if let phrase = user.first(where: { $0.normalized == normalized }) { return .success(phrase) }
        let others = book.phrases.filter { $0.normalized == normalized }
        if let declared = others.first(where: \.isBound) {
            context.stderr.line("error: “\(declared.phrase)” is declared in \(declared.origin), not one of your phrases; change it in that file")
            return .failure(.dataError)
        }
        if let suggested = others.first {
            context.stderr.line("error: “\(suggested.phrase)” is \(suggested.origin), not one of your phrases")
            return .failure(.noMatch)
        }
        context.stderr.line("error: no phrase “\(text)” among your phrases" + PhraseSources.didYouMean(book.closest(to: normalized).filter {
            if case .user = $0.source { true } else { false }
        }))
        return .failure(.noMatch)
    }

    /// "; did you mean 'soup time'?" for the closest phrases, or nothing.
    static func didYouMean(_ closest: [KnownPhrase]) -> String {
        closest.isEmpty ? "" : "; did you mean " + closest.map { "'\($0.phrase)'" }.joined(separator: " or ") + "?"
    }
}
