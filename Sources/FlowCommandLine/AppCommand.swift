import Foundation
import FlowApps
import FlowCompiler
import FlowDiagnostics
import FlowRuntime
import FlowSyntax

/// `flow app test FILE`: the conformance kit. `flow app serve NAME`: a
/// built-in app served over the external handler protocol.
enum AppCommand {
    static let spec = CommandSpec(
        name: "app",
        summary: "Test an external app against its definition and the protocol, or serve a built-in app over it.",
        usage: "flow app test [--app <name>] [--json] [--state <dir>] <definition.flow>\n       flow app serve [--definition] [--state <dir>] <name>",
        options: [
            .init(name: .app, value: "<name>", help: "test: only this app of the file (by default, every app it declares with 'handler exec')."),
            .init(name: .json, value: nil, help: "test: print the checklist as one JSON document: the checks with their outcome and detail."),
            .init(name: .state, value: "<dir>", help: "The state directory the app is given (test: by default a fresh temporary folder, removed afterwards; serve: as for flow run, until the handshake names one)."),
            .init(name: .definition, value: nil, help: "serve: print the app's definition with a 'handler exec' line that runs 'flow app serve', instead of serving."),
        ],
        subcommands: [
            Subcommand("test", "Check an external app against its definition and the protocol.",
                       usage: "flow app test [--app <name>] [--json] [--state <dir>] <definition.flow>", arguments: [.file], options: ["--app", "--json", "--state"]),
            Subcommand("serve", "Serve a built-in app over the protocol on standard input and output.",
                       usage: "flow app serve [--definition] [--state <dir>] <name>", arguments: [.builtinApp], options: ["--definition", "--state"]),
        ],
        discussion: """
        flow app test checks the file (errors are reported as flow check reports them), then starts the program of each app
        it declares with 'handler exec', through the same connection flow run uses, and checks it against its definition
        and the protocol (Sources/FlowApps/External/README.md): the handshake; for every intent, the options, search and
        default providers, the resolvers the handshake lists, confirm and handle, with sample values made from the
        definition (answers must be of the declared types, a success must carry the output); malformed requests answered
        with the right JSON-RPC error while the app keeps going; and shutdown ending the program within a second.
        handle really runs, so the app is given a scratch state folder, never its real data. One line per check, then a
        summary. Exit codes: 0 every check passed, 1 some check failed, 64 usage, 65 the file has errors or declares no
        'handler exec' app, 66 the file cannot be read, 130 cancelled.

        flow app serve serves a built-in app (SoupChef) over the protocol on standard input and output, its Swift
        handlers answering: the reverse of an external app. 'flow app serve SoupChef --definition > soupchef-served.flow'
        writes a definition that runs it, for flow app test or a shortcut. It exits 0 at shutdown or the end of its input,
        70 after a message over 1 MiB.
        """)

    static func run(_ arguments: ParsedArguments, context: CommandContext, useColor: Bool) throws(UsageError) -> ExitCode {
        switch arguments.positionals.first {
        case "test": return try test(arguments, context: context, useColor: useColor)
        case "serve": return try serve(arguments, context: context)
        case let other?:
            var message = "unknown app command '\(other)'; use test or serve"
            if let suggestion = Suggestions.closest(to: other, among: spec.subcommands.map(\.name)) { message += "; did you mean '\(suggestion)'?" }
            throw UsageError(message, command: spec)
        case nil:
            throw UsageError("missing the app command: test or serve", command: spec)
        }
    }

    // MARK: - flow app test

    static func test(_ arguments: ParsedArguments, context: CommandContext, useColor: Bool) throws(UsageError) -> ExitCode {
        guard arguments.positionals.count == 2 else {
            throw UsageError(arguments.positionals.count < 2 ? "missing the definition file to test" : "app test takes one file", command: spec)
        }
        if arguments.has(.definition) { throw UsageError("--definition goes with app serve", command: spec) }
        let path = arguments.positionals[1]
        guard let (program, code) = CheckedProgram.load([path], context: context, useColor: useColor) else { return .noInput }
        if code != .success { return code }
        let root = (context.absolutePath(path) as NSString).standardizingPath
        var apps = program.apps.filter { app in
            guard case .exec? = app.handler else { return false }
            return (context.absolutePath(app.path) as NSString).standardizingPath == root
        }
        if let name = arguments.value(.app) {
            guard let chosen = apps.first(where: { $0.name == name }) else {
                var message = "\(path) declares no app '\(name)' with 'handler exec'"
                if let suggestion = Suggestions.closest(to: name, among: apps.map(\.name)) { message += "; did you mean '\(suggestion)'?" }
                throw UsageError(message, command: spec)
            }
            apps = [chosen]
        }
        guard !apps.isEmpty else {
            context.stderr.line("error: \(path) declares no app with 'handler exec' to test")
            return .dataError
        }
        let given = arguments.value(.state).map { URL(fileURLWithPath: context.absolutePath($0)) }
        let kits = apps.map { app in
            var kit = ConformanceKit(app: app, apps: program.apps, stateDirectory: given ?? ConformanceKit.scratchDirectory())
            kit.workingDirectory = context.currentDirectory
            return kit
        }
        defer {
            if given == nil { kits.forEach { try? FileManager.default.removeItem(at: $0.stateDirectory) } }
        }
        let reports = Reports()
        let outcome = Blocking.run(cancelOnInterrupt: true) {
            for kit in kits where !Task.isCancelled { reports.append(await kit.run()) }
            try Task.checkCancellation()
        }
        if case .failure = outcome {
            context.stderr.line("error: cancelled")
            return .cancelled
        }
        if arguments.has(.json) {
            context.stdout.line(json(reports.all))
        } else {
            let color = useColor && context.stdout.isTerminal
            for (index, report) in reports.all.enumerated() {
                context.stdout.write((index > 0 ? "\n" : "") + text(report, kit: kits[index], stateGiven: given != nil, color: color))
            }
        }
        return reports.all.allSatisfy(\.passed) ? .success : .checkFailed
    }

    /// The checklist of one app, a line per check, and the summary.
    static func text(_ report: ConformanceReport, kit: ConformanceKit, stateGiven: Bool, color: Bool) -> String {
        func paint(_ text: String, _ code: String) -> String { color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text }
        var text = "\(report.app): " + report.program.map { $0.contains(" ") ? "\"\($0)\"" : $0 }.joined(separator: " ")
            + (stateGiven ? ", state in \(kit.stateDirectory.path)" : ", in a scratch state folder") + "\n"
        for check in report.checks {
            text += "  " + (check.passed ? paint("✓", "32") : paint("✗", "31")) + " \(check.name): \(check.detail)\n"
        }
        let failed = report.checks.count { !$0.passed }
        if failed > 0 && !report.errorLines.isEmpty {
            let shown = report.errorLines.suffix(20)
            text += "  its standard error" + (shown.count < report.errorLines.count ? " (the last \(shown.count) lines)" : "") + ":\n"
            text += shown.map { "    " + $0 + "\n" }.joined()
        }
        let total = report.checks.count
        text += failed == 0 ? paint("\(report.app): all \(total) checks passed", "32") + "\n"
            : paint("\(report.app): \(failed) of \(total) checks failed", "31") + "\n"
        return text
    }

    static func json(_ reports: [ConformanceReport]) -> String {
        let apps: [[String: Any]] = reports.map { report in
            ["app": report.app, "program": report.program, "passed": report.passed, "stderr": report.errorLines,
             "checks": report.checks.map { ["check": $0.name, "passed": $0.passed, "detail": $0.detail] }]
        }
        let object: [String: Any] = ["passed": reports.allSatisfy(\.passed), "apps": apps]
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    final class Reports: @unchecked Sendable {
        private let lock = NSLock()
        private var list: [ConformanceReport] = []

        func append(_ report: ConformanceReport) { lock.withLock { list.append(report) } }
        var all: [ConformanceReport] { lock.withLock { list } }
    }

    // MARK: - flow app serve

    static func serve(_ arguments: ParsedArguments, context: CommandContext) throws(UsageError) -> ExitCode {
        guard arguments.positionals.count == 2 else {
            throw UsageError(arguments.positionals.count < 2 ? "missing the app to serve: " + Suggestions.list(BuiltinHandlers.names)
                             : "app serve takes one app", command: spec)
        }
        if arguments.has(.json) || arguments.value(.app) != nil { throw UsageError("--json and --app go with app test", command: spec) }
        let name = arguments.positionals[1]
        guard let source = BuiltinApps.source(named: name), let handler = BuiltinHandlers.handler(for: name) else {
            var message = "no built-in app named '\(name)'"
            if let suggestion = Suggestions.closest(to: name, among: BuiltinHandlers.names) { message += "; did you mean '\(suggestion)'?" }
            throw UsageError(message + "; built-in apps: " + Suggestions.list(BuiltinHandlers.names), command: spec)
        }
        if arguments.has(.definition) {
            context.stdout.write(servedDefinition(source, name: name))
            return .success
        }
        let workspace = Workspace { _ in nil }
        workspace.addRoot(source)
        let program = Compiler.compile(workspace)
        var registry = HandlerRegistry()
        guard let definition = program.apps.first(where: { $0.name == name }), (try? registry.register(handler, for: definition)) != nil else {
            context.stderr.line("error: the built-in \(name) does not match its definition")
            return .software
        }
        let stderr = context.stderr
        let handlerContext = HandlerContext(runID: "serve", stateDirectory: RunCommand.stateDirectory(arguments, context: context),
                                            log: { stderr.line($0) })
        let apps = program.apps
        let served = Blocking.run {
            var server = AppServer(definition: definition, apps: apps, handler: handler, context: handlerContext)
            if await !server.serve(input: 0, output: 1) { throw CancellationError() }
        }
        if case .failure = served { return .software }
        return .success
    }

    /// The built-in definition, its `handler builtin` replaced by a
    /// `handler exec` of this very flow program serving it.
    static func servedDefinition(_ source: SourceFile, name: String) -> String {
        let program = Bundle.main.executablePath ?? "flow"
        let exec = "handler exec \"\(program)\" \"app\" \"serve\" \"\(name)\""
        let lines = String(decoding: source.bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map { line in
            guard line.trimmingCharacters(in: .whitespaces) == "handler builtin" else { return String(line) }
            return line.prefix { $0 == " " } + exec
        }
        return "# \(name) served over the external handler protocol by 'flow app serve \(name)'\n"
            + "# (written by 'flow app serve \(name) --definition').\n" + lines.joined(separator: "\n")
    }
}
