import Foundation
import FlowPhrases
import FlowSyntax

/// `flow phrase add|list|edit|remove`: the talks' "Add to Siri", for the
/// shell. A phrase runs a shortcut or an intent with values; `flow say`
/// says it. The person's phrases live in the state folder's
/// `phrases.json`; `.flow` files declare phrases for their shortcuts, and
/// apps suggest phrases for their intents.
enum PhraseCommand {
    static let spec = CommandSpec(
        name: "phrase",
        summary: "Add, list, change or remove the phrases flow say runs.",
        usage: """
        flow phrase add <phrase> (--shortcut <name> [--file <file.flow>] | --intent <App.Intent> [<name=value>]... | --suggestion <n> [--at <when>] [--place <place>]) [--force]
               flow phrase list [--app <app>] [--json]
               flow phrase edit <phrase> [--to <new phrase>] [--shortcut <name> | --intent <App.Intent> [<name=value>]... | --suggestion <n>] [--force]
               flow phrase remove <phrase>
        """,
        options: PhraseBinding.options + [
            .init(name: .file, value: "<file.flow>", help: "Also the shortcuts, phrases and apps of this file (repeatable); with --shortcut, where to find it."),
            .init(name: .to, value: "<phrase>", help: "edit: the new wording of the phrase."),
            .init(name: .force, value: nil, help: "add, edit: do not warn about a phrase's length (a wake word or a duplicate is still refused)."),
            .init(name: .app, value: "<app>", help: "list: only the phrases that run this app's intents (directly or in a shortcut), and those it suggests."),
            CatalogOptions.json("list: [{\"phrase\", \"normalized\", \"source\", \"location\", \"shortcut\": {\"name\", \"file\"} | \"intent\": {...}}]"),
            .init(name: .state, value: "<dir>", help: "The state directory whose phrases.json holds your phrases (as for flow run)."),
        ],
        subcommands: [
            Subcommand("add", "Bind a phrase to a shortcut, an intent with values, or a suggestion.",
                       usage: "flow phrase add <phrase> (--shortcut <name> [--file <file.flow>] | --intent <App.Intent> [<name=value>]... | --suggestion <n> [--at <when>] [--place <place>]) [--force]", arguments: [.text]),
            Subcommand("list", "List your phrases and those apps suggest.", usage: "flow phrase list [--app <app>] [--json]"),
            Subcommand("edit", "Change a phrase's wording or what it runs.",
                       usage: "flow phrase edit <phrase> [--to <new phrase>] [--shortcut <name> | --intent <App.Intent> [<name=value>]... | --suggestion <n>] [--force]", arguments: [.text]),
            Subcommand("remove", "Forget a phrase.", usage: "flow phrase remove <phrase>", arguments: [.text]),
        ],
        discussion: """
        A phrase is matched by its words: case, punctuation and spacing do not matter ("Soup time!" is "soup  TIME").
        The rules: a phrase is short and memorable, 2 to 3 words (else a warning); it never starts with a wake word
        (\(PhraseRules.wakeWords.map { "'\($0)'" }.joined(separator: ", "))); and it runs one thing only: a phrase
        already yours or declared in a .flow file is refused. Phrases apps suggest (Soup Chef's "Soup Time") run
        nothing until you add them. Shortcuts are found in the library (as flow list shows it: the data folder's
        shortcuts, the working directory's Workflows/, config.json's "library") and in files given with --file.
        Exit codes: 0 done, 64 usage error, 65 the phrase breaks a rule or is declared in a file, 67 no such phrase
        (edit, remove), 70 the app failed resolving a value, 73 phrases.json could not be written, 75 the app asked
        a question, 78 config.json is unusable.
        """)

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws(UsageError) -> ExitCode {
        guard let action = arguments.positionals.first else {
            throw UsageError("say what to do: flow phrase add \"soup time\" --shortcut NAME, or flow phrase list", command: spec)
        }
        let rest = Array(arguments.positionals.dropFirst())
        // Phrases find shortcuts in the library: a config.json that cannot say where it is stops here (78).
        guard ShortcutLibrary.load(context: context) != nil else { return .configuration }
        switch action {
        case "list":
            guard rest.isEmpty else { throw UsageError("list takes no phrase; see its options", command: spec) }
            return try PhraseList.run(arguments, context: context, spec: spec)
        case "add", "edit", "remove":
            guard let phrase = rest.first else { throw UsageError("\(action) needs the phrase, as in flow phrase \(action) \"soup time\"", command: spec) }
            let values = Array(rest.dropFirst())
            if action == "remove", let extra = values.first {
                throw UsageError("remove takes one phrase; quote a phrase of several words (got '\(extra)' after it)", command: spec)
            }
            for option in [OptionKey.app, .json] where arguments.value(option) != nil || arguments.has(option) {
                throw UsageError("'\(option.rawValue)' goes with list", command: spec)
            }
            if action != "edit", arguments.value(.to) != nil { throw UsageError("'--to' goes with edit", command: spec) }
            let sources = try PhraseSources.load(arguments, context: context, spec: spec)
            switch action {
            case "add": return try add(phrase, values: values, sources: sources, arguments: arguments, context: context)
            case "edit": return try edit(phrase, values: values, sources: sources, arguments: arguments, context: context)
            default: return remove(phrase, sources: sources, context: context)
            }
        default:
            var message = "unknown action '\(action)'"
            if let suggestion = Suggestions.closest(to: action, among: spec.subcommands.map(\.name)) { message += "; did you mean '\(suggestion)'?" }
            throw UsageError(message, command: spec)
        }
    }

    static func add(_ phrase: String, values: [String], sources: PhraseSources, arguments: ParsedArguments,
                    context: CommandContext) throws(UsageError) -> ExitCode {
        if arguments.value(.shortcut) == nil && arguments.value(.intent) == nil && arguments.value(.suggestion) == nil {
            throw UsageError("say what “\(phrase)” runs: --shortcut NAME, --intent App.Intent [name=value]..., or --suggestion N", command: spec)
        }
        // The rules first: a refused phrase asks the app nothing.
        guard report(PhraseRules.check(phrase, against: sources.book.claims()), force: arguments.has(.force), context: context) else { return .dataError }
        let target: PhraseTarget
        switch try PhraseBinding.target(arguments, values: values, sources: sources, context: context, spec: spec) {
        case .success(let made?): target = made
        case .success(nil): return .usage
        case .failure(let code): return code
        }
        let added = UserPhrase(phrase: phrase, target: target, added: context.now())
        return save(sources, context: context, done: "added “\(phrase)” → \(describe(target, context: context))") { phrases in
            // Another flow may have added it since the rules were checked.
            if let taken = phrases.first(where: { $0.normalized == added.normalized }) { throw Taken(phrase: taken) }
            phrases.append(added)
        }
    }

    static func edit(_ old: String, values: [String], sources: PhraseSources, arguments: ParsedArguments,
                     context: CommandContext) throws(UsageError) -> ExitCode {
        let current: UserPhrase
        switch sources.userPhrase(old, context: context) {
        case .success(let found): current = found
        case .failure(let code): return code
        }
        let wording = arguments.value(.to) ?? current.phrase
        var target = current.target
        switch try PhraseBinding.target(arguments, values: values, sources: sources, context: context, spec: spec) {
        case .success(let made?): target = made
        case .success(nil):
            guard arguments.value(.to) != nil else {
                throw UsageError("say what to change: --to \"new phrase\", or what it runs with --shortcut, --intent or --suggestion", command: spec)
            }
        case .failure(let code): return code
        }
        let claims = sources.book.claims(excluding: current.phrase)
        guard report(PhraseRules.check(wording, against: claims), force: arguments.has(.force), context: context) else { return .dataError }
        let changed = UserPhrase(phrase: wording, target: target, added: context.now())
        let what = wording == current.phrase ? "“\(wording)”" : "“\(current.phrase)” to “\(wording)”"
        return save(sources, context: context, done: "changed \(what) → \(describe(target, context: context))") { phrases in
            guard let index = phrases.firstIndex(where: { $0.normalized == current.normalized }) else { throw Gone(phrase: current) }
            if let taken = phrases.first(where: { $0.normalized == changed.normalized && $0.normalized != current.normalized }) { throw Taken(phrase: taken) }
            phrases[index] = changed
        }
    }

    static func remove(_ phrase: String, sources: PhraseSources, context: CommandContext) -> ExitCode {
        let current: UserPhrase
        switch sources.userPhrase(phrase, context: context) {
        case .success(let found): current = found
        case .failure(let code): return code
        }
        return save(sources, context: context, done: "removed “\(current.phrase)” (it ran \(describe(current.target, context: context)))") { phrases in
            guard phrases.contains(where: { $0.normalized == current.normalized }) else { throw Gone(phrase: current) }
            phrases.removeAll { $0.normalized == current.normalized }
        }
    }

    /// A phrase another flow added while this one was checking.
    struct Taken: Error { var phrase: UserPhrase }
    /// A phrase another flow removed while this one was checking.
    struct Gone: Error { var phrase: UserPhrase }

    /// Changes the phrase book and says `done`; a write that fails is exit 73.
    static func save(_ sources: PhraseSources, context: CommandContext, done: String, _ change: (inout [UserPhrase]) throws -> Void) -> ExitCode {
        do {
            let (_, problems) = try sources.store.change(change)
            for problem in problems { context.stderr.line("warning: \(problem)") }
        } catch let taken as Taken {
            context.stderr.line("error: “\(taken.phrase.phrase)” was just added, and runs \(describe(taken.phrase.target, context: context))")
            return .dataError
        } catch let gone as Gone {
            context.stderr.line("error: “\(gone.phrase.phrase)” was just removed")
            return .noMatch
        } catch {
            context.stderr.line("error: could not write \(sources.store.file.path): \(error)")
            return .cannotCreate
        }
        context.stdout.line(done)
        return .success
    }

    /// Says the problems a phrase has (warnings only without `--force`),
    /// each with why and the fix; false when one is an error.
    static func report(_ problems: [PhraseProblem], force: Bool, context: CommandContext) -> Bool {
        for problem in problems where problem.severity == .error || !force {
            context.stderr.line("\(problem.severity.rawValue): \(problem.message)")
            context.stderr.line("  note: \(problem.reason)")
            if let fixIt = problem.fixIt { context.stderr.line("  fix-it: use “\(fixIt)”") }
        }
        return !problems.contains { $0.severity == .error }
    }

    /// "Order 1 Tomato Soup with Croutons (SoupChef.OrderSoup)", "shortcut “Lunch” in Workflows/lunch.flow".
    static func describe(_ target: PhraseTarget, context: CommandContext) -> String {
        switch target {
        case .shortcut(_, let file): "\(target.title) in \(shortPath(file, context: context))"
        case .intent: "\(target.title) (\(target.location))"
        }
    }

    /// A path under the working directory as relative to it; others as they are.
    static func shortPath(_ path: String, context: CommandContext) -> String {
        let directory = (context.currentDirectory as NSString).standardizingPath + "/"
        return path.hasPrefix(directory) ? String(path.dropFirst(directory.count)) : path
    }
}
