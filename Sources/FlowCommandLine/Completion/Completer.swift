import Foundation
import FlowCompiler
import FlowDiagnostics
import FlowSyntax
import FlowApps

/// What the shell completion scripts ask: `flow __complete [--shell S] --
/// WORD... CURRENT` prints the candidates for CURRENT, one per line
/// (fish gets a tab and a description after each). No output means "complete
/// a file name". All the knowledge is here, so the three scripts stay a
/// few lines each and the behavior is tested once.
struct Completer {
    struct Candidate: Equatable {
        var word: String
        var description: String?
    }

    let context: CommandContext

    /// The candidates for the last of `words` (the words after `flow`).
    func candidates(_ words: [String]) -> [Candidate] {
        let current = words.last ?? ""
        let before = Array(words.dropLast())
        guard let commandName = before.first else {
            return filter(FlowTool.commands.map { Candidate(word: $0.name, description: $0.summary) }
                          + [Candidate(word: "--help", description: nil), Candidate(word: "--version", description: nil)], current)
        }
        guard let command = FlowTool.command(named: commandName) else { return [] }
        let arguments = Array(before.dropFirst())
        if let previous = arguments.last, let option = command.allOptions.first(where: { $0.name == previous }), option.value != nil {
            return filter(values(of: option, command: command, arguments: arguments, current: current), current)
        }
        let positionals = Self.positionals(arguments, command: command)
        if current.hasPrefix("-") {
            // A subcommand's own options, as its --help lists them.
            let options = positionals.first.flatMap(command.subcommand(named:)).map(command.options(of:)) ?? command.allOptions
            return filter(options.map { Candidate(word: $0.name, description: $0.help) }, current)
        }
        return filter(positional(positionals.count, of: command, before: positionals, arguments: arguments, current: current), current)
    }

    /// The words that are not options or option values.
    static func positionals(_ arguments: [String], command: CommandSpec) -> [String] {
        var result: [String] = []
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            index += 1
            if word.hasPrefix("-"), word != "-" {
                if !word.contains("="), command.allOptions.first(where: { $0.name == word })?.value != nil { index += 1 }
                continue
            }
            result.append(word)
        }
        return result
    }

    /// Every value given to `option` (`--file a --file=b`) among the words typed so far.
    static func values(of key: OptionKey, in arguments: [String]) -> [String] {
        let option = key.rawValue
        var result: [String] = []
        for (index, word) in arguments.enumerated() {
            if word == option, index + 1 < arguments.count { result.append(arguments[index + 1]) }
            if word.hasPrefix(option + "=") { result.append(String(word.dropFirst(option.count + 1))) }
        }
        return result
    }

    func filter(_ candidates: [Candidate], _ current: String) -> [Candidate] {
        candidates.filter { $0.word.hasPrefix(current) }
    }

    // MARK: - Positionals

    /// The candidates for the positional argument at `index`, from the kind
    /// the command (or its subcommand) declares there.
    func positional(_ index: Int, of command: CommandSpec, before: [String], arguments: [String], current: String) -> [Candidate] {
        // The first word of a command with subcommands: exactly those its --help lists.
        if index == 0 && !command.subcommands.isEmpty {
            return command.subcommands.map { Candidate(word: $0.name, description: $0.summary) }
        }
        let subcommand = before.first.flatMap(command.subcommand(named:))
        let kinds = subcommand?.arguments ?? command.arguments
        let position = subcommand == nil ? index : index - 1
        guard let kind = kinds.isEmpty ? nil : kinds[min(position, kinds.count - 1)] else { return [] }
        let own = subcommand == nil ? before : Array(before.dropFirst())
        return candidates(for: kind, command: command, positionals: own, arguments: arguments, current: current)
    }

    /// What fits a value of `kind`; nothing for files (the shell completes them) and free text.
    func candidates(for kind: ValueKind, command: CommandSpec, positionals: [String], arguments: [String], current: String) -> [Candidate] {
        func plain(_ words: [String]) -> [Candidate] { words.map { Candidate(word: $0, description: nil) } }
        switch kind {
        case .file, .text: return []
        case .choice(let words): return plain(words)
        case .fileOrLibraryShortcut: return libraryNames(current)
        case .shortcutInFile: return shortcutNames(in: positionals.first)
        case .automationInFile: return automationNames(in: positionals.first)
        case .knownShortcut:
            return PhraseTargets.knownShortcuts(files: Self.values(of: .file, in: arguments), context: context).map { Candidate(word: $0.name, description: $0.displayPath) }
        case .shortcutInput:
            guard let file = positionals.first else { return [] }
            return inputNames(in: file, shortcut: Self.values(of: .shortcut, in: arguments).last, given: Array(positionals.dropFirst()))
        case .intent: return actionNames().filter { $0.word.contains(".") }
        case .action: return actionNames()
        case .parameter: return positionals.first.map(parameterNames(of:)) ?? []
        case .answer:
            guard let first = positionals.first else { return [] }
            // The intent itself (`flow options App.Intent`), or the intents its file calls.
            return answers(current, intents: first.hasSuffix(".flow") || first.contains("/") ? intentsUsed(in: first) : [first])
        case .capabilities: return capabilityList(current)
        case .galleryApp: return plain(AppCatalog.load(files: [], context: context).entries.filter { !$0.app.gallery.isEmpty }.map(\.app.name))
        case .galleryShortcut: return galleryNames()
        case .category: return plain(CatalogAction.categories)
        case .zone: return plain(TimeZone.knownTimeZoneIdentifiers)
        case .commandOrTopic: return plain(FlowTool.commands.map(\.name) + HelpCommand.topics.map(\.name))
        case .builtinApp: return plain(BuiltinHandlers.names)
        }
    }

    func actionNames() -> [Candidate] {
        AppCatalog.load(files: [], context: context).actions.filter { !$0.isDeprecated }.map { Candidate(word: $0.name, description: $0.summary) }
    }

    /// The library's shortcut names for `flow run NAME`, once a word is
    /// typed that is not a path: an empty word completes file names, as before.
    func libraryNames(_ current: String) -> [Candidate] {
        guard !current.isEmpty, !current.contains("/"), !current.hasPrefix("."),
              let library = try? ShortcutLibrary(context: context) else { return [] }
        var names: [String] = []
        for entry in library.declared() where !names.contains(entry.name) { names.append(entry.name) }
        return filter(names.map { Candidate(word: $0, description: nil) }, current)
    }

    /// The gallery shortcuts of every app, for `flow gallery add`.
    func galleryNames() -> [Candidate] {
        AppCatalog.load(files: [], context: context).entries.flatMap { entry in
            entry.app.gallery.map { Candidate(word: $0.name, description: $0.description) }
        }
    }

    func parameterNames(of actionName: String) -> [Candidate] {
        let catalog = AppCatalog.load(files: [], context: context)
        guard let action = catalog.actions.first(where: { $0.name == actionName }), let intent = action.intent else { return [] }
        return intent.parameters.map { Candidate(word: $0.name, description: $0.displayName) }
    }

    // MARK: - Option values

    /// The candidates for an option's value, from the kind it declares.
    func values(of option: CommandSpec.Option, command: CommandSpec, arguments: [String], current: String) -> [Candidate] {
        candidates(for: option.kind, command: command, positionals: Self.positionals(arguments, command: command), arguments: arguments, current: current)
    }

    /// `--allow shell,ne` → `shell,network`: one more capability after those given.
    func capabilityList(_ current: String) -> [Candidate] {
        let given = current.split(separator: ",", omittingEmptySubsequences: false).dropLast().map(String.init)
        let prefix = given.isEmpty ? "" : given.joined(separator: ",") + ","
        return Capability.allCases.map(\.rawValue).filter { !given.contains($0) }.map { Candidate(word: prefix + $0, description: nil) }
    }

    /// The shortcuts a file declares (parsed only: completion must be quick).
    func shortcutNames(in file: String?) -> [Candidate] {
        guard let file, let data = FileManager.default.contents(atPath: context.absolutePath(file)) else { return [] }
        return Parser.parse(SourceFile(path: file, bytes: Array(data))).syntax.declarations.compactMap { decl in
            if case .shortcut(let shortcut) = decl.kind, let name = shortcut.name.plainText { return Candidate(word: name, description: nil) }
            return nil
        }
    }

    /// `people=` for each input of the shortcut `flow run FILE` runs (the one
    /// `--shortcut` names, or the file's only one) not given yet, its type as the description.
    func inputNames(in file: String, shortcut: String?, given: [String]) -> [Candidate] {
        guard let data = FileManager.default.contents(atPath: context.absolutePath(file)) else { return [] }
        let shortcuts = Parser.parse(SourceFile(path: file, bytes: Array(data))).syntax.declarations.compactMap { decl -> ShortcutDecl? in
            if case .shortcut(let shortcut) = decl.kind { return shortcut }
            return nil
        }
        let chosen = shortcut.map { name in shortcuts.filter { $0.name.plainText == name } } ?? shortcuts
        guard chosen.count == 1, let inputs = chosen[0].inputs else { return [] }
        let named = Set(given.compactMap { $0.split(separator: "=", maxSplits: 1).first.map(String.init) })
        let bytes = Array(data)
        return inputs.filter { !named.contains($0.name.name) }.map { input in
            let range = input.type.range
            let type = range.start >= 0 && range.end <= bytes.count ? String(decoding: bytes[range.start..<range.end], as: UTF8.self) : nil
            return Candidate(word: input.name.name + "=", description: type)
        }
    }

    /// The automations a file declares (parsed only).
    func automationNames(in file: String?) -> [Candidate] {
        guard let file, let data = FileManager.default.contents(atPath: context.absolutePath(file)) else { return [] }
        return Parser.parse(SourceFile(path: file, bytes: Array(data))).syntax.declarations.compactMap { decl in
            if case .automation(let automation) = decl.kind, let name = automation.name.plainText { return Candidate(word: name, description: nil) }
            return nil
        }
    }

    /// `App.Intent` of every intent a file's shortcuts call.
    func intentsUsed(in file: String?) -> [String] {
        guard let file else { return [] }
        let loader = SourceLoader(context: context)
        guard case .success(let source) = loader.load(file) else { return [] }
        let (_, program) = loader.compile([source])
        var names: [String] = []
        for graph in program.shortcuts {
            for node in graph.nodes {
                if case .intent(let app, let intent) = node.action, !names.contains("\(app).\(intent)") { names.append("\(app).\(intent)") }
            }
        }
        return names
    }

    /// `name=` for each parameter of the intents, and once a name is typed,
    /// `name=value` for each of its options (as `flow options --plain` lists them).
    func answers(_ current: String, intents: [String]) -> [Candidate] {
        let catalog = AppCatalog.load(files: [], context: context)
        let found = intents.compactMap { name in catalog.actions.first { $0.name == name }?.intent }
        guard let equals = current.firstIndex(of: "=") else {
            var names: [String] = []
            for intent in found { for parameter in intent.parameters where !names.contains(parameter.name) { names.append(parameter.name) } }
            return names.map { Candidate(word: $0 + "=", description: nil) }
        }
        let name = String(current[..<equals])
        var words: [String] = []
        for intent in found where intent.parameter(name) != nil {
            let output = OutputStream()
            var quiet = context
            quiet.stdout = output
            quiet.stderr = OutputStream()
            _ = FlowTool.run(["options", "\(intent.app).\(intent.name)", name, "--plain"], context: quiet)
            for line in output.text.split(separator: "\n") where !words.contains(String(line)) { words.append(String(line)) }
        }
        return words.map { Candidate(word: name + "=" + $0, description: nil) }
    }
}
