import Foundation
import FlowCompiler
import FlowPhrases
import FlowRuntime
import FlowSuggestions

/// What a phrase is bound to, from the command line: `--shortcut NAME
/// [--file F]`, `--intent App.Intent NAME=VALUE...`, or `--suggestion N
/// [--at WHEN] [--place P]` (the N-th entry `flow suggest` lists then).
enum PhraseBinding {
    static let options: [CommandSpec.Option] = [
        .init(name: .shortcut, value: "<name>", help: "Bind to a shortcut: found in the library (flow list), or in --file.", kind: .knownShortcut),
        .init(name: .intent, value: "<App.Intent>", help: "Bind to an app's intent with the values given as <name=value> after the phrase.", kind: .intent),
        .init(name: .suggestion, value: "<n>", help: "Bind to the n-th suggestion flow suggest lists (with --at and --place as there)."),
        .init(name: .at, value: "<when>", help: "With --suggestion: the suggestions of another moment ('Fri 12:15'), as flow suggest --at."),
        .init(name: .place, value: "<place>", help: "With --suggestion: the suggestions of another place, as flow suggest --place."),
    ]

    /// The target the options name, nil when they name none; `values` are
    /// the `name=value` words after the phrase. An exit code when it could
    /// not be made (the app failed resolving a value, config.json is unusable).
    static func target(_ arguments: ParsedArguments, values: [String], sources: PhraseSources, context: CommandContext,
                       spec: CommandSpec) throws(UsageError) -> Result<PhraseTarget?, ExitCode> {
        let given = [OptionKey.shortcut, .intent, .suggestion].filter { arguments.value($0) != nil }
        guard given.count <= 1 else { throw UsageError("bind to one of --shortcut, --intent or --suggestion, not " + given.map(\.rawValue).joined(separator: " and "), command: spec) }
        if arguments.value(.intent) == nil, let value = values.first {
            throw UsageError("'\(value)' is a value for an intent; give the intent with --intent App.Intent", command: spec)
        }
        if arguments.value(.suggestion) == nil, let option = [OptionKey.at, .place].first(where: { arguments.value($0) != nil }) {
            throw UsageError("\(option) goes with --suggestion", command: spec)
        }
        if let name = arguments.value(.shortcut) {
            let shortcut = try PhraseTargets.locateShortcut(named: name, files: arguments.all(.file), context: context, spec: spec)
            return .success(.shortcut(name: shortcut.name, file: shortcut.file))
        }
        if let name = arguments.value(.intent) {
            return try intent(name, values: values, sources: sources, arguments: arguments, context: context, spec: spec).map { $0 }
        }
        if arguments.value(.suggestion) != nil {
            let chosen = try SuggestCommand.number(arguments, .suggestion, default: 1, spec: spec)
            switch try SuggestCommand.list(arguments, context: context, wanted: chosen, spec: spec) {
            case .failure(let code): return .failure(code)
            case .success(let listing):
                let suggestion = try SuggestCommand.pick(chosen, from: listing.list, option: .suggestion, spec: spec)
                guard let invocation = suggestion.invocation else {
                    throw UsageError("'\(suggestion.title)' is an activity of \(suggestion.appDisplayName): it opens the app, which a phrase cannot do", command: spec)
                }
                return .success(.intent(app: invocation.app, intent: invocation.intent, values: PhraseValues.encode(invocation.values, apps: listing.apps),
                                        title: suggestion.title))
            }
        }
        return .success(nil)
    }

    /// `--intent App.Intent name=value...`: the values checked against the
    /// definition and resolved by the app, as `flow donate` does.
    static func intent(_ name: String, values given: [String], sources: PhraseSources, arguments: ParsedArguments, context: CommandContext,
                       spec: CommandSpec) throws(UsageError) -> Result<PhraseTarget, ExitCode> {
        let (action, found) = try ActionsCommand.find(name, in: sources.catalog, command: spec)
        guard let intent = action.intent, let app = found else {
            throw UsageError("'\(action.name)' is a built-in action; a phrase runs an app's intent (flow actions lists them) or a shortcut", command: spec)
        }
        let typed = try IntentArguments.values(given, intent: intent, apps: [app], command: spec)
        let session: RunSession
        switch RunSession.open(apps: [app], answers: [], allowed: [], arguments: arguments, context: context) {
        case .success(let opened): session = opened
        case .failure(let code): return .failure(code)
        }
        defer { session.close() }
        return session.resolve(IntentInvocation(app: app.name, intent: intent.name, values: typed), apps: [app], context: context).map { values in
            let invocation = IntentInvocation(app: app.name, intent: intent.name, values: values)
            return .intent(app: app.name, intent: intent.name, values: PhraseValues.encode(values, apps: sources.apps),
                           title: invocation.title(apps: sources.apps))
        }
    }
}
