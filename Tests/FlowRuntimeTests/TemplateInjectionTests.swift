import Foundation
import Testing
import FlowCompiler
import FlowDiagnostics
import FlowTestSupport
@testable import FlowRuntime

/// Templates are data, not code: a hostile value from every source a
/// template can read (a shortcut's input, an event's data, a changed file's
/// name, an app's output, an answer) reaches every sink that parses text (a
/// shell script in each quoting, a script's arguments, a URL's path and
/// query, a JSON body, a header, a file path) as the same bytes of data,
/// and nothing else runs.
@Suite struct TemplateInjectionTests {
    enum Source: String, CaseIterable {
        case input, eventData, changedFileName, appOutput, answer

        /// Event data is read by an automation's steps; the rest by a shortcut's.
        var isEvent: Bool { self == .eventData || self == .changedFileName }

        /// The statement that gives the steps their `value`.
        var statement: String {
            switch self {
            case .input: "let value = v"
            case .eventData: "let value = \"${trigger.event.data.value}\""
            case .changedFileName: "let value = \"${trigger.event.data.name}\""
            case .appOutput: "let value = Echo.Give()"
            case .answer: "let value = ask-for-input(prompt: \"Value?\")"
            }
        }
    }

    /// Each tries to end the data and start code, or to end a URL's part or a header early.
    static func hostileValues(pwned: String) -> [String] {
        [
            "$(touch \(pwned))", "`touch \(pwned)`", "; touch \(pwned)", "| touch \(pwned)", "&& touch \(pwned) &",
            "\ntouch \(pwned)\n#", "' ; touch \(pwned) ; '", "\" ; touch \(pwned) ; \"", "${IFS}$(touch${IFS}\(pwned))",
            "EOF\ntouch \(pwned)\nEOF", "soup&admin=1#x", "100% \\ done?", "..", "a\r\nX-Injected: 1", "nul\u{0}byte", "Ünïcödé 🍲 'x' \"y\"",
        ]
    }

    /// Event data is read by an automation's steps.
    static let automation = """
        automation "Event sinks" {
          when event "hostile"
          when file-changed "FILES"
          do {
            STEPS
          }
        }
        """

    /// What each run does with `value`, at each sink; a refusal shows as "refused".
    static let steps = """
        VALUE
        try { show-result(run-shell-script(script: "printf '%s' ${value}")) } catch { show-result("refused") }
        try { show-result(run-shell-script(script: "printf '%s' \\"${value}\\"")) } catch { show-result("refused") }
        try { show-result(run-shell-script(script: "printf '%s' '${value}'")) } catch { show-result("refused") }
        try { show-result(run-shell-script(script: "printf '%s' \\"$(printf '%s' ${value})\\"")) } catch { show-result("refused") }
        try {
          show-result(run-shell-script(script: \"\"\"
            cat <<EOF
            ${value}
            EOF
            \"\"\"))
        } catch { show-result("refused") }
        try { show-result(run-shell-script(script: "printf '%s' \\"$1\\"", arguments: [value])) } catch { show-result("refused") }
        try { get-contents-of-url(url: "URL/p/${value}/end?${value}=${value}&limit=5") } catch { show-result("refused") }
        try { get-contents-of-url(url: "URL/json", method: "POST", body: "{\\"name\\": \\"${value}\\", \\"raw\\": ${value}}") } catch { show-result("refused") }
        try { get-contents-of-url(url: "URL/header", headers: ["X-Value": "${value}"]) } catch { show-result("refused") }
        try { write-file("FILES/${value}", text: "x") } catch { show-result("refused") }
        """

    static let program = """
        app Echo {
          handler builtin
          intent Give {
            response {
              output said: String
            }
          }
        }

        shortcut "Sinks" (v: String) {
          requires shell, network("127.0.0.1"), files("FILES")
          STEPS
        }
        """

    @Test(arguments: Source.allCases)
    func everyHostileValueReachesEverySinkAsData(_ source: Source) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flow-injection-\(UUID().uuidString)")
        let files = folder.appendingPathComponent("files")
        try FileManager.default.createDirectory(at: files, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let pwned = folder.appendingPathComponent("pwned").path
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let address = String(server.url.absoluteString.dropLast())
        let steps = Self.steps.replacingOccurrences(of: "VALUE", with: source.statement)
        let text = (source.isEvent ? Self.automation : Self.program).replacingOccurrences(of: "STEPS", with: steps)
            .replacingOccurrences(of: "FILES", with: files.path).replacingOccurrences(of: "URL", with: address)
        let workspace = Workspace { _ in nil }
        workspace.addRoot(SourceFile(path: folder.appendingPathComponent("sinks.flow").path, text: text))
        let program = Compiler.compile(workspace)
        #expect(!workspace.hasErrors, "\(workspace.allDiagnostics)")
        guard !workspace.hasErrors else { return }

        for value in Self.hostileValues(pwned: pwned) {
            let before = server.requests.count
            let lines = try await run(program, source: source, value: value, files: files.path)
            let hasNUL = value.utf8.contains(0)
            let expected = Array(repeating: hasNUL ? "refused" : value, count: 6)
            #expect(Array(lines.prefix(6)) == expected, "\(source) \(value.debugDescription): \(lines)")
            let requests = Array(server.requests.dropFirst(before))
            let refusedHeader = value.contains("\r") || value.contains("\n") || hasNUL
            #expect(requests.count == (refusedHeader ? 2 : 3), "\(source) \(value.debugDescription): \(requests.map(\.path))")
            if let url = requests.first {
                let encoded = Self.percentEncoded(value, dotsAlone: true)
                let query = Self.percentEncoded(value, dotsAlone: false)
                #expect(url.path == "/p/\(encoded)/end?\(query)=\(query)&limit=5", "\(source) \(value.debugDescription)")
            }
            if requests.count > 1 {
                let body = try JSONSerialization.jsonObject(with: requests[1].body) as? [String: String]
                #expect(body == ["name": value, "raw": value], "\(source) \(value.debugDescription)")
            }
            if requests.count > 2 { #expect(requests[2].headers["x-value"] == value) }
            let written = files.appendingPathComponent(value).path
            if value == ".." {
                // `files/..` is the folder above the scope: the run is refused there, as any reach outside it is.
                #expect(lines.last?.contains("needs files(write:") == true, "\(source) \(value.debugDescription): \(lines)")
            } else if hasNUL {
                #expect(lines.last == "refused", "\(source) \(value.debugDescription): \(lines)")
            } else if !value.contains("/") {
                #expect(FileManager.default.fileExists(atPath: written), "\(source) \(value.debugDescription)")
            }
        }
        #expect(!FileManager.default.fileExists(atPath: pwned), "a value ran as code (\(source))")
    }

    /// Runs the shortcut with `value` arriving from `source`; what it showed.
    func run(_ program: ProgramGraph, source: Source, value: String, files: String) async throws -> [String] {
        let transcript = Transcript()
        var registry = HandlerRegistry()
        let echo = IntentHandler { _, _ in IntentResponse(properties: ["said": .string(value)]) }
        if let app = program.apps.first(where: { $0.name == "Echo" }) { try registry.register(AppHandler(app: "Echo", intents: ["Give": echo]), for: app) }
        let conversation = PreparedAnswers(answers: source == .answer ? [("input", value)] : [], confirmAll: true, output: { transcript.add($0) })
        var environment = RunEnvironment(registry: registry, conversation: conversation, output: { transcript.add($0) },
                                         stateDirectory: FileManager.default.temporaryDirectory,
                                         allowed: try Permissions(words: ["shell", "network=127.0.0.1", "files=\(files)"]))
        let data: RuntimeValue = .dictionary([.init(key: "value", value: .string(value)), .init(key: "name", value: .string(value)),
                                              .init(key: "path", value: .string(files + "/" + value)), .init(key: "change", value: .string("created"))])
        let event = RunValues.event(type: source == .changedFileName ? "flow.file.changed" : "hostile", id: "1", source: "test",
                                    time: Date(timeIntervalSince1970: 0), data: data)
        environment.trigger = RunValues.trigger(automation: "Sinks", scheduledFor: Date(timeIntervalSince1970: 0), event: event)
        let graph = source.isEvent ? program.automations.first?.steps : program.shortcuts.first
        let interpreter = Interpreter(program: program, graph: try #require(graph), environment: environment)
        do { try await interpreter.run(inputs: ["v": .string(value)]) } catch let failure as RunFailure { transcript.add("failed: \(failure)") }
        // The app's own dialog ("Done.") is not one of the sinks' lines.
        return transcript.lines.filter { $0 != "Done." }
    }

    /// RFC 3986 percent-encoding of everything but the unreserved characters,
    /// written here apart from FlowActions' so the two are compared.
    static func percentEncoded(_ text: String, dotsAlone: Bool) -> String {
        let unreserved = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~".utf8)
        let allDots = !text.isEmpty && text.allSatisfy { $0 == "." }
        return text.utf8.map { byte in
            unreserved.contains(byte) && !(dotsAlone && allDots) ? String(UnicodeScalar(byte)) : String(format: "%%%02X", byte)
        }.joined()
    }
}
