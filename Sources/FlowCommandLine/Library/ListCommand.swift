import Foundation

/// `flow list`: the library ("My Shortcuts"), folder by folder, each
/// shortcut as the seeds show it: "Soup for John — 2 actions".
enum ListCommand {
    static let spec = CommandSpec(
        name: "list",
        summary: "List your shortcuts: the library's folders, each shortcut with its action count.",
        usage: "flow list [--json]",
        options: [CatalogOptions.json("{\"folders\": [{\"path\", \"origin\", \"exists\"}], \"shortcuts\": [{\"name\", \"title\", \"description\", \"file\", \"folder\", \"origin\", \"actions\", \"inputs\": [{\"name\", \"type\", \"default\"}]}]}")],
        discussion: """
        The library is every shortcut declared in the .flow files directly inside these folders, in this order:
        $XDG_DATA_HOME/flow/shortcuts (else ~/.local/share/flow/shortcuts; 'flow gallery add' copies there), the
        working directory's Workflows/, and the folders config.json lists under "library" (["~/src/flows"]; a
        relative path is relative to the configuration folder). 'flow run NAME' runs a shortcut of the library by name.
        Actions are counted as the Shortcuts editor shows them: every intent and built-in action, also inside
        if, repeat, for, menu and try, plus each if and else if, repeat, for, while, menu, stop and output.
        A file that does not compile is listed with its first problem; 'flow check FILE' shows them all.
        Exit codes: 0 listed (also with broken files), 64 usage error, 78 config.json is unusable.
        """)

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws(UsageError) -> ExitCode {
        guard arguments.positionals.isEmpty else { throw UsageError("list takes no arguments", command: spec) }
        guard let library = ShortcutLibrary.load(context: context) else { return .configuration }
        let entries = library.entries()
        if arguments.has(.json) {
            CatalogOptions.printJSON(json(entries, library: library), context: context)
            return .success
        }
        var blocks: [String] = []
        for folder in library.folders {
            let shortcuts = entries.filter { $0.folder == folder }
                .sorted { $0.name.localizedCaseInsensitiveCompare($1.name) == .orderedAscending }
            guard !shortcuts.isEmpty || folder.origin == .data else { continue }
            var block = folder.origin.label + " (\(library.displayPath(folder.url)))\n"
            if shortcuts.isEmpty {
                block += "  none yet: 'flow gallery' lists the shortcuts apps offer, 'flow gallery add NAME' copies one here\n"
            }
            for entry in shortcuts { block += line(entry, library: library) }
            blocks.append(block)
        }
        context.stdout.write(blocks.joined(separator: "\n"))
        let count = entries.count
        context.stdout.line("\n\(count) shortcut\(count == 1 ? "" : "s"); 'flow run NAME' runs one")
        return .success
    }

    /// "  Soup for John — 2 actions" and the description below it; for a
    /// file that does not compile, its error count and first problem
    /// (named relative to the folder, which the heading already names).
    static func line(_ entry: LibraryEntry, library: ShortcutLibrary) -> String {
        guard let actions = entry.actionsText else {
            let folder = library.displayPath(entry.folder.url) + "/"
            let problem = entry.problems.first.map { $0.hasPrefix(folder) ? String($0.dropFirst(folder.count)) : $0 } ?? ""
            let count = entry.errorCount == 1 ? "1 error" : "\(entry.errorCount) errors; 'flow check \(library.displayPath(entry.file))' shows them"
            return "  \(entry.name) — does not compile (\(count))\n      \(problem)\n"
        }
        var text = "  \(entry.name) — \(actions)\n"
        if let description = entry.description { text += "      \(description)\n" }
        return text
    }

    static func json(_ entries: [LibraryEntry], library: ShortcutLibrary) -> [String: Any] {
        let folders: [[String: Any]] = library.folders.map { folder in
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: folder.url.path, isDirectory: &isDirectory) && isDirectory.boolValue
            return ["path": folder.url.path, "origin": folder.origin.rawValue, "exists": exists]
        }
        let shortcuts: [[String: Any]] = entries.map { entry in
            var fields: [String: Any] = ["name": entry.name, "file": entry.file.path, "folder": entry.folder.url.path, "origin": entry.folder.origin.rawValue]
            if let title = entry.title { fields["title"] = title }
            if let description = entry.description { fields["description"] = description }
            if let actions = entry.actionCount { fields["actions"] = actions }
            fields["inputs"] = entry.inputs.map { input -> [String: Any] in
                var described: [String: Any] = ["name": input.name, "type": input.type]
                if let value = input.defaultValue { described["default"] = value }
                return described
            }
            if !entry.problems.isEmpty {
                fields["problems"] = entry.problems
                fields["errors"] = entry.errorCount
            }
            return fields
        }
        return ["folders": folders, "shortcuts": shortcuts]
    }
}
