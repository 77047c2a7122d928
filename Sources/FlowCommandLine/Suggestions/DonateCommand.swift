import Foundation
import FlowCompiler
import FlowRuntime
import FlowSuggestions
import FlowSyntax

/// `flow donate App.Intent name=value...`: a person (or a script) donates
/// what they did, as an app does after each action, so suggestions learn
/// it. Values are resolved by the app as a run would resolve them (Soup
/// Chef turns "croutons" into its Croutons topping), so a donation from a
/// script equals one from a run. `--time` replays the past.
enum DonateCommand {
    static let spec = CommandSpec(
        name: "donate",
        summary: "Donate an intent with its values (or an activity), so suggestions learn from it.",
        usage: "flow donate <App.Intent> [<name=value>]... [--id <id>] [--group <group>] [--time <when>] [--place <place>] [--state <dir>] [--file <file.flow>]...\n       flow donate --activity <App.type> [<key=value>]... [--title <title>] [--required <keys>] [--id <id>] [--group <group>] [--time <when>] [--place <place>]",
        options: [
            .init(name: .id, value: "<id>", help: "An identifier, to delete it later: flow donations delete --id <id>."),
            .init(name: .group, value: "<group>", help: "A group identifier, to delete a set at once: flow donations delete --group <group>."),
            .init(name: .time, value: "<when>", help: "When it happened: 'Mon 12:10' (that day this week), '12:10' (today), or ISO 8601. Default: now."),
            .init(name: .place, value: "<place>", help: "Where it happened (default: $FLOW_PLACE, else config.json's place)."),
            .init(name: .activity, value: nil, help: "Donate an activity instead: App.type, its payload as key=value, --title and --required."),
            .init(name: .title, value: "<title>", help: "An activity's title, as suggestions show it (may use ${key})."),
            .init(name: .required, value: "<keys>", help: "An activity's required keys, comma-separated: only these are compared (default: all)."),
            .init(name: .state, value: "<dir>", help: "The state directory (as for flow run); donations go to its donations/."),
            CatalogOptions.file,
        ],
        arguments: [.intent, .answer],
        discussion: """
        Values are typed as answers are (soup=tomatoSoup, quantity=1, toppings=Croutons,Cheese) and resolved by the app.
        An activity's payload values are JSON where they parse as JSON (1, true, "text", [1, 2]), else text.
        config.json's "donations": false (or {"App": false}) turns donating off: nothing is recorded, with a warning.
        Exit codes: 0 donated (or turned off), 64 usage error, 70 the app failed resolving a value, 73 it could not be stored,
        75 the app asked a question, 78 config.json is unusable.
        """)

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws(UsageError) -> ExitCode {
        guard let target = arguments.positionals.first else {
            throw UsageError("name what to donate: flow donate SoupChef.OrderSoup soup=tomatoSoup", command: spec)
        }
        let given = Array(arguments.positionals.dropFirst())
        var date: Date?
        if let text = arguments.value(.time) {
            guard let parsed = WhenParser.parse(text, now: context.now(), timeZone: context.timeZone) else {
                throw UsageError("'\(text)' is not a time: use 'Mon 12:10', '12:10', '2026-11-16T12:10:00+01:00' or '2026-11-16 12:10'", command: spec)
            }
            // A donation records what happened: a moment still to come is a mistake, not a plan.
            guard parsed <= context.now() else {
                throw UsageError("'\(text)' is in the future (\(parsed.formatted(.iso8601))); --time replays what already happened", command: spec)
            }
            date = parsed
        }
        let catalog = try AppCatalog.load(arguments, context: context, command: spec)
        var interaction: Interaction
        var intentToResolve: (IntentModel, AppModel)?
        if arguments.has(.activity) {
            interaction = try activity(target, given: given, catalog: catalog, arguments: arguments)
        } else {
            let (action, found) = try ActionsCommand.find(target, in: catalog, command: spec)
            guard let intent = action.intent, let app = found else {
                throw UsageError("'\(action.name)' is a built-in action; donate an app's intent (flow actions lists them)", command: spec)
            }
            let typed = try IntentArguments.values(given, intent: intent, apps: [app], command: spec)
            interaction = Interaction(app: app.name, kind: .intent(intent.name), values: typed, origin: .person)
            intentToResolve = (intent, app)
        }
        // A run's setting up, without running anything: the configuration, the donor, and the
        // app's handlers to resolve the values as a run would (a question it asks goes to the
        // terminal, or is exit 75 without one).
        let session: RunSession
        switch RunSession.open(apps: intentToResolve.map { [$0.1] } ?? [], answers: [], allowed: [], arguments: arguments, context: context) {
        case .success(let opened): session = opened
        case .failure(let code): return code
        }
        defer { session.close() }
        if let (intent, app) = intentToResolve {
            switch session.resolve(IntentInvocation(app: app.name, intent: intent.name, values: interaction.values), apps: [app], context: context) {
            case .success(let values): interaction.values = values
            case .failure(let code): return code
            }
        }
        interaction.identifier = arguments.value(.id)
        interaction.group = arguments.value(.group)
        interaction.date = date
        interaction.place = arguments.value(.place)
        let donor = session.donor
        do {
            guard try donor.record(interaction) else {
                context.stderr.line("warning: donations from \(interaction.app) are turned off in config.json; nothing was recorded")
                return .success
            }
        } catch {
            context.stderr.line("error: could not record the donation in \(donor.store.journal.path): \(error)")
            return .cannotCreate
        }
        let when = LocalMoment(date: date ?? context.now(), timeZone: context.timeZone)
        let place = interaction.place ?? donor.place
        let values = interaction.values.keys.sorted().map { "\($0): \(interaction.values[$0]!)" }.joined(separator: ", ")
        context.stdout.line("donated \(target)" + (values.isEmpty ? "" : " (\(values))") + " on \(when)" + (place.map { " at \($0)" } ?? ""))
        return .success
    }

    /// `--activity App.type key=value...`.
    static func activity(_ target: String, given: [String], catalog: AppCatalog, arguments: ParsedArguments) throws(UsageError) -> Interaction {
        let parts = target.split(separator: ".", maxSplits: 1).map(String.init)
        guard parts.count == 2, !parts[1].isEmpty else { throw UsageError("name the activity as App.type, as in SoupChef.viewMenu", command: spec) }
        guard catalog.app(named: parts[0]) != nil else {
            var message = "no app '\(parts[0])' is built in or on the app search path"
            if let suggestion = Suggestions.closest(to: parts[0], among: catalog.entries.map(\.app.name)) { message += "; did you mean '\(suggestion)'?" }
            throw UsageError(message, command: spec)
        }
        var payload: IntentValues = [:]
        for word in given {
            guard let equals = word.firstIndex(of: "="), equals != word.startIndex else { throw UsageError("'\(word)' is not key=value", command: spec) }
            let text = String(word[word.index(after: equals)...])
            payload[String(word[..<equals])] = (try? JSONReader.value(from: text)) ?? .string(text)
        }
        let required = (arguments.value(.required) ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        for key in required where payload[key] == nil {
            throw UsageError("the required key '\(key)' has no value; give it as \(key)=...", command: spec)
        }
        return Interaction(app: parts[0], kind: .activity(type: parts[1], title: arguments.value(.title), requiredKeys: required),
                           values: payload, origin: .person)
    }
}
