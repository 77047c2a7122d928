import Foundation

/// `flow run NAME`: when the argument is not a file, it is the name of a
/// shortcut in the library, and the run becomes `flow run FILE --shortcut
/// NAME` for the file that declares it. Everything after that (checking,
/// questions, capabilities, exit codes) is the file run's, unchanged.
enum RunByName {
    /// True when `argument` names a shortcut rather than a file: nothing of
    /// that name exists, and it does not look like a path (`-`, a `/`, or
    /// ending in `.flow`), so a mistyped file name still says "cannot read".
    static func isName(_ argument: String, context: CommandContext) -> Bool {
        guard argument != "-", !argument.contains("/"), !argument.hasSuffix(".flow") else { return false }
        return !FileManager.default.fileExists(atPath: context.absolutePath(argument))
    }

    /// Points `arguments` at the library shortcut its argument names, or
    /// leaves them alone when the argument is a file. A miss is a usage
    /// error with the likely names; config.json that cannot be used is 78.
    static func resolve(_ arguments: inout ParsedArguments, context: CommandContext, spec: CommandSpec) throws(UsageError) -> ExitCode? {
        guard arguments.positionals.count == 1, isName(arguments.positionals[0], context: context) else { return nil }
        let name = arguments.positionals[0]
        if arguments.value(.shortcut) != nil {
            throw UsageError("'\(name)' is not a file; --shortcut chooses a shortcut of a file, and a name alone runs the library's", command: spec)
        }
        guard let library = ShortcutLibrary.load(context: context) else { return .configuration }
        let entry: LibraryEntry?
        do { entry = try library.find(named: name) } catch { throw UsageError(error.description, command: spec) }
        guard let entry else {
            throw UsageError("no shortcut named '\(name)' in the library, and no file of that name"
                             + NameMatch<LibraryEntry>.didYouMean(library.suggestions(for: name)) + " ('flow list' shows the library)", command: spec)
        }
        arguments.positionals = [library.displayPath(entry.file)]
        arguments.set(.shortcut, to: entry.name)
        return nil
    }
}
