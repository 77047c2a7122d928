import FlowSyntax
import FlowDiagnostics

/// What a command accepts, for parsing and for `flow help`.
public struct CommandSpec: Sendable {
    public struct Option: Sendable {
        public var key: OptionKey
        /// As typed: `--state`.
        public var name: String { key.rawValue }
        /// The value's placeholder (`<when>`), or nil for a flag.
        public var value: String?
        public var help: String
        /// What its value is, for completion; a file by default when the
        /// placeholder names one, else free text.
        public var kind: ValueKind

        public init(name: OptionKey, value: String?, help: String, kind: ValueKind? = nil) {
            key = name
            self.value = value
            self.help = help
            self.kind = kind ?? ((value ?? "").contains("file") || value == "<dir>" || value == "<path>" ? .file : .text)
        }
    }

    public var name: String
    public var summary: String
    public var usage: String
    public var options: [Option]
    public var discussion: String
    /// The words that may come first (`flow grants list|revoke`), each with
    /// its own help; parsing, `--help`, completion and the man page read them.
    public var subcommands: [Subcommand] = []
    /// The subcommand that runs when the first word is none of them
    /// (`flow automations` lists); nil when one must be named.
    public var defaultSubcommand: String? = nil
    /// What its positional arguments are, in order; the last applies to any further ones.
    public var arguments: [ValueKind] = []
    /// More help for the arguments given (`flow run lunch.flow --help` lists
    /// that file's shortcuts and their inputs); nil for none.
    public var helpForArguments: (@Sendable (_ positionals: [String], _ context: CommandContext) -> String?)? = nil

    public init(name: String, summary: String, usage: String, options: [Option], arguments: [ValueKind] = [],
                subcommands: [Subcommand] = [], defaultSubcommand: String? = nil, discussion: String) {
        self.arguments = arguments
        self.name = name
        self.summary = summary
        self.usage = usage
        self.options = options
        self.discussion = discussion
        self.subcommands = subcommands
        self.defaultSubcommand = defaultSubcommand
    }

    /// Every command takes these.
    static let commonOptions: [Option] = [
        Option(name: .color, value: "<when>", help: "Color diagnostics: auto (the default: on a terminal, unless NO_COLOR is set), always or never.",
               kind: .choice(ColorChoice.allCases.map(\.rawValue))),
        Option(name: .help, value: nil, help: "Show help for this command."),
    ]

    public var allOptions: [Option] { options + CommandSpec.commonOptions }

    public func helpText() -> String {
        var text = "OVERVIEW: \(summary)\n\nUSAGE: \(usage)\n"
        if !discussion.isEmpty { text += "\n" + discussion + "\n" }
        if !subcommands.isEmpty {
            text += "\nSUBCOMMANDS:\n"
            for subcommand in subcommands {
                let name = subcommand.name + (subcommand.name == defaultSubcommand ? " (default)" : "")
                text += "  " + Self.column(name) + subcommand.summary + "\n"
            }
            text += "\n  See 'flow \(self.name) <subcommand> --help' for one subcommand.\n"
        }
        text += Self.optionsSection(allOptions)
        return text
    }

    /// `flow grants revoke --help`: the subcommand's summary, usage and only the options it takes.
    public func helpText(for subcommand: Subcommand) -> String {
        var text = "OVERVIEW: \(subcommand.summary)\n\nUSAGE: \(subcommand.usage)\n"
        text += Self.optionsSection(options(of: subcommand))
        return text
    }

    /// The options a subcommand takes: those it names, with the common ones.
    public func options(of subcommand: Subcommand) -> [Option] {
        guard let names = subcommand.optionNames else { return allOptions }
        return allOptions.filter { names.contains($0.name) || CommandSpec.commonOptions.map(\.name).contains($0.name) }
    }

    public func subcommand(named name: String) -> Subcommand? { subcommands.first { $0.name == name } }

    static func optionsSection(_ options: [Option]) -> String {
        var text = "\nOPTIONS:\n"
        for option in options {
            text += "  " + column(option.name + (option.value.map { " " + $0 } ?? "")) + option.help + "\n"
        }
        return text
    }

    static func column(_ left: String) -> String {
        left.count < 22 ? left + String(repeating: " ", count: 22 - left.count) : left + "\n" + String(repeating: " ", count: 24)
    }
}

/// One subcommand of a command: `flow grants revoke`.
public struct Subcommand: Sendable {
    public var name: String
    public var summary: String
    public var usage: String
    /// The options it takes, by name; nil: all of the command's.
    public var optionNames: [String]?
    /// What its positional arguments are, after its name; the last applies to any further ones.
    public var arguments: [ValueKind]
    /// Whether words after it may be files or folders (`flow automations list a.flow`),
    /// so that the default subcommand's file arguments are not mistaken for a misspelled subcommand.
    public var takesFiles: Bool

    public init(_ name: String, _ summary: String, usage: String, arguments: [ValueKind] = [], options: [String]? = nil, takesFiles: Bool = false) {
        self.arguments = arguments
        self.name = name
        self.summary = summary
        self.usage = usage
        optionNames = options
        self.takesFiles = takesFiles
    }
}

/// The parsed command line of one command, read by `OptionKey`: no
/// command looks an option up by a string.
public struct ParsedArguments: Sendable {
    /// The flags given, as typed; read with `has(_:)`.
    private var flags: Set<String> = []
    /// The last value of each option; read with `value(_:)`.
    private var values: [String: String] = [:]
    /// Every value of options given more than once (`--answer`); read with `all(_:)`.
    private var allValues: [String: [String]] = [:]
    /// Every option and flag given, as typed: what a subcommand checks it takes.
    public var given: Set<String> { flags.union(values.keys) }
    public var positionals: [String] = []

    public init() {}

    public func has(_ flag: OptionKey) -> Bool { flags.contains(flag.rawValue) }
    public func value(_ option: OptionKey) -> String? { values[option.rawValue] }
    public func all(_ option: OptionKey) -> [String] { allValues[option.rawValue] ?? [] }
    /// Sets a flag, as a command that implies one does (`run-without-asking` → `--yes`).
    public mutating func set(_ flag: OptionKey) { flags.insert(flag.rawValue) }
    /// Gives an option a value, as if typed.
    public mutating func set(_ option: OptionKey, to value: String) {
        values[option.rawValue] = value
        allValues[option.rawValue, default: []].append(value)
    }

    /// Splits `arguments` by `spec`; `--` ends options; `-` is a positional (stdin).
    public static func parse(_ arguments: [String], for spec: CommandSpec) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            if name == "-h" { name = "--help" }
            if argument == "-i" || argument == "-o" { name = argument }
            guard let option = spec.allOptions.first(where: { $0.name == name }) else {
                var message = "unknown option '\(name)'"
                if let suggestion = Suggestions.closest(to: name, among: spec.allOptions.map(\.name)) {
                    message += "; did you mean '\(suggestion)'?"
                }
                throw UsageError(message, command: spec)
            }
            if let placeholder = option.value {
                if let inlineValue {
                    parsed.values[name] = inlineValue
                    parsed.allValues[name, default: []].append(inlineValue)
                } else if index < arguments.count {
                    parsed.values[name] = arguments[index]
                    parsed.allValues[name, default: []].append(arguments[index])
                    index += 1
                } else {
                    throw UsageError("option '\(name)' needs a value \(placeholder)", command: spec)
                }
            } else {
                if inlineValue != nil { throw UsageError("option '\(name)' takes no value", command: spec) }
                parsed.flags.insert(name)
            }
        }
        return parsed
    }
}

