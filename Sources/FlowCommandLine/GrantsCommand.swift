import Foundation

/// `flow grants list` and `flow grants revoke`: the "always" answers in the
/// state folder's grants.json, each bound to a file, a shortcut and the
/// content it was given for (`CapabilityGrants`).
enum GrantsCommand {
    static let spec = CommandSpec(
        name: "grants",
        summary: "List or revoke the capabilities granted for always.",
        usage: "flow grants list [--state <dir>]\n       flow grants revoke (<file> [--shortcut <name>] | --all) [--state <dir>]",
        options: [
            .init(name: .shortcut, value: "<name>", help: "revoke: only this shortcut of the file.", kind: .shortcutInFile),
            .init(name: .all, value: nil, help: "revoke: every grant."),
            .init(name: .state, value: "<dir>", help: "The state directory (as for flow run)."),
        ],
        subcommands: [
            Subcommand("list", "List the grants, each with its file, shortcut and the content it holds for.", usage: "flow grants list [--state <dir>]", options: ["--state"]),
            Subcommand("revoke", "Forget a file's grants (or one shortcut's, or all): the next run asks again.",
                       usage: "flow grants revoke (<file> [--shortcut <name>] | --all) [--state <dir>]", arguments: [.file], options: ["--shortcut", "--all", "--state"]),
        ],
        discussion: """
        A grant holds for one file (its canonical path), one shortcut and the content it
        was given for: an edit, a move or a copy is asked about again. Exit codes: 0, 64
        usage error, 67 revoke matched no grant, 73 grants.json could not be written.
        """)

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws(UsageError) -> ExitCode {
        let grants = CapabilityGrants(stateDirectory: RunCommand.stateDirectory(arguments, context: context),
                                      workingDirectory: URL(fileURLWithPath: context.currentDirectory))
        switch arguments.positionals.first {
        case "list":
            let all = grants.all()
            if all.isEmpty { context.stderr.line("no grants (\(grants.file.path))") }
            for (key, entry) in all.sorted(by: { $0.key < $1.key }) {
                let (file, shortcut) = split(key)
                context.stdout.line("“\(shortcut)” in \(file): " + entry.capabilities.description
                                    + "  (content \(entry.digest.prefix(12)))")
            }
            return .success
        case "revoke":
            let target = arguments.positionals.dropFirst().first
            guard arguments.has(.all) != (target != nil) else {
                throw UsageError("revoke takes a file or --all", command: spec)
            }
            let file = target.map { URL(fileURLWithPath: grants.absolute($0)).standardizedFileURL.resolvingSymlinksInPath().path }
            let shortcut = arguments.value(.shortcut)
            let revoked: Int
            do {
                revoked = try grants.revoke { key in
                    let (path, name) = split(key)
                    return file == nil || (path == file && (shortcut == nil || name == shortcut))
                }
            } catch {
                context.stderr.line("error: cannot write \(grants.file.path): \(error)")
                return .cannotCreate
            }
            context.stderr.line("revoked \(revoked) grant\(revoked == 1 ? "" : "s")")
            return revoked == 0 && !arguments.has(.all) ? .noMatch : .success
        case let other:
            throw UsageError(other.map { "unknown grants command '\($0)'; use list or revoke" } ?? "missing 'list' or 'revoke'", command: spec)
        }
    }

    /// "/abs/a.flow#Name" as its file and shortcut.
    static func split(_ key: String) -> (file: String, shortcut: String) {
        guard let hash = key.lastIndex(of: "#") else { return (key, "") }
        return (String(key[..<hash]), String(key[key.index(after: hash)...]))
    }
}
