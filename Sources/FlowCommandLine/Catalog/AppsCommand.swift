import Foundation
import FlowCompiler

/// `flow apps`: every app a shortcut can `use`, where it comes from, and how
/// many actions it offers.
enum AppsCommand {
    static let spec = CommandSpec(
        name: "apps",
        summary: "List the apps shortcuts can use: built in, or found on the app search path.",
        usage: "flow apps [--file <file.flow>]... [--json]",
        options: [CatalogOptions.file, CatalogOptions.json("{\"apps\": [{\"name\", \"displayName\", \"description\", \"handler\", \"origin\", \"path\", \"actions\"}], \"broken\": [...]}")],
        discussion: """
        The app search path: the working directory's apps/, the configuration folder's apps/
        ($FLOW_CONFIG_HOME/apps, else $XDG_CONFIG_HOME/flow/apps, else ~/.config/flow/apps), then each
        folder of $FLOW_PATH. An app defined in two places is listed twice and marked: 'use' needs one.
        """)

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws(UsageError) -> ExitCode {
        let catalog = try AppCatalog.load(arguments, context: context, command: spec)
        if arguments.has(.json) {
            let apps: [[String: Any]] = catalog.entries.map { entry in
                var fields: [String: Any] = ["name": entry.app.name, "displayName": entry.app.displayName, "actions": actionCount(entry.app),
                                             "path": entry.definition.path, "origin": entry.definition.origin, "handler": handler(entry.app)]
                if let description = entry.app.description { fields["description"] = description }
                if !entry.alsoDefinedIn.isEmpty { fields["alsoDefinedIn"] = entry.alsoDefinedIn }
                return fields
            }
            let broken: [[String: Any]] = catalog.broken.map { ["path": $0.definition.path, "origin": $0.definition.origin, "errors": $0.errors] }
            CatalogOptions.printJSON(["apps": apps, "broken": broken], context: context)
            return .success
        }
        var rows: [[String]] = catalog.entries.map { entry in
            let count = actionCount(entry.app)
            var origin = entry.definition.isBuiltin ? "built in" : "\(entry.definition.path) (\(entry.definition.origin))"
            if !entry.alsoDefinedIn.isEmpty { origin += "; also defined in " + entry.alsoDefinedIn.joined(separator: ", ") + ": 'use' is ambiguous" }
            return [entry.app.name, entry.app.displayName, "\(count) action" + (count == 1 ? "" : "s"), origin]
        }
        rows.sort { $0[0] < $1[0] }
        context.stdout.write(CatalogOptions.table(rows))
        for broken in catalog.broken {
            context.stderr.line("warning: \(broken.definition.path) (\(broken.definition.origin)) has \(broken.errors) error\(broken.errors == 1 ? "" : "s"); 'flow check \(broken.definition.path)' shows them")
        }
        context.stdout.line("and \(ActionCatalog.all.count) built-in actions ('flow actions' lists every action)")
        return .success
    }

    /// The intents a shortcut can use: configurable ones, not deprecated.
    static func actionCount(_ app: AppModel) -> Int {
        app.intents.filter { $0.isConfigurable && !$0.isDeprecated }.count
    }

    static func handler(_ app: AppModel) -> String {
        switch app.handler {
        case .builtin?: "built in"
        case .exec(let program, let arguments)?: ([program] + arguments).joined(separator: " ")
        case nil: "none"
        }
    }
}
