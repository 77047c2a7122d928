import Foundation
import FlowCompiler
import FlowDiagnostics
import FlowRuntime
import FlowApps

/// Figures 5 and 6: a `handle` call to an external app that stays running,
/// as a step of `flow run` makes it (encode the values, write the line, the
/// app answers, read and decode the line, check it against the definition),
/// beside the same call to an in-process Swift handler; and the cold start
/// of such an app (spawn, handshake, first handle).
enum ExternalBenchmarks {
    /// A trivial intent: the text it is given, back.
    static func definition(program: String, arguments: [String]) -> String {
        """
        app Echo {
          handler exec \(([program] + arguments).map { "\"\($0)\"" }.joined(separator: " "))
          intent Ping {
            category generic
            param text: String {
              prompt "What?"
            }
            response {
              output echo: String
              success
            }
          }
        }
        """
    }

    /// The app in Python, the realistic case: the standard library only.
    static let echoApp = """
    import json, sys
    for line in sys.stdin:
        request = json.loads(line)
        method = request.get("method")
        if method == "shutdown":
            break
        if method == "initialize":
            result = {"protocol": 1}
        else:
            result = {"code": "success", "properties": {"echo": request["params"]["values"]["text"]}}
        sys.stdout.write(json.dumps({"jsonrpc": "2.0", "id": request["id"], "result": result}) + "\\n")
        sys.stdout.flush()
    """

    struct Latencies {
        var sorted: [Double]
        func percentile(_ fraction: Double) -> Double { sorted[Int(Double(sorted.count - 1) * fraction)] }
        var median: Double { percentile(0.5) }
    }

    /// `calls` timed calls of `handle`, after some to warm up.
    static func measure(calls: Int, _ handle: @escaping IntentHandler.Handle, context: HandlerContext) -> Latencies {
        let values: IntentValues = ["text": .string("soup")]
        return onRunExecutor {
            for _ in 0..<max(100, calls / 20) { _ = try? await handle(values, context) }
            var times: [Double] = []
            times.reserveCapacity(calls)
            for _ in 0..<calls {
                let start = DispatchTime.now().uptimeNanoseconds
                let response = try? await handle(values, context)
                times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
                precondition(response?.code == "success", "the app did not answer")
            }
            return Latencies(sorted: times.sorted())
        }
    }

    /// Runs async work where `flow run` runs a shortcut, and waits for it.
    static func onRunExecutor<T: Sendable>(_ work: @escaping @Sendable () async -> T) -> T {
        let semaphore = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var result: T?
        Task(executorPreference: RunExecutor.shared) {
            result = await work()
            semaphore.signal()
        }
        semaphore.wait()
        return result!
    }

    /// The external app's handler for `Echo.Ping` (or another app's intent), its program not started yet.
    static func connect(_ source: String, path: String, app: String, intent: String, state: URL) -> (ExternalApps, IntentHandler.Handle)? {
        let workspace = Workspace { _ in nil }
        workspace.addRoot(SourceFile(path: path, text: source))
        let program = Compiler.compile(workspace)
        guard !workspace.hasErrors else {
            let (file, diagnostics) = workspace.allDiagnostics.first { !$0.1.isEmpty }!
            FileHandle.standardError.write(Data(DiagnosticRenderer(useColor: false).render(diagnostics, in: file).utf8))
            return nil
        }
        var registry = HandlerRegistry()
        let apps = ExternalApps()
        guard (try? apps.register(in: &registry, apps: program.apps, stateDirectory: state, runID: "bench",
                                  log: RunLog(stateDirectory: state, runID: "bench"))) != nil,
              let handle = registry.handlers[app]?.intents[intent]?.handle else { return nil }
        return (apps, handle)
    }

    static func run(calls: Int, coldStarts: Int) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flow-bench-external-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = directory.appendingPathComponent("echo.py")
        try? echoApp.write(to: script, atomically: true, encoding: .utf8)
        let python = ["/usr/bin/python3", "/usr/local/bin/python3"].first(where: FileManager.default.isExecutableFile) ?? "/usr/bin/python3"
        let source = definition(program: python, arguments: [script.path])
        let path = directory.appendingPathComponent("echo.flow").path
        let context = HandlerContext(runID: "bench", stateDirectory: directory)

        let inProcess = IntentHandler { values, _ in IntentResponse(code: "success", properties: ["echo": values["text"] ?? .nothing]) }
        let baseline = measure(calls: calls, inProcess.handle, context: context)
        guard let (apps, handle) = connect(source, path: path, app: "Echo", intent: "Ping", state: directory) else {
            print("\nflow-bench: the Echo app could not be registered")
            return
        }
        let external = measure(calls: calls, handle, context: context)
        apps.close()

        print("")
        print("flow-bench: a handle call to an external app that stays running (a trivial intent), \(calls) calls after a warm-up")
        print(latencyRow("baseline: in-process Swift handler", baseline, baseline: baseline.median))
        print(latencyRow("external app: python3 echo.py", external, baseline: baseline.median))
        if let flow = RunBenchmarks.flowBinary {
            // Soup Chef's Swift handlers behind `flow app serve`: the host's side without Python's.
            if let (apps, handle) = connectServedSoupChef(flow: flow, state: directory) {
                let soup = measure(calls: calls, handle, context: context)
                apps.close()
                print(latencyRow("flow app serve SoupChef: ListToppings", soup, baseline: baseline.median))
            }
        }
        print("  target: median <= 200 µs for the external app: \(external.median <= 200e-6 ? "met" : "NOT met")")

        var starts: [Double] = []
        for _ in 0..<coldStarts {
            guard let (apps, handle) = connect(source, path: path, app: "Echo", intent: "Ping", state: directory) else { return }
            starts.append(onRunExecutor {
                let start = DispatchTime.now().uptimeNanoseconds
                _ = try? await handle(["text": .string("soup")], context)
                return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            })
            apps.close()
        }
        starts.sort()
        let pythonStart = RunBenchmarks.median(coldStarts, python, ["-c", "pass"])
        let pythonJSON = RunBenchmarks.median(coldStarts, python, ["-c", "import json, sys"])
        print("")
        print("flow-bench: cold start of an external app: spawn, handshake and the first handle, median of \(coldStarts)")
        print(RunBenchmarks.row("baseline: python3 -c pass", pythonStart, baseline: pythonStart))
        print(RunBenchmarks.row("python3 -c 'import json, sys'", pythonJSON, baseline: pythonStart))
        print(RunBenchmarks.row("python3 echo.py: first handle", starts[starts.count / 2], baseline: pythonStart))
    }

    /// Soup Chef served by `flow app serve`, its ListToppings (which answers three toppings) as the intent.
    static func connectServedSoupChef(flow: URL, state: URL) -> (ExternalApps, IntentHandler.Handle)? {
        guard let builtin = BuiltinApps.source(named: "SoupChef") else { return nil }
        let text = String(decoding: builtin.bytes, as: UTF8.self)
            .replacingOccurrences(of: "handler builtin", with: "handler exec \"\(flow.path)\" \"app\" \"serve\" \"SoupChef\"")
        guard let (apps, listToppings) = connect(text, path: state.appendingPathComponent("soupchef.flow").path, app: "SoupChef",
                                                 intent: "ListToppings", state: state) else { return nil }
        let soup = RuntimeValue.enumCase(.init(app: "SoupChef", enumName: "Soup", caseName: "tomatoSoup", displayName: "Tomato Soup"))
        return (apps, { _, context in try await listToppings(["soup": soup], context) })
    }

    static func latencyRow(_ name: String, _ latencies: Latencies, baseline: Double) -> String {
        func micro(_ seconds: Double) -> String { String(format: " %8.2f µs", seconds * 1e6) }
        return "  " + name.padding(toLength: 40, withPad: " ", startingAt: 0) + "median" + micro(latencies.median)
            + "  p90" + micro(latencies.percentile(0.9)) + "  p99" + micro(latencies.percentile(0.99))
            + String(format: "  %8.0fx baseline median", latencies.median / baseline)
    }
}
