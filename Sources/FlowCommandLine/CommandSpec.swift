import FlowSyntax

/// What a command accepts, for parsing and for `flow help`.
public struct CommandSpec: Sendable {
    public struct Option: Sendable {
        public var name: String
        /// The value's placeholder (`<when>`), or nil for a flag.
        public var value: String?
        public var help: String
    }

    public var name: String
    public var summary: String
    public var usage: String
    public var options: [Option]
    public var discussion: String

    /// Every command takes these.
    static let commonOptions: [Option] = [
        Option(name: "--color", value: "<when>", help: "Color diagnostics: auto (the default: on a terminal, unless NO_COLOR is set), always or never."),
        Option(name: "--help", value: nil, help: "Show help for this command."),
    ]

    public var allOptions: [Option] { options + CommandSpec.commonOptions }

    public func helpText() -> String {
        var text = "OVERVIEW: \(summary)\n\nUSAGE: \(usage)\n"
        if !discussion.isEmpty { text += "\n" + discussion + "\n" }
        text += "\nOPTIONS:\n"
        for option in allOptions {
            let left = option.name + (option.value.map { " " + $0 } ?? "")
            let padded = left.count < 22 ? left + String(repeating: " ", count: 22 - left.count) : left + "\n" + String(repeating: " ", count: 24)
            text += "  " + padded + option.help + "\n"
        }
        return text
    }
}

/// The parsed command line of one command.
public struct ParsedArguments: Sendable {
    public var flags: Set<String> = []
    /// The last value of each option.
    public var values: [String: String] = [:]
    /// Every value of options given more than once (`--answer`).
    public var allValues: [String: [String]] = [:]
    public var positionals: [String] = []

    public func has(_ flag: String) -> Bool { flags.contains(flag) }

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

