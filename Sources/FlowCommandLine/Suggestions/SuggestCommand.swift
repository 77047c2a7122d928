import FlowApps
import Foundation
import FlowCompiler
import FlowRuntime
import FlowSuggestions

/// `flow suggest`: what flow would suggest now (or `--at` another time, at
/// another `--place`), learned from donations and offered by apps, each as
/// its shortcut type's title; `--explain` says why, `--recent` shows the
/// newest donations instead (the talks' testing aid), and `--run N` runs the
/// N-th through the usual lifecycle, confirmation included.
enum SuggestCommand {
    static let spec = CommandSpec(
        name: "suggest",
        summary: "Suggest what to run now, learned from donations; explain why, or run one.",
        usage: "flow suggest [--at <when>] [--place <place>] [--explain] [--recent] [--limit <n>] [--json] [--run <n> [--yes] [--answer <name=value>]...] [--state <dir>] [--file <file.flow>]...",
        options: [
            .init(name: .at, value: "<when>", help: "Suggest for another moment: 'Fri 12:15' (that day this week), '19:00' (today), or ISO 8601."),
            .init(name: .place, value: "<place>", help: "Suggest for another place (default: $FLOW_PLACE, else config.json's place or places)."),
            .init(name: .explain, value: nil, help: "Say which donations made each suggestion, and what it was preferred over."),
            .init(name: .recent, value: nil, help: "Show the newest donations as they would be suggested, instead of what was learned."),
            .init(name: .limit, value: "<n>", help: "At most this many (default 10)."),
            .init(name: .run, value: "<n>", help: "Run the n-th suggestion: its intent with its values, asking and confirming as flow run does."),
            CatalogOptions.json("{\"context\": {\"time\", \"day\", \"kindOfDay\", \"timeOfDay\", \"place\"}, \"suggestions\": [...]}"), CatalogOptions.file,
        ] + RunSession.options.filter { $0.name != "--state" } + [
            .init(name: .state, value: "<dir>", help: "The state directory whose donations/ it reads (as for flow run)."),
        ],
        discussion: """
        Each donation counts for every shortcut type its values cover. What was donated in the same part of the
        day (morning 05-11, lunch 11-14, afternoon 14-17, evening 17-22, night), on the same kind of day (weekday
        or weekend) and at the same place counts most; a more specific pattern (Tomato Soup with Croutons) ranks
        above a general one (Tomato Soup) when at least 3 donations made it now. Shortcut types that cannot run
        in the background rank lower. Apps add their own suggestions (Soup Chef: the soup of the day).
        Exit codes: as flow run's for --run; else 0, 64 usage error, 78 config.json is unusable.
        """)

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws(UsageError) -> ExitCode {
        guard arguments.positionals.isEmpty else { throw UsageError("suggest takes no file or name; see its options", command: spec) }
        let limit = try number(arguments, .limit, default: 10, spec: spec)
        let chosen = arguments.value(.run) == nil ? nil : try number(arguments, .run, default: 1, spec: spec)
        let answers = try RunSession.answers(arguments, context: context, spec: spec)
        let listing: Listing
        switch try list(arguments, context: context, wanted: max(limit, chosen ?? 0), spec: spec) {
        case .success(let listed): listing = listed
        case .failure(let code): return code
        }
        var list = listing.list
        let (apps, suggestionContext, store, log) = (listing.apps, listing.context, listing.store, listing.log)
        if let chosen {
            return perform(try pick(chosen, from: list, option: .run, spec: spec), apps: apps, answers: answers, arguments: arguments, context: context)
        }
        list.suggestions = Array(list.suggestions.prefix(limit))
        if arguments.has(.json) {
            CatalogOptions.printJSON(SuggestionText.json(list, context: suggestionContext, recent: arguments.has(.recent)), context: context)
            return .success
        }
        if list.suggestions.isEmpty {
            context.stderr.line(arguments.has(.recent) ? "no donations yet (\(store.journal.path))"
                                : "nothing to suggest for \(suggestionContext) (donations: \(log.count))")
            return .success
        }
        context.stdout.write(SuggestionText.text(list, context: suggestionContext, log: log, apps: apps,
                                                 explain: arguments.has(.explain), recent: arguments.has(.recent)))
        return .success
    }

    /// What `flow suggest` lists, learned and offered, with what it was made from.
    struct Listing {
        var list: SuggestionList
        var apps: [AppModel]
        var context: SuggestionContext
        var store: DonationStore
        var log: DonationLog
    }

    /// The suggestions for now, or `--at` another moment at another
    /// `--place` (`--recent`: the newest donations), at least `wanted` of
    /// them; `flow phrase add --suggestion` binds one of the same list.
    /// Notes and unreadable donations are said on standard error.
    static func list(_ arguments: ParsedArguments, context: CommandContext, wanted: Int, spec: CommandSpec) throws(UsageError) -> Result<Listing, ExitCode> {
        var now = context.now()
        if let text = arguments.value(.at) {
            guard let date = WhenParser.parse(text, now: now, timeZone: context.timeZone) else {
                throw UsageError("'\(text)' is not a time: use 'Fri 12:15', '19:00', 'tomorrow 8:30' or ISO 8601", command: spec)
            }
            now = date
        }
        let configuration: FlowConfiguration
        do { configuration = try FlowConfiguration.load(from: FlowConfiguration.directory(environment: context.environment)) } catch {
            context.stderr.line("error: \(error)")
            return .failure(.configuration)
        }
        let place = DonationSetup.place(arguments.value(.place), configuration: configuration, context: context)
        let suggestionContext = SuggestionContext(moment: LocalMoment(date: now, timeZone: context.timeZone), place: place)
        let stateDirectory = RunCommand.stateDirectory(arguments, context: context)
        let store = DonationStore(stateDirectory: stateDirectory)
        let apps = try AppCatalog.load(arguments, context: context, command: spec).entries.map(\.app)
        let log = store.load()
        DonationsCommand.report(log.problems, context: context)
        let engine = SuggestionEngine(apps: apps)
        var list: SuggestionList
        if arguments.has(.recent) {
            list = engine.recent(log, limit: wanted)
        } else {
            let offered = offeredShortcuts(apps: apps, store: store, context: context)
            list = engine.suggest(log, context: suggestionContext, offered: offered, limit: wanted)
        }
        for note in list.notes { context.stderr.line("note: \(note)") }
        return .success(Listing(list: list, apps: apps, context: suggestionContext, store: store, log: log))
    }

    /// The n-th suggestion (from 1), or a usage error that says how many there are.
    static func pick(_ chosen: Int, from list: SuggestionList, option: OptionKey, spec: CommandSpec) throws(UsageError) -> Suggestion {
        guard chosen <= list.suggestions.count else {
            let count = list.suggestions.count
            throw UsageError(count == 0 ? "there is nothing to suggest, so nothing to choose with \(option.rawValue)"
                             : "there \(count == 1 ? "is 1 suggestion" : "are \(count) suggestions"); \(option.rawValue) takes 1 to \(count)", command: spec)
        }
        return list.suggestions[chosen - 1]
    }

    /// What the apps here suggest on their own: their Swift handlers' lists and what external apps published.
    static func offeredShortcuts(apps: [AppModel], store: DonationStore, context: CommandContext) -> [OfferedShortcut] {
        let runID = "suggest-" + UUID().uuidString
        guard let handlers = try? AppHandlers(apps: apps, stateDirectory: store.directory.deletingLastPathComponent(), runID: runID,
                                              log: RunLog(stateDirectory: store.directory.deletingLastPathComponent(), runID: runID),
                                              context: context) else { return [] }
        defer { handlers.close() }
        let (shortcuts, problems) = OfferedShortcut.all(handlers: Array(handlers.registry.handlers.values), store: store, apps: apps)
        for problem in problems { context.stderr.line("warning: \(problem)") }
        return shortcuts
    }

    /// Runs a suggestion's intent with its values, as `flow run` runs a step.
    static func perform(_ suggestion: Suggestion, apps: [AppModel], answers: [(String, String)], arguments: ParsedArguments,
                        context: CommandContext) -> ExitCode {
        guard let invocation = suggestion.invocation else {
            context.stderr.line("error: '\(suggestion.title)' is an activity of \(suggestion.appDisplayName): it opens the app, which flow cannot do")
            return .usage
        }
        return RunSession.run(invocation, title: suggestion.title, apps: apps, answers: answers, arguments: arguments, context: context)
    }

    /// A positive whole number option.
    static func number(_ arguments: ParsedArguments, _ option: OptionKey, default value: Int, spec: CommandSpec) throws(UsageError) -> Int {
        guard let text = arguments.value(option) else { return value }
        guard let number = Int(text), number > 0 else { throw UsageError("\(option.rawValue) takes a whole number from 1; got '\(text)'", command: spec) }
        return number
    }
}
