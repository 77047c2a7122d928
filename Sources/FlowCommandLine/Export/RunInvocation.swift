import Foundation
import FlowCompiler
import FlowDaemon
import FlowModel
import FlowRuntime

/// The `flow run` that does what `flow daemon` does when an automation
/// fires: its shortcut (`--shortcut`, from the shortcut's own file), its
/// `answering` values as `--answer` in the daemon's order and spelling,
/// `--yes` for `run-without-asking`, the capabilities the shortcut declares
/// as `--allow` (nobody is there to be asked), and its inputs as
/// `NAME=VALUE`, each read back as `flow run` will read it before it is
/// trusted.
struct RunInvocation: Equatable {
    /// The shortcut's file, absolute.
    var file: String
    var shortcut: String
    /// Set for an automation whose steps are written in place: the run is
    /// `flow run FILE --automation NAME`, which reads those steps, answers and
    /// inputs from the file itself.
    var automation: String? = nil
    /// `--answer`, `--yes`, `--allow` and the inputs, in that order.
    var options: [String]
    /// What `--allow` grants, for comments: `["message"]`.
    var capabilities: [String]

    /// `run FILE --shortcut NAME ...`, with the file as the target sees it.
    func arguments(file shown: String) -> [String] {
        ["run", shown] + (automation.map { ["--automation", $0] } ?? ["--shortcut", shortcut]) + options
    }

    static func make(_ automation: AutomationGraph, program: ProgramGraph, now: Date) -> Result<RunInvocation, ExportRefusal.Reason> {
        if let steps = automation.steps {
            let capabilities = steps.requires.words
            return .success(RunInvocation(file: automation.path, shortcut: automation.name, automation: automation.name,
                                          options: capabilities.isEmpty ? [] : ["--allow", capabilities.joined(separator: ",")],
                                          capabilities: capabilities))
        }
        guard let graph = AutomationRunner.shortcut(runBy: automation, in: program) else {
            return .failure(.cannotSay("no shortcut named '\(automation.runs ?? "")'"))
        }
        var options: [String] = []
        for (name, value) in automation.answers.sorted(by: { $0.key < $1.key }) {
            options += ["--answer", name + "=" + AutomationRunner.answerText(value)]
        }
        if automation.runWithoutAsking { options.append("--yes") }
        // What the shortcut declares, scopes included, in --allow's words.
        let capabilities = graph.requires.words
        if !capabilities.isEmpty { options += ["--allow", capabilities.joined(separator: ",")] }
        for (name, value) in automation.arguments.sorted(by: { $0.key < $1.key }) {
            let text = inputText(value)
            guard let input = graph.inputs.first(where: { $0.name == name }),
                  ShortcutInputs.convert(text, to: input.type, apps: program.apps, now: now) == RuntimeValue(constant: value, apps: program.apps) else {
                return .failure(.cannotSay("its input '\(name)' (\(value)) cannot be given to flow run as \(name)=VALUE"))
            }
            options.append(name + "=" + text)
        }
        return .success(RunInvocation(file: graph.path, shortcut: graph.name, options: options, capabilities: capabilities))
    }

    /// A value as `flow run`'s `NAME=VALUE` takes it: an answer's spelling,
    /// JSON for lists and dictionaries.
    static func inputText(_ value: Value) -> String {
        switch value {
        case .list(let items):
            return json(items.map(inputText))
        case .dictionary(let entries):
            var object: [String: Any] = [:]
            for entry in entries {
                switch entry.value {
                case .integer(let number): object[entry.key] = number
                case .boolean(let flag): object[entry.key] = flag
                default: object[entry.key] = inputText(entry.value)
                }
            }
            return json(object)
        default:
            return AutomationRunner.answerText(value)
        }
    }

    static func json(_ object: Any) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data("null".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}
