import Foundation
import FlowCompiler

/// The built-in actions at run time. Those that reach outside the shortcut
/// (a shell, the network) run only with their capability granted.
enum Builtins {
    static func run(_ name: String, node: StepNode, interpreter: Interpreter) async throws -> RuntimeValue {
        let environment = interpreter.environment
        var arguments: [String: RuntimeValue] = [:]
        var shellValues: [String: String] = [:]
        let parameters = BuiltinAction.named(name)?.parameters ?? []
        for binding in node.bindings {
            if case .ask(let prompt) = binding.value {
                // Ask Each Time for a built-in's parameter: a question, its answer of the parameter's type.
                let type = BuiltinAction.named(name)?.parameters.first { $0.name == binding.parameter }?.type ?? .string
                let question = Ask(app: "flow", intent: name, parameter: binding.parameter, displayName: binding.parameter,
                                   explicitPrompt: prompt, definedPrompt: "What \(binding.parameter)?", type: type)
                arguments[binding.parameter] = try await Asking.value(question, conversation: environment.conversation,
                                                                      apps: interpreter.program.apps, now: environment.now(), step: node.summary)
            } else {
                let sink = parameters.first { $0.name == binding.parameter }?.sink ?? .text
                arguments[binding.parameter] = try interpreter.evaluate(binding.value, into: sink, step: node.summary, shellValues: &shellValues)
            }
        }
        func require(_ capability: Capability) throws {
            guard environment.allowed.contains(capability) else {
                throw RunFailure.notPermitted(step: node.summary, missing: [capability], declared: interpreter.graph.requires.contains(capability))
            }
        }
        let permit = { (reach: Reach) throws in try Self.permit(reach, environment: environment, graph: interpreter.graph, step: node.summary) }
        guard let action = BuiltinName(rawValue: name) else {
            throw RunFailure.failed(step: node.summary, message: "the built-in action '\(name)' cannot run here")
        }
        // Every catalog action, each once: no default, so a new one must be implemented here.
        switch action {
        case .showResult:
            environment.output(arguments["content"]?.description ?? "")
            return .nothing
        case .sendMessage:
            try require(.message)
            try await SendMessage.send(to: arguments["to"] ?? .list([]), text: arguments["text"]?.description ?? "",
                                       environment: environment, step: node.summary, permit: permit)
            return .nothing
        case .wait:
            try await environment.sleep(arguments["duration"]?.asDouble ?? 0)
            return .nothing
        case .setFocus:
            let mode = arguments["mode"]?.description ?? ""
            try write(mode, to: environment.stateDirectory.appendingPathComponent("focus"))
            environment.conversation.say("Focus is now \(mode).")
            return .nothing
        case .askForInput:
            return try await AskForInput.run(arguments, environment: environment, apps: interpreter.program.apps, step: node.summary)
        case .chooseFromList:
            let options: [RuntimeValue]
            if case .list(let values)? = arguments["list"] { options = values } else { options = [] }
            var question = Ask(app: "flow", intent: "choose-from-list", parameter: "choice", displayName: "Choice",
                               explicitPrompt: arguments["prompt"]?.description, definedPrompt: "Choose one", type: .any, options: options)
            question.acceptsOtherValues = false
            return try await Asking.value(question, conversation: environment.conversation, apps: interpreter.program.apps,
                                          now: environment.now(), step: node.summary)
        case .copyToClipboard:
            try Clipboard(directory: environment.stateDirectory).write(arguments["content"]?.description ?? "")
            return .nothing
        case .showNotification:
            await Notification.show(arguments["text"]?.description ?? "", title: arguments["title"]?.description)
            return .nothing
        case .runShellScript:
            try require(.shell)
            var words: [String] = []
            if case .list(let values)? = arguments["arguments"] { words = values.map(\.description) }
            guard let script = arguments["script"] ?? arguments["code"] else {
                return try await ShellScript.run(words, input: arguments["input"]?.description ?? "", step: node.summary)
            }
            return try await ShellScript.run(ShellScript.Script(text: script.description, values: shellValues, arguments: words),
                                             shell: arguments["shell"]?.description ?? "/bin/sh",
                                             input: arguments["input"]?.description ?? "", step: node.summary)
        case .getContentsOfUrl:
            try require(.network)
            return try await Web.get(arguments, step: node.summary, permit: permit)
        case .showAlert:
            let title = arguments["title"].map { "\($0): " } ?? ""
            return .boolean(try await environment.conversation.confirm(title + (arguments["message"]?.description ?? "")))
        case .comment:
            return .nothing
        case .text:
            return .string(arguments["text"]?.description ?? "")
        case .number:
            return arguments["number"] ?? .nothing
        case .count:
            switch arguments["items"] ?? .nothing {
            case .list(let values): return .integer(values.count)
            case .dictionary(let entries): return .integer(entries.count)
            case .string(let text): return .integer(text.count)
            case .nothing: return .integer(0)
            default: return .integer(1)
            }
        case .getItemFromList:
            // 1-based, as Shortcuts counts; -1 is the last item.
            guard case .list(let values)? = arguments["list"], let position = arguments["index"]?.asDouble.map({ Int(saturating: $0) }) else { return .nothing }
            let index = position < 0 ? values.count + position : position - 1
            return values.indices.contains(index) ? values[index] : .nothing
        case .getDictionaryValue:
            guard case .dictionary(let entries)? = arguments["dictionary"] else { return .nothing }
            let key = arguments["key"]?.description ?? ""
            return entries.first { $0.key == key }?.value ?? .nothing
        case .setDictionaryValue:
            var entries: [RuntimeValue.Entry] = []
            if case .dictionary(let existing)? = arguments["dictionary"] { entries = existing }
            let entry = RuntimeValue.Entry(key: arguments["key"]?.description ?? "", value: arguments["value"] ?? .nothing)
            if let index = entries.firstIndex(where: { $0.key == entry.key }) { entries[index] = entry } else { entries.append(entry) }
            return .dictionary(entries)
        case .currentDate:
            return .date(environment.now())
        case .formatDate:
            guard case .date(let date)? = arguments["date"] else { return .string(arguments["date"]?.description ?? "") }
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.dateFormat = arguments["format"]?.description ?? "yyyy-MM-dd HH:mm"
            return .string(formatter.string(from: date))
        case .readFile:
            try require(.files)
            let path = expand(arguments["path"]?.description ?? "", in: environment.workingDirectory)
            try permit(.read(CanonicalPath.resolve(path, against: environment.workingDirectory)))
            switch SystemReason.read(path) {
            case .success(let data): return .string(String(decoding: data, as: UTF8.self))
            case .failure(let reason): throw RunFailure.failed(step: node.summary, message: "cannot read \(path): \(reason)")
            }
        case .writeFile, .appendFile:
            try require(.files)
            let path = expand(arguments["path"]?.description ?? "", in: environment.workingDirectory)
            try permit(.write(CanonicalPath.resolve(path, against: environment.workingDirectory)))
            let text = arguments["text"]?.description ?? ""
            if let reason = SystemReason.write(Array(text.utf8), to: path, append: action == .appendFile) {
                throw RunFailure.failed(step: node.summary, message: "cannot write \(path): \(reason)")
            }
            return .nothing
        case .runShortcut:
            var inputs = arguments
            inputs["name"] = nil
            inputs["input"] = nil
            return try await interpreter.runShortcut(named: arguments["name"]?.description ?? "", input: arguments["input"], inputs: inputs,
                                                     step: node.summary)
        }
    }

    /// A scoped grant is checked at every access, so that a URL, path or
    /// recipient computed while running cannot escape what was granted.
    static func permit(_ reach: Reach, environment: RunEnvironment, graph: ShortcutGraph, step: String) throws {
        guard !environment.allowed.allows(reach) else { return }
        var missing = Permissions()
        missing.grant(reach)
        throw RunFailure.notPermitted(step: step, missing: missing, declared: false,
                                      reason: "the run may reach only \(environment.allowed.declaration(of: reach.capability))")
    }

    /// `~/notes.txt` → the home directory's file; `notes.txt` → the working folder's.
    static func expand(_ path: String, in folder: String) -> String {
        let expanded = FlowDirectories.expandingTilde(path)
        return expanded.hasPrefix("/") || expanded.isEmpty ? expanded : (folder as NSString).appendingPathComponent(expanded)
    }

    static func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url, options: .atomic)
    }
}
