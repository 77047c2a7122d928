import Foundation
import FlowCompiler
import FlowSyntax

/// `flow actions`: the action search of the Shortcuts editor. Every action
/// (apps' intents and the built-in actions) as its summary sentence, by
/// category; `flow actions show NAME` is one action's Edit Action screen.
enum ActionsCommand {
    static let spec = CommandSpec(
        name: "actions",
        summary: "Search the actions shortcuts can use, or show one ('flow actions show App.Intent').",
        usage: "flow actions [--search <term>] [--category <category>] [--deprecated] [--file <file.flow>]... [--json]\n       flow actions show <App.Intent | action | Shortcuts action> [--file <file.flow>]... [--json]",
        options: [
            .init(name: .search, value: "<term>", help: "Only actions matching every word: a built-in action by its Shortcuts name (\"get dictionary value\"), name, keywords or summary, best match first; an intent by its name, title, summary, description, app or category."),
            .init(name: .category, value: "<category>", help: "Only one category: \(CatalogAction.categories.joined(separator: ", ")).", kind: .category),
            .init(name: .deprecated, value: nil, help: "Also list deprecated intents (hidden by default)."),
            CatalogOptions.file, CatalogOptions.json("[{\"name\", \"app\", \"title\", \"summary\", \"category\", \"description\", \"deprecated\"}]; show: {\"name\", \"app\", \"summary\", \"summaries\", \"parameters\": [{\"name\", \"displayName\", \"type\", \"required\", \"prompt\", \"options\", \"inSummary\"}], \"output\", \"responses\", ...}; a built-in action also has \"shortcutsNames\", \"keywords\", \"example\", \"capability\", \"idempotent\", \"outputMayBeAbsent\" and its parameters' \"label\", \"optional\", \"default\", \"choices\", \"help\", \"sink\""),
        ],
        subcommands: [
            Subcommand("list", "List the actions: built-in ones and every app's intents.",
                       usage: "flow actions [list] [--search <term>] [--category <category>] [--deprecated] [--file <file.flow>]... [--json]"),
            Subcommand("show", "Show one action: its summary, parameters, output and permission (a built-in one also by its Shortcuts name).",
                       usage: "flow actions show <App.Intent | action | Shortcuts action> [--file <file.flow>]... [--json]", arguments: [.action], options: ["--file", "--json"]),
        ],
        defaultSubcommand: "list",
        discussion: "Apps are found as 'flow apps' lists them; an app's intents are in the Apps category.")

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws(UsageError) -> ExitCode {
        let catalog = try AppCatalog.load(arguments, context: context, command: spec)
        if arguments.positionals.first == "show" {
            return try show(arguments, catalog: catalog, context: context)
        }
        if let extra = arguments.positionals.first {
            throw UsageError("unexpected '\(extra)'; use 'flow actions show \(extra)' to show one action", command: spec)
        }
        var actions = catalog.actions
        if !arguments.has(.deprecated) { actions.removeAll(where: \.isDeprecated) }
        if let wanted = arguments.value(.category) {
            guard let category = CatalogAction.categories.first(where: { $0.lowercased() == wanted.lowercased() }) else {
                var message = "unknown category '\(wanted)'"
                if let suggestion = Suggestions.closest(to: wanted, among: CatalogAction.categories) { message += "; did you mean '\(suggestion)'?" }
                throw UsageError(message + " (categories: \(CatalogAction.categories.joined(separator: ", ")))", command: spec)
            }
            actions.removeAll { $0.category != category }
        }
        // Built-in actions are ranked by the catalog's search (Shortcuts names first); intents match every word.
        let term = arguments.value(.search)
        var rank: [String: Int] = [:]
        if let term {
            for (index, entry) in ActionCatalog.search(term).enumerated() { rank[entry.name] = index }
            actions.removeAll { $0.builtin == nil ? !$0.matches(term) : rank[$0.name] == nil }
        }
        if arguments.has(.json) {
            CatalogOptions.printJSON(actions.map { ActionScreen.json($0, app: nil) }, context: context)
            return .success
        }
        if actions.isEmpty {
            context.stderr.line("no actions match")
            return .success
        }
        // One table for every category, so the summaries line up.
        var rows: [[String]] = []
        for category in CatalogAction.categories {
            let inCategory = actions.filter { $0.category == category }.sorted {
                (rank[$0.name] ?? Int.max, $0.name) < (rank[$1.name] ?? Int.max, $1.name)
            }
            guard !inCategory.isEmpty else { continue }
            rows.append([category])
            rows += inCategory.map { action in
                let ambiguous = action.intent.map { catalog.isAmbiguous($0.app) } ?? false
                // A search says which Shortcuts actions a built-in one stands for: what the words found.
                let standsFor = term == nil ? nil : action.builtin.map { $0.isFlowOnly ? "flow only" : "Shortcuts: " + $0.shortcutsNames.joined(separator: ", ") }
                return ["  " + action.name, action.summary + (action.isDeprecated ? "  (deprecated)" : "")
                        + (ambiguous ? "  (ambiguous: \(action.intent?.app ?? "") is defined more than once; flow apps says where)" : "")
                        + (standsFor.map { "  · \($0)" } ?? "")]
            }
        }
        context.stdout.write(CatalogOptions.table(rows))
        return .success
    }

    static func show(_ arguments: ParsedArguments, catalog: AppCatalog, context: CommandContext) throws(UsageError) -> ExitCode {
        guard arguments.positionals.count == 2 else {
            throw UsageError("name one action: flow actions show SoupChef.OrderSoup", command: spec)
        }
        let (action, app) = try find(arguments.positionals[1], in: catalog, command: spec)
        if arguments.has(.json) {
            CatalogOptions.printJSON(ActionScreen.json(action, app: app), context: context)
        } else {
            context.stdout.write(ActionScreen.text(action, app: app))
        }
        return .success
    }

    /// An action by the name a shortcut writes, with "did you mean" when there is none.
    static func find(_ name: String, in catalog: AppCatalog, command: CommandSpec) throws(UsageError) -> (CatalogAction, AppModel?) {
        let actions = catalog.actions
        // Two definitions of the app: which one a shortcut would get is undecided ('use' is an error), so neither is shown.
        let appName = name.split(separator: ".").first.map(String.init) ?? name
        let definitions = catalog.entries.filter { $0.app.name == appName }
        if definitions.count > 1, actions.contains(where: { $0.name == name }) {
            throw UsageError("\(appName) is defined in " + definitions.map(\.definition.path).joined(separator: " and ")
                             + ", so 'use \(appName)' is ambiguous and \(name) cannot be shown; remove or rename one of them", command: command)
        }
        if let action = actions.first(where: { $0.name == name }) {
            let app = action.intent.flatMap { intent in catalog.app(named: intent.app)?.app }
            return (action, app)
        }
        // "Get Dictionary Value": a built-in action by the Shortcuts action it stands for.
        let standing = ActionCatalog.standingFor(shortcutsName: name)
        if standing.count == 1 { return (CatalogAction(builtin: standing[0]), nil) }
        if standing.count > 1 {
            throw UsageError("'\(name)' is done by " + Suggestions.list(standing.map(\.name)) + "; name one of them", command: command)
        }
        var message = "no action named '\(name)'"
        if let suggestion = Suggestions.closest(to: name, among: actions.map(\.name)) { message += "; did you mean '\(suggestion)'?" }
        if name.contains("."), catalog.app(named: appName) == nil {
            message += " (no app '\(appName)' is built in or on the app search path; 'flow apps' lists them, --file adds a definition)"
        }
        throw UsageError(message, command: command)
    }
}
