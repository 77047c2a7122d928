import Foundation
import FlowCompiler

/// `flow gallery`: the ready-made shortcuts apps offer ("Order 1 Clam
/// Chowder — Get a tasty soup in minutes"), from every app `flow apps`
/// lists; `flow gallery add NAME` copies one into the library (`GalleryAdd`).
enum GalleryCommand {
    static let spec = CommandSpec(
        name: "gallery",
        summary: "List the shortcuts apps offer; 'gallery add NAME' copies one into your library.",
        usage: "flow gallery [--app <app>] [--file <file.flow>]... [--json] | flow gallery add <name> [--app <app>] [--to <dir>] [--force]",
        options: [
            .init(name: .app, value: "<app>", help: "Only this app's gallery (its name, such as SoupChef).", kind: .galleryApp),
            .init(name: .to, value: "<dir>", help: "gallery add: copy into this folder instead of $XDG_DATA_HOME/flow/shortcuts."),
            .init(name: .force, value: nil, help: "gallery add: replace a file of the same name."),
            CatalogOptions.file, CatalogOptions.json("{\"gallery\": [{\"name\", \"app\", \"appDisplayName\", \"description\", \"actions\", \"origin\", \"definition\"}]}"),
        ],
        subcommands: [
            Subcommand("list", "List the gallery: ready-made shortcuts apps offer.", usage: "flow gallery [list] [--app <app>] [--file <file.flow>]... [--json]",
                       options: ["--app", "--file", "--json"]),
            Subcommand("add", "Copy a gallery shortcut into your library.", usage: "flow gallery add <name> [--app <app>] [--to <dir>] [--force]", arguments: [.galleryShortcut],
                       options: ["--app", "--to", "--force"]),
        ],
        defaultSubcommand: "list",
        discussion: """
        Apps declare gallery shortcuts in their definition: gallery "Order 1 Clam Chowder" { ... } inside app { }.
        The apps are those 'flow apps' lists: built in, or on the app search path.
        'flow gallery add NAME' writes NAME as a formatted .flow file, named after it, into the library folder
        ($XDG_DATA_HOME/flow/shortcuts, else ~/.local/share/flow/shortcuts) with a 'use' line for its app and a
        comment saying where it came from; it is checked first, and an existing file is kept unless --force.
        Then 'flow list' shows it and 'flow run NAME' runs it; edit the file as you like.
        Exit codes: 0 done, 64 usage error (no such gallery shortcut, or several apps offer it: choose with --app),
        65 the copy does not check, 73 the file exists (without --force) or cannot be written.
        """)

    /// A gallery shortcut and the app that offers it.
    struct Item {
        var graph: ShortcutGraph
        var app: AppModel
        var entry: AppCatalog.Entry

        /// "Soup Chef's gallery", "Reminders' gallery".
        var galleryName: String { app.displayName + (app.displayName.hasSuffix("s") ? "'" : "'s") + " gallery" }
    }

    static func run(_ arguments: ParsedArguments, context: CommandContext, useColor: Bool) throws(UsageError) -> ExitCode {
        if arguments.positionals.first == "add" {
            return try GalleryAdd.run(arguments, context: context, useColor: useColor)
        }
        if let word = arguments.positionals.first {
            throw UsageError("unknown gallery command '\(word)'; use 'flow gallery' to list or 'flow gallery add NAME' to copy", command: spec)
        }
        for option in [OptionKey.to, .force] where arguments.value(option) != nil || arguments.has(option) {
            throw UsageError("\(option.rawValue) belongs to 'flow gallery add'", command: spec)
        }
        let (catalog, items) = try load(arguments, context: context)
        if arguments.has(.json) {
            let gallery: [[String: Any]] = items.map { item in
                var fields: [String: Any] = ["name": item.graph.name, "app": item.app.name, "appDisplayName": item.app.displayName,
                                             "actions": item.graph.actionCount, "definition": item.entry.definition.path,
                                             "origin": item.entry.definition.origin]
                if let title = item.graph.title { fields["title"] = title }
                if let description = item.graph.description { fields["description"] = description }
                return fields
            }
            CatalogOptions.printJSON(["gallery": gallery], context: context)
            return .success
        }
        warnAboutBroken(catalog, context: context)
        guard !items.isEmpty else {
            context.stdout.line(arguments.value(.app) == nil ? "No app offers gallery shortcuts." : "\(arguments.value(.app)!) offers no gallery shortcuts.")
            return .success
        }
        var apps: [String] = []
        for item in items where !apps.contains(item.entry.definition.path) { apps.append(item.entry.definition.path) }
        for (position, path) in apps.enumerated() {
            let group = items.filter { $0.entry.definition.path == path }
            let definition = group[0].entry.definition
            if position > 0 { context.stdout.line("") }
            context.stdout.line(group[0].app.displayName + (definition.isBuiltin ? " (built in)" : " (\(definition.path))"))
            for item in group {
                context.stdout.line("  \(item.graph.name) — " + (item.graph.description ?? LibraryEntry.actions(item.graph.actionCount)))
            }
        }
        context.stdout.line("\n'flow gallery add NAME' copies one into your library.")
        return .success
    }

    /// The catalog and its gallery shortcuts, app by app in catalog order,
    /// only `--app`'s when given (an unknown app is a usage error).
    static func load(_ arguments: ParsedArguments, context: CommandContext) throws(UsageError) -> (AppCatalog, [Item]) {
        let catalog = try AppCatalog.load(arguments, context: context, command: spec)
        var entries = catalog.entries
        if let app = arguments.value(.app) {
            entries = entries.filter { $0.app.name == app }
            if entries.isEmpty {
                let names = catalog.entries.map(\.app.name)
                throw UsageError("no app named '\(app)'" + NameMatch<String>.didYouMean(NameMatch<String>.suggestions(for: app, among: names))
                                 + " ('flow apps' lists them)", command: spec)
            }
        }
        return (catalog, entries.flatMap { entry in entry.app.gallery.map { Item(graph: $0, app: entry.app, entry: entry) } })
    }

    static func warnAboutBroken(_ catalog: AppCatalog, context: CommandContext) {
        for broken in catalog.broken {
            context.stderr.line("warning: \(broken.definition.path) (\(broken.definition.origin)) has \(broken.errors) error\(broken.errors == 1 ? "" : "s"), so its gallery is not listed; 'flow check \(broken.definition.path)' shows them")
        }
    }
}
