import Foundation
import FlowCompiler
import FlowRuntime
import FlowSyntax

/// `flow run lunch.flow people=4 place=Home`: arguments of the form
/// `NAME=VALUE` after the target bind the shortcut's declared inputs, as
/// `make VAR=value` and `flow trigger TYPE KEY=VALUE` do. Each value is read
/// as a value of the input's type by the one reader of typed text
/// (`AnswerParser`: `4`, `clamChowder`, `2026-11-24T12:00`), and JSON for
/// lists and dictionaries.
enum ShortcutInputs {
    /// `people=4`: a name as the language spells one, then `=`.
    static func isPair(_ word: String) -> Bool {
        guard let equals = word.firstIndex(of: "="), equals != word.startIndex else { return false }
        let name = word[..<equals]
        return name.first.map { $0.isLetter || $0 == "_" } == true && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// The `NAME=VALUE` pairs among the positionals after the first.
    static func pairs(_ positionals: [String], spec: CommandSpec) throws(UsageError) -> [(String, String)] {
        try positionals.dropFirst().map { word throws(UsageError) -> (String, String) in
            guard let equals = word.firstIndex(of: "="), equals != word.startIndex else {
                throw UsageError("'\(word)' is not NAME=VALUE; a shortcut's inputs are given as people=4", command: spec)
            }
            return (String(word[..<equals]), String(word[word.index(after: equals)...]))
        }
    }

    /// The inputs' values: given, else asked at a terminal, else their
    /// defaults; a value that does not convert is 64 naming the input and its
    /// type, an unknown name 64 with the closest, a required input without a
    /// value and without a terminal 75 naming it.
    static func bind(_ given: [(String, String)], to graph: ShortcutGraph, apps: [AppModel], context: CommandContext,
                     spec: CommandSpec, known: [String: RuntimeValue] = [:]) throws(UsageError) -> [String: RuntimeValue] {
        var values = known
        for (name, text) in given {
            guard let input = graph.inputs.first(where: { $0.name == name }) else {
                var message = "'\(graph.name)' has no input '\(name)'"
                if let suggestion = Suggestions.closest(to: name, among: graph.inputs.map(\.name)) { message += "; did you mean '\(suggestion)'?" }
                else if graph.inputs.isEmpty { message += "; it takes no inputs" }
                else { message += "; its inputs are " + Suggestions.list(graph.inputs.map(\.name)) }
                throw UsageError(message, command: spec)
            }
            guard let value = convert(text, to: input.type, apps: apps, now: context.now()) else {
                throw UsageError("'\(text)' is not \(input.type.withArticle) for the input '\(name)' (\(AnswerParser.describe(input.type)))", command: spec)
            }
            values[name] = value
        }
        for input in graph.inputs where values[input.name] == nil && input.defaultValue == nil {
            guard context.interactive else {
                context.stderr.line("error: '\(graph.name)' needs its input '\(input.name)' (\(input.type.withArticle)); give it as \(input.name)=VALUE")
                throw .stop(.needsAnswer)
            }
            values[input.name] = try ask(input, graph: graph, apps: apps, context: context)
        }
        return values
    }

    /// Asks for a missing input at the terminal, through the one way a run asks.
    static func ask(_ input: ShortcutGraph.Input, graph: ShortcutGraph, apps: [AppModel], context: CommandContext) throws(UsageError) -> RuntimeValue {
        var options: [RuntimeValue]?
        if case .enumeration(let appName, let name) = input.type, let model = apps.first(where: { $0.name == appName })?.enumModel(name) {
            options = model.cases.map { .enumCase(.init(app: appName, enumName: name, caseName: $0.name, displayName: $0.displayName)) }
        }
        let question = Ask(app: graph.name, intent: graph.name, parameter: input.name, displayName: input.name,
                           definedPrompt: "What is '\(input.name)' (\(input.type.withArticle))?", type: input.type, options: options)
        let conversation = TerminalConversation(prepared: PreparedAnswers(answers: [], confirmAll: false, output: { _ in }),
                                                output: context.stdout, progress: nil)
        // Blocking.run reports only how the work ended: the answer is kept in a box.
        let box = ValueBox()
        let result = Blocking.run(cancelOnInterrupt: true) {
            box.value = try await Asking.value(question, conversation: conversation, apps: apps, now: context.now(), step: graph.name)
        }
        switch result {
        case .success: return box.value ?? .nothing
        case .failure(let failure as RunFailure):
            context.stderr.line("error: \(failure)")
            throw .stop(failure.code)
        case .failure:
            throw .stop(.cancelled)
        }
    }

    final class ValueBox: @unchecked Sendable { var value: RuntimeValue? }

    /// Text as a value of `type`: JSON for lists, dictionaries and JSON; else `AnswerParser`.
    static func convert(_ text: String, to type: FlowType, apps: [AppModel], now: Date) -> RuntimeValue? {
        switch type {
        case .list, .dictionary, .json:
            if let value = try? JSONReader.value(from: text) {
                if case .list(let element) = type, case .list(let items) = value {
                    let converted = items.map { convert(jsonText($0), to: element, apps: apps, now: now) }
                    return converted.contains { $0 == nil } ? nil : .list(converted.compactMap { $0 })
                }
                return value
            }
            return type == .json ? .string(text) : AnswerParser.parse(text, as: type, apps: apps, now: now)
        default:
            return AnswerParser.parse(text, as: type, apps: apps, now: now)
        }
    }

    /// A JSON item back as the text a person would type for it.
    static func jsonText(_ value: RuntimeValue) -> String { value.description }
}
