import Foundation
import FlowSyntax

extension CommandSpec {
    /// Settles the first word of a command with subcommands: the default
    /// subcommand named explicitly is dropped (`flow automations list` is
    /// `flow automations`); a word that is no subcommand is a usage error
    /// with "did you mean", unless the default subcommand takes files and the
    /// word looks like one. Returns the subcommand named, if any.
    func settleSubcommand(_ parsed: inout ParsedArguments, currentDirectory: String) throws(UsageError) -> Subcommand? {
        guard !subcommands.isEmpty, let first = parsed.positionals.first else { return nil }
        if let named = subcommand(named: first) {
            if first == defaultSubcommand { parsed.positionals.removeFirst() }
            return named
        }
        if let fallback = defaultSubcommand.flatMap(subcommand(named:)), fallback.takesFiles, Self.looksLikePath(first, in: currentDirectory) {
            return nil
        }
        var message = "unknown subcommand '\(first)' of 'flow \(name)' (its subcommands are " + Suggestions.list(subcommands.map(\.name)) + ")"
        if let suggestion = Suggestions.closest(to: first, among: subcommands.map(\.name)) { message += "; did you mean '\(suggestion)'?" }
        throw UsageError(message, command: self)
    }

    /// A word with a slash or a dot, or one that names something in the folder, is a path.
    static func looksLikePath(_ word: String, in folder: String) -> Bool {
        if word.contains("/") || word.contains(".") || word == "-" { return true }
        return FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent(word))
    }
}

extension CommandSpec {
    /// An option the subcommand does not take is a usage error naming those it does.
    func checkOptions(_ parsed: ParsedArguments, of subcommand: Subcommand) throws(UsageError) {
        let taken = Set(options(of: subcommand).map(\.name))
        for given in parsed.given.sorted() where !taken.contains(given) {
            throw UsageError("'\(given)' is not an option of 'flow \(name) \(subcommand.name)'; it takes "
                             + Suggestions.list(options(of: subcommand).map(\.name)), command: self)
        }
    }
}
