import Foundation
import FlowCompiler
import FlowPhrases
import FlowSyntax

/// `flow phrase list`: your phrases, those `.flow` files declare, and those
/// apps suggest, each with what it runs; `--app` keeps the phrases that run
/// an app's intents (directly, or as a step of the shortcut), which is how
/// an app shows "Chowder Time" next to its clam chowder.
enum PhraseList {
    static func run(_ arguments: ParsedArguments, context: CommandContext, spec: CommandSpec) throws(UsageError) -> ExitCode {
        for option in [OptionKey.shortcut, .intent, .suggestion, .at, .place, .to] where arguments.value(option) != nil {
            throw UsageError("'\(option)' goes with add or edit", command: spec)
        }
        let sources = try PhraseSources.load(arguments, context: context, spec: spec)
        var phrases = sources.book.phrases
        if let app = arguments.value(.app) {
            guard sources.apps.contains(where: { $0.name == app }) else {
                var message = "no app '\(app)' is built in or on the app search path"
                if let closest = Suggestions.closest(to: app, among: sources.apps.map(\.name)) { message += "; did you mean '\(closest)'?" }
                throw UsageError(message, command: spec)
            }
            let uses = AppUses(context: context)
            phrases = phrases.filter { $0.target.app == app || uses.shortcut($0.target, uses: app) }
        }
        if arguments.has(.json) {
            CatalogOptions.printJSON(phrases.map { json($0, apps: sources.apps) }, context: context)
            return .success
        }
        if phrases.isEmpty {
            context.stderr.line(arguments.value(.app) == nil
                                ? "no phrases yet; add one: flow phrase add \"soup time\" --shortcut NAME (or --intent, --suggestion)"
                                : "no phrases run \(arguments.value(.app)!)'s intents")
            return .success
        }
        context.stdout.write(text(phrases, context: context))
        return .success
    }

    static func text(_ phrases: [KnownPhrase], context: CommandContext) -> String {
        var sections: [String] = []
        func section(_ title: String, _ rows: [[String]]) {
            if !rows.isEmpty { sections.append(title + "\n" + CatalogOptions.table(rows).split(separator: "\n").map { "  " + $0 + "\n" }.joined()) }
        }
        var user: [[String]] = [], declared: [[String]] = [], suggested: [[String]] = []
        for phrase in phrases {
            let runs = PhraseCommand.describe(phrase.target, context: context)
            switch phrase.source {
            case .user: user.append(["“\(phrase.phrase)”", "→ " + runs])
            case .declared(let clause): declared.append(["“\(phrase.phrase)”", "→ \(phrase.target.title)", "(\(clause.location))"])
            case .suggested(let app, let intent):
                suggested.append(["“\(phrase.phrase)” — suggested by \(app.displayName) for \(intent.title) (\(app.name).\(intent.name))"])
            }
        }
        section("Your phrases:", user)
        section("Declared in .flow files:", declared)
        section("Suggested by apps (run nothing until added: flow phrase add PHRASE --intent App.Intent [name=value]...):", suggested)
        return sections.joined(separator: "\n")
    }

    static func json(_ phrase: KnownPhrase, apps: [AppModel]) -> [String: Any] {
        var fields: [String: Any] = ["phrase": phrase.phrase, "normalized": phrase.normalized]
        switch phrase.source {
        case .user(let user): fields["source"] = "user"; fields["added"] = ISO8601DateFormatter().string(from: user.added)
        case .declared(let clause): fields["source"] = "declared"; fields["location"] = clause.location
        case .suggested(let app, _): fields["source"] = "suggested"; fields["suggestedBy"] = app.name
        }
        switch phrase.target {
        case .shortcut(let name, let file):
            fields["shortcut"] = ["name": name, "file": file]
        case .intent(let app, let intent, let values, let title):
            fields["intent"] = ["app": app, "intent": intent, "values": values.mapValues(PhraseValues.foundation), "title": title]
        }
        return fields
    }
}

/// Which apps' intents a shortcut runs, from its checked step graph (a
/// file is compiled once, and only when `--app` asks).
final class AppUses {
    let context: CommandContext
    private var compiled: [String: ProgramGraph] = [:]

    init(context: CommandContext) { self.context = context }

    func shortcut(_ target: PhraseTarget, uses app: String) -> Bool {
        guard case .shortcut(let name, let file) = target else { return false }
        if compiled[file] == nil {
            let loader = SourceLoader(context: context)
            guard case .success(let source) = loader.load(file) else { return false }
            compiled[file] = loader.compile([source]).1
        }
        return compiled[file]?.shortcuts.contains { graph in
            graph.name == name && graph.nodes.contains { if case .intent(app, _) = $0.action { true } else { false } }
        } ?? false
    }
}
