import Foundation
import FlowCompiler
import FlowPhrases
import FlowRuntime

/// `flow say "Soup time!"`: runs what the phrase is bound to, as Siri runs
/// a shortcut by voice: your phrases first, then those `.flow` files
/// declare. A shortcut runs as `flow run` runs it, an intent with values as
/// `flow suggest --run` runs one (with the app's confirmation when the
/// intent requires it). A miss names the closest phrases.
enum SayCommand {
    static let spec = CommandSpec(
        name: "say",
        summary: "Run what a phrase is bound to: a shortcut, or an app's intent with values.",
        usage: "flow say <phrase> [<input=value>...] [--answer <name=value>]... [--answers <file>] [--yes] [--allow <capabilities>] [--trace] [--state <dir>] [--file <file.flow>]...",
        options: [
            .init(name: .allow, value: "<capabilities>", help: "Let the shortcut's actions reach outside: shell, network, message, files (as flow run).", kind: .capabilities),
            .init(name: .file, value: "<file.flow>", help: "Also the phrases declared in this file, and its apps (repeatable)."),
        ] + RunSession.options,
        arguments: [.text],
        discussion: """
        The phrase is matched by its words: case, punctuation and spacing do not matter, so flow say "Soup time!",
        flow say soup time and flow say "SOUP  TIME" are one phrase. Your phrases (flow phrase add) come first, then those
        declared in the library's .flow files (as flow list shows them) and --file. A phrase an app only
        suggests runs nothing until you add it. Questions and confirmations are asked at a terminal; without one,
        --answer and --yes answer them, as for flow run.
        Exit codes: as flow run's (0 done, 65 the shortcut's file has errors or the phrase is declared for several
        shortcuts, 66 its file cannot be read, 70 a step failed, 75 a question or confirmation had no answer,
        77 a capability was not granted, 78 a configuration file is unusable, 130 cancelled); 64 usage error;
        67 no phrase is what was said (the closest are named).
        """)

    static func run(_ arguments: ParsedArguments, context: CommandContext, useColor: Bool) throws(UsageError) -> ExitCode {
        // `flow say "lunch time" people=4`: NAME=VALUE words after the phrase bind the shortcut's inputs, as in flow run.
        let firstInput = arguments.positionals.indices.dropFirst().first { ShortcutInputs.isPair(arguments.positionals[$0]) }
            ?? arguments.positionals.endIndex
        let inputs = try ShortcutInputs.pairs([""] + arguments.positionals[firstInput...], spec: spec)
        let said = arguments.positionals[..<firstInput].joined(separator: " ")
        guard !PhraseText.words(said).isEmpty else {
            throw UsageError(said.isEmpty ? "say a phrase, as in flow say \"soup time\"" : "“\(said)” has no words to say", command: spec)
        }
        let answers = try RunSession.answers(arguments, context: context, spec: spec)
        let allowed = try RunCommand.capabilities(arguments, spec: spec)
        // Declared phrases are the library's: a config.json that cannot say where it is stops here (78).
        guard ShortcutLibrary.load(context: context) != nil else { return .configuration }
        let sources = try PhraseSources.load(arguments, context: context, spec: spec)
        switch sources.book.match(said) {
        case .found(let phrase):
            switch phrase.target {
            case .shortcut(let name, let file):
                return try runShortcut(name, in: file, phrase: phrase, inputs: inputs, answers: answers, allowed: allowed, arguments: arguments,
                                       context: context, useColor: useColor)
            case .intent:
                if let (name, _) = inputs.first {
                    throw UsageError("“\(phrase.phrase)” runs \(phrase.target.title), an intent, which takes no input '\(name)'; "
                                     + "answer its parameters with --answer \(name)=VALUE", command: spec)
                }
                let invocation: IntentInvocation?
                do { invocation = try PhraseValues.invocation(of: phrase.target, apps: sources.apps) } catch {
                    context.stderr.line("error: “\(phrase.phrase)” runs \(phrase.target.location), which no longer fits: \(error); "
                                        + "bind it anew with flow phrase edit, or remove it")
                    return .dataError
                }
                guard let invocation else { return .software }
                return RunSession.run(invocation, title: phrase.target.title, apps: sources.apps, answers: answers, arguments: arguments,
                                      context: context)
            }
        case .ambiguous(let choices):
            context.stderr.line("error: “\(choices[0].phrase)” is declared for \(choices.count) shortcuts: "
                                + choices.map { "\($0.target.title) (\($0.origin))" }.joined(separator: ", ")
                                + "; change it in one of those files, or say a phrase of your own for the one you mean: "
                                + "flow phrase add \"OTHER WORDS\" --shortcut NAME")
            return .dataError
        case .onlySuggested(let suggestions):
            for suggestion in suggestions {
                guard case .suggested(let app, let intent) = suggestion.source else { continue }
                context.stderr.line("error: nothing runs “\(suggestion.phrase)” yet: \(app.displayName) suggests it for \(intent.title); "
                                    + "add it: flow phrase add \"\(suggestion.phrase)\" --intent \(app.name).\(intent.name) [name=value]...")
            }
            return .noMatch
        case .missing(let closest):
            context.stderr.line("error: no phrase “\(said)”" + PhraseSources.didYouMean(closest)
                                + (closest.isEmpty ? "; flow phrase list shows the phrases there are" : ""))
            return .noMatch
        }
    }

    /// The phrase's shortcut, from its file as it is now, run as `flow run` runs it.
    static func runShortcut(_ name: String, in file: String, phrase: KnownPhrase, inputs: [(String, String)], answers: [(String, String)],
                            allowed: Permissions, arguments: ParsedArguments, context: CommandContext,
                            useColor: Bool) throws(UsageError) -> ExitCode {
        guard let (program, code) = CheckedProgram.load([file], context: context, useColor: useColor) else {
            context.stderr.line("error: “\(phrase.phrase)” runs “\(name)” in \(file), which cannot be read (\(phrase.origin))")
            return .noInput
        }
        if code != .success { return code }
        guard let graph = program.shortcuts.first(where: { $0.name == name && ($0.path as NSString).standardizingPath == file })
                ?? program.shortcuts.first(where: { $0.name == name }) else {
            context.stderr.line("error: “\(phrase.phrase)” runs “\(name)”, which \(file) no longer declares; "
                                + "bind it anew with flow phrase edit \"\(phrase.phrase)\" --shortcut NAME, or remove it")
            return .dataError
        }
        let values = try ShortcutInputs.bind(inputs, to: graph, apps: program.apps, context: context, spec: spec)
        return RunCommand.execute(graph, of: program, answers: answers, allowed: allowed, inputs: values, arguments: arguments, context: context)
    }
}
