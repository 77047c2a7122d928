import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import FlowCompiler

/// The built-in actions at run time. Those that reach outside the shortcut
/// (a shell, the network) run only with their capability granted.
enum Builtins {
    static func run(_ name: String, node: StepNode, interpreter: Interpreter) async throws -> RuntimeValue {
        let environment = interpreter.environment
        var arguments: [String: RuntimeValue] = [:]
        for binding in node.bindings {
            if case .ask(let prompt) = binding.value {
                // Ask Each Time for a built-in's parameter: a plain question.
                let question = Question(app: "flow", intent: name, parameter: binding.parameter, displayName: binding.parameter,
                                        prompt: prompt ?? "What \(binding.parameter)?", options: [])
                arguments[binding.parameter] = .string(try await environment.conversation.answer(question))
            } else {
                arguments[binding.parameter] = try interpreter.evaluate(binding.value)
            }
        }
        func require(_ capability: RunEnvironment.Capability) throws {
            guard environment.allowed.contains(capability) else {
                throw RunFailure.failed(step: node.summary,
                                        message: "needs permission '\(capability.rawValue)'; run with --allow \(capability.rawValue) to let it")
            }
        }
        switch name {
        case "show-result":
            environment.output(arguments["content"]?.description ?? "")
            return .nothing
        case "send-message":
            return try Outbox(directory: environment.stateDirectory).send(to: arguments["to"] ?? .list([]), text: arguments["text"]?.description ?? "",
                                                                        at: environment.now())
        case "wait":
            try await environment.sleep(arguments["duration"]?.asDouble ?? 0)
            return .nothing
        case "set-focus":
            let mode = arguments["mode"]?.description ?? ""
            try write(mode, to: environment.stateDirectory.appendingPathComponent("focus"))
            environment.conversation.say("Focus is now \(mode).")
            return .nothing
        case "ask-for-input":
            let question = Question(app: "flow", intent: "ask-for-input", parameter: "input", displayName: "Input",
                                    prompt: arguments["prompt"]?.description ?? "", options: [])
            do {
                return .string(try await environment.conversation.answer(question))
            } catch RunFailure.needsValue where arguments["default"] != nil {
                return arguments["default"]!
            }
        case "choose-from-list":
            let options: [RuntimeValue]
            if case .list(let values)? = arguments["list"] { options = values } else { options = [] }
            let question = Question(app: "flow", intent: "choose-from-list", parameter: "choice", displayName: "Choice",
                                    prompt: arguments["prompt"]?.description ?? "Choose one", options: options.map(\.description))
            let text = try await environment.conversation.answer(question)
            guard let chosen = AnswerParser.choose(text, among: options) else {
                throw RunFailure.failed(step: node.summary, message: "'\(text)' is not one of the choices")
            }
            return chosen
        case "copy-to-clipboard":
            try Clipboard(directory: environment.stateDirectory).write(arguments["content"]?.description ?? "")
            return .nothing
        case "notify":
            let title = arguments["title"].map { "\($0): " } ?? ""
            FileHandle.standardError.write(Data("notification: \(title)\(arguments["text"]?.description ?? "")\n".utf8))
            return .nothing
        case "run-shell-script":
            try require(.shell)
            return try ShellScript.run(arguments["script"]?.description ?? "", shell: arguments["shell"]?.description ?? "/bin/sh",
                                       input: arguments["input"]?.description ?? "", step: node.summary)
        case "get-contents-of-url":
            try require(.network)
            return try await Web.get(arguments, step: node.summary)
        case "show-alert":
            let title = arguments["title"].map { "\($0): " } ?? ""
            return .boolean(try await environment.conversation.confirm(title + (arguments["message"]?.description ?? "")))
        case "comment":
            return .nothing
        case "text":
            return .string(arguments["text"]?.description ?? "")
        case "number":
            return arguments["number"] ?? .nothing
        case "count":
            switch arguments["items"] ?? .nothing {
            case .list(let values): return .integer(values.count)
            case .dictionary(let entries): return .integer(entries.count)
            case .string(let text): return .integer(text.count)
            case .nothing: return .integer(0)
            default: return .integer(1)
            }
        case "get-item-from-list":
            // 1-based, as Shortcuts counts; -1 is the last item.
            guard case .list(let values)? = arguments["list"], let position = arguments["index"]?.asDouble.map({ Int(saturating: $0) }) else { return .nothing }
            let index = position < 0 ? values.count + position : position - 1
            return values.indices.contains(index) ? values[index] : .nothing
        case "current-date":
            return .date(environment.now())
        case "format-date":
            guard case .date(let date)? = arguments["date"] else { return .string(arguments["date"]?.description ?? "") }
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.dateFormat = arguments["format"]?.description ?? "yyyy-MM-dd HH:mm"
            return .string(formatter.string(from: date))
        case "read-file":
            try require(.files)
            let path = expand(arguments["path"]?.description ?? "")
            guard let data = FileManager.default.contents(atPath: path) else {
                throw RunFailure.failed(step: node.summary, message: "cannot read \(path)")
            }
            return .string(String(decoding: data, as: UTF8.self))
        case "write-file", "append-file":
            try require(.files)
            let path = expand(arguments["path"]?.description ?? "")
            let text = arguments["text"]?.description ?? ""
            do {
                if name == "append-file", let handle = FileHandle(forWritingAtPath: path) {
                    defer { try? handle.close() }
                    try handle.seekToEnd()
                    try handle.write(contentsOf: Data(text.utf8))
                } else {
                    try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
                }
            } catch {
                throw RunFailure.failed(step: node.summary, message: "cannot write \(path): \(error.localizedDescription)")
            }
            return .nothing
        case "run-shortcut":
            return try await interpreter.runShortcut(named: arguments["name"]?.description ?? "", input: arguments["input"], step: node.summary)
        default:
            throw RunFailure.failed(step: node.summary, message: "the built-in action '\(name)' cannot run here")
        }
    }

    /// `~/notes.txt` → the home directory's file.
    static func expand(_ path: String) -> String { (path as NSString).expandingTildeInPath }

    static func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url, options: .atomic)
    }
}

/// `send-message` by the default transport: a local outbox, one JSON object
/// per line in the state directory's `outbox.jsonl`, listed by `flow messages`.
public struct Outbox {
    public let directory: URL
    public var file: URL { directory.appendingPathComponent("outbox.jsonl") }

    public init(directory: URL) { self.directory = directory }

    public struct Message: Codable, Equatable, Sendable {
        public var to: [String]
        public var text: String
        public var time: String
    }

    func send(to recipients: RuntimeValue, text: String, at time: Date) throws -> RuntimeValue {
        let names: [String]
        if case .list(let values) = recipients { names = values.map(\.description) } else { names = [recipients.description] }
        let message = Message(to: names, text: text, time: ISO8601DateFormatter().string(from: time))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let line = try encoder.encode(message) + Data("\n".utf8)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        if let handle = try? FileHandle(forWritingTo: file) {
            defer { try? handle.close() }
            try handle.seekToEnd()
            try handle.write(contentsOf: line)
            try handle.synchronize()
        } else {
            try line.write(to: file, options: .atomic)
        }
        return .nothing
    }

    /// Every message sent so far, oldest first.
    public func messages() -> [Message] {
        guard let data = FileManager.default.contents(atPath: file.path) else { return [] }
        return data.split(separator: UInt8(ascii: "\n")).compactMap { try? JSONDecoder().decode(Message.self, from: Data($0)) }
    }
}

/// `run-shell-script`: the script runs with the chosen shell as an argument
/// vector (no extra shell around it), input on stdin, output captured, and a
/// non-zero exit status is a failure.
enum ShellScript {
    static func run(_ script: String, shell: String, input: String, step: String) throws -> RuntimeValue {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: shell)
        process.arguments = ["-c", script]
        let stdout = Pipe(), stderr = Pipe(), stdin = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        process.standardInput = stdin
        do { try process.run() } catch {
            throw RunFailure.failed(step: step, message: "cannot start \(shell): \(error.localizedDescription)")
        }
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try? stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        let errors = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let detail = String(decoding: errors, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw RunFailure.failed(step: step, message: "the script exited with status \(process.terminationStatus)" + (detail.isEmpty ? "" : ": \(detail)"))
        }
        var text = String(decoding: output, as: UTF8.self)
        if text.hasSuffix("\n") { text.removeLast() }
        return .string(text)
    }
}

/// `get-contents-of-url`: JSON responses become dictionaries and lists.
enum Web {
    static func get(_ arguments: [String: RuntimeValue], step: String) async throws -> RuntimeValue {
        guard let url = URL(string: arguments["url"]?.description ?? "") else {
            throw RunFailure.failed(step: step, message: "not a URL: \(arguments["url"]?.description ?? "")")
        }
        var request = URLRequest(url: url)
        request.httpMethod = arguments["method"]?.description ?? "GET"
        if case .dictionary(let headers)? = arguments["headers"] {
            for header in headers { request.setValue(header.value.description, forHTTPHeaderField: header.key) }
        }
        if let body = arguments["body"], body != .nothing {
            request.httpBody = try JSONSerialization.data(withJSONObject: JSONBridge.object(body), options: [.fragmentsAllowed])
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        let data: Data
        let response: URLResponse
        do { (data, response) = try await URLSession.shared.data(for: request) } catch {
            throw RunFailure.failed(step: step, message: "could not get \(url.absoluteString): \(error.localizedDescription)")
        }
        if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
            throw RunFailure.failed(step: step, message: "\(url.absoluteString) answered HTTP \(http.statusCode)")
        }
        if let object = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) { return JSONBridge.value(object) }
        return .string(String(decoding: data, as: UTF8.self))
    }
}

/// JSON data to run-time values and back.
enum JSONBridge {
    static func value(_ object: Any) -> RuntimeValue {
        switch object {
        case let text as String: return .string(text)
        case let flag as Bool where type(of: object) == Bool.self:
            return .boolean(flag)
        case let number as Int where type(of: object) == Int.self:
            return .integer(number)
        case let number as NSNumber:
            if String(cString: number.objCType) == "c" { return .boolean(number.boolValue) }
            return number.doubleValue == number.doubleValue.rounded() && abs(number.doubleValue) < 1e15
                ? .integer(number.intValue) : .decimal(Decimal(number.doubleValue))
        case let number as Double:
            return .decimal(Decimal(number))
        case let list as [Any]: return .list(list.map(value))
        case let dictionary as [String: Any]:
            return .dictionary(dictionary.keys.sorted().map { .init(key: $0, value: value(dictionary[$0]!)) })
        default: return .nothing
        }
    }

    static func object(_ value: RuntimeValue) -> Any {
        switch value {
        case .integer(let number): return number
        case .decimal(let number): return NSDecimalNumber(decimal: number).doubleValue
        case .boolean(let flag): return flag
        case .list(let values): return values.map(object)
        case .dictionary(let entries): return Dictionary(entries.map { ($0.key, object($0.value)) }, uniquingKeysWith: { a, _ in a })
        case .nothing: return NSNull()
        default: return value.description
        }
    }
}

extension Interpreter {
    /// `run-shortcut`: another shortcut of the program, by name.
    func runShortcut(named name: String, input: RuntimeValue?, step: String) async throws -> RuntimeValue {
        guard depth < Interpreter.maximumDepth else {
            throw RunFailure.failed(step: step, message: "shortcuts run each other more than \(Interpreter.maximumDepth) deep")
        }
        guard let other = program.shortcuts.first(where: { $0.name == name }) else {
            throw RunFailure.failed(step: step, message: "no shortcut named '\(name)'")
        }
        var environment = self.environment
        if let input { environment.input = input.description }
        let nested = Interpreter(program: program, graph: other, environment: environment)
        nested.depth = depth + 1
        do { try await nested.run() } catch RunFailure.stopped {}
        return nested.result ?? .nothing
    }
}

/// Run-time values as JSON text, for `flow run --json`.
public enum RuntimeJSON {
    public static func encode(_ object: [String: RuntimeValue]) -> String {
        let json = Dictionary(object.map { ($0.key, JSONBridge.object($0.value)) }, uniquingKeysWith: { a, _ in a })
        guard let data = try? JSONSerialization.data(withJSONObject: json, options: [.sortedKeys, .fragmentsAllowed]) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}

/// flow's clipboard: a file in the state directory, so `copy-to-clipboard`
/// and `clipboard` agree without a desktop. Before anything is copied,
/// `clipboard` is `$FLOW_CLIPBOARD` (a script can hand a value in), else empty.
struct Clipboard {
    let directory: URL
    var file: URL { directory.appendingPathComponent("clipboard") }

    func read() -> String {
        if let data = FileManager.default.contents(atPath: file.path) { return String(decoding: data, as: UTF8.self) }
        return ProcessInfo.processInfo.environment["FLOW_CLIPBOARD"] ?? ""
    }

    func write(_ text: String) throws {
        try Builtins.write(text, to: file)
    }
}
