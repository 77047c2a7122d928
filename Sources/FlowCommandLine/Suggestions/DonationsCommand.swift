import Foundation
import FlowCompiler
import FlowRuntime
import FlowSuggestions
import FlowSyntax

/// `flow donations list` and `flow donations delete`: what was donated, and
/// the privacy controls of the talks: delete by identifier, by group
/// identifier, by app, or all.
enum DonationsCommand {
    static let spec = CommandSpec(
        name: "donations",
        summary: "List the donations suggestions learn from, or delete them.",
        usage: "flow donations list [--recent] [--limit <n>] [--app <app>] [--json] [--state <dir>]\n       flow donations delete (--id <id>... | --group <group> | --app <app> | --all) [--state <dir>]",
        options: [
            .init(name: .recent, value: nil, help: "list: the newest first, at most --limit (default 20)."),
            .init(name: .limit, value: "<n>", help: "list: at most this many."),
            .init(name: .app, value: "<app>", help: "Only this app's donations (with delete alone: all of them, and its suggestions)."),
            .init(name: .id, value: "<id>", help: "delete: the donations with this identifier (repeatable)."),
            .init(name: .group, value: "<group>", help: "delete: the donations with this group identifier."),
            .init(name: .all, value: nil, help: "delete: every donation, and what apps suggested."),
            .init(name: .state, value: "<dir>", help: "The state directory (as for flow run)."),
            CatalogOptions.file, CatalogOptions.json("list: [{\"id\", \"app\", \"intent\", \"time\", \"place\", \"values\", ...}]"),
        ],
        subcommands: [
            Subcommand("list", "List the donations suggestions learn from.",
                       usage: "flow donations list [--recent] [--limit <n>] [--app <app>] [--json] [--state <dir>]",
                       options: ["--recent", "--limit", "--app", "--json", "--state"]),
            Subcommand("delete", "Delete donations by identifier, group, app, or all of them.",
                       usage: "flow donations delete (--id <id>... | --group <group> | --app <app> | --all) [--state <dir>]",
                       options: ["--id", "--group", "--app", "--all", "--state"]),
        ],
        discussion: """
        Donations live in the state folder's donations/journal.jsonl, one JSON object a line, the newest last;
        at most 100,000 are kept (25,000 of one app), the oldest going first. A line that cannot be read is
        reported and skipped. Exit codes: 0 done, 64 usage error, 73 the journal could not be rewritten.
        """)

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws(UsageError) -> ExitCode {
        guard let action = arguments.positionals.first, arguments.positionals.count == 1 else {
            throw UsageError(arguments.positionals.isEmpty ? "say what to do: flow donations list, or flow donations delete --group soup"
                             : "donations takes one action, list or delete", command: spec)
        }
        let store = DonationStore(stateDirectory: RunCommand.stateDirectory(arguments, context: context))
        switch action {
        case "list": return try list(store, arguments: arguments, context: context)
        case "delete": return try delete(store, arguments: arguments, context: context)
        default:
            var message = "unknown action '\(action)'"
            if let suggestion = Suggestions.closest(to: action, among: spec.subcommands.map(\.name)) { message += "; did you mean '\(suggestion)'?" }
            throw UsageError(message, command: spec)
        }
    }

    static func list(_ store: DonationStore, arguments: ParsedArguments, context: CommandContext) throws(UsageError) -> ExitCode {
        for flag in [OptionKey.id, .group, .all] where arguments.has(flag) || arguments.value(flag) != nil {
            throw UsageError("'\(flag.rawValue)' goes with delete", command: spec)
        }
        let limit = try SuggestCommand.number(arguments, .limit, default: arguments.has(.recent) ? 20 : Int.max, spec: spec)
        let log = store.load()
        report(log.problems, context: context)
        var indices = arguments.value(.app).map(log.indices(ofApp:)) ?? Array(0..<log.count)
        if arguments.has(.recent) { indices.reverse() }
        indices = Array(indices.prefix(limit))
        let apps = try AppCatalog.load(arguments, context: context, command: spec).entries.map(\.app)
        let donations = indices.map(log.donation(at:))
        if arguments.has(.json) {
            CatalogOptions.printJSON(donations.map { json($0) }, context: context)
            return .success
        }
        if donations.isEmpty {
            context.stderr.line("no donations (\(store.journal.path))")
            return .success
        }
        let rows = donations.map { donation -> [String] in
            var tags: [String] = []
            if let identifier = donation.identifier { tags.append("id \(identifier)") }
            if let group = donation.group { tags.append("group \(group)") }
            if let origin = donation.origin { tags.append("by \(origin.rawValue)") }
            return [donation.when, donation.place ?? "-", donation.action, donation.valuesText(apps: apps), tags.joined(separator: ", ")]
        }
        context.stdout.write(CatalogOptions.table(rows))
        return .success
    }

    static func json(_ donation: Donation) -> [String: Any] {
        var fields: [String: Any] = ["app": donation.app, "time": donation.time, "line": donation.line,
                                     "values": donation.values.mapValues { text in
                                         (try? JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed)) ?? text
                                     }]
        if let intent = donation.intent { fields["intent"] = intent }
        if let activity = donation.activity { fields["activity"] = activity }
        if let title = donation.title { fields["title"] = title }
        if !donation.requiredKeys.isEmpty { fields["required"] = donation.requiredKeys }
        if let identifier = donation.identifier { fields["id"] = identifier }
        if let group = donation.group { fields["group"] = group }
        if let place = donation.place { fields["place"] = place }
        if let origin = donation.origin { fields["origin"] = origin.rawValue }
        return fields
    }

    static func delete(_ store: DonationStore, arguments: ParsedArguments, context: CommandContext) throws(UsageError) -> ExitCode {
        let identifiers = arguments.all(.id)
        let group = arguments.value(.group)
        let app = arguments.value(.app)
        let chosen = [!identifiers.isEmpty, group != nil, arguments.has(.all)].filter { $0 }.count
        guard chosen == 1 || (chosen == 0 && app != nil) else {
            throw UsageError(chosen == 0 ? "say which donations to delete: --id, --group, --app or --all"
                             : "delete by one of --id, --group or --all (with --app to keep to one app)", command: spec)
        }
        if arguments.has(.all) && app != nil { throw UsageError("--all deletes every app's donations; use --app alone for one app", command: spec) }
        let selection: DonationSelection = !identifiers.isEmpty ? .identifiers(identifiers) : group.map(DonationSelection.group) ?? .all
        let deleted: Int
        do { deleted = try store.delete(selection, app: app) } catch {
            context.stderr.line("error: could not delete donations in \(store.journal.path): \(error)")
            return .cannotCreate
        }
        context.stdout.line("deleted \(deleted) donation\(deleted == 1 ? "" : "s")")
        return .success
    }

    /// Lines of the journal that could not be read: warnings, never a failure.
    static func report(_ problems: [String], context: CommandContext) {
        for problem in problems.prefix(10) { context.stderr.line("warning: \(problem); skipped") }
        if problems.count > 10 { context.stderr.line("warning: \(problems.count - 10) more lines could not be read; skipped") }
    }
}
