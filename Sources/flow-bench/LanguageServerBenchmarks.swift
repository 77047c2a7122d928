import Foundation
import FlowLanguageServer
#if canImport(Glibc)
import Glibc
#endif

/// Figures 14 to 16 (`--only lsp`): `flow lsp` as an editor runs it, a child
/// process spoken to over pipes, on a generated file of 5,000 lines (250
/// shortcuts that check cleanly) using Soup Chef.
///
/// - Diagnostics after a one-character change: `didChange` inserting or
///   removing one letter of a name (so the file alternates between one error
///   and none), timed to the `publishDiagnostics` of that version. Target:
///   p95 30 ms.
/// - Completion, rotating over the kinds a person types: a property in a
///   template (`${order.|`), an enum case (`soup: .|`), an intent
///   (`SoupChef.|`) and a name in scope (`quantity: people|`). Target: p95 10 ms.
/// - Memory: the server's VmRSS and VmHWM after all that. Target: 100 MB.
///
/// Baseline: a request the server answers at once (an unknown method: framing,
/// JSON and the pipes' round trip), and for memory a server with nothing open.
enum LanguageServerBenchmarks {
    static let shortcuts = 250

    static func run(changes: Int) {
        guard let flow = RunBenchmarks.flowBinary else {
            print("\nflow-bench: the lsp figures need the flow binary beside flow-bench: swift build -c release, then .build/release/flow-bench")
            return
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flow-bench-lsp-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = corpus()
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let uri = URL(fileURLWithPath: folder.appendingPathComponent("lunch.flow").path).absoluteString

        guard let idle = Server(flow: flow.path), let server = Server(flow: flow.path) else {
            print("\nflow-bench: could not start flow lsp")
            return
        }
        defer { idle.stop(); server.stop() }
        idle.initialize(folder)
        let idleMemory = idle.memory()
        server.initialize(folder)
        var baseline: [Double] = []
        for _ in 0..<200 { baseline.append(server.time(method: "flow/nothing", params: "{}")) }

        server.notify("textDocument/didOpen", #"{"textDocument":{"uri":"\#(uri)","languageId":"flow","version":1,"text":\#(json(text))}}"#)
        _ = server.waitForDiagnostics(version: 1)

        // One letter added to `people` in `quantity: people`, then taken away, in shortcut after shortcut.
        var diagnostics: [Double] = []
        var version = 1
        let peopleLines = lines.indices.filter { lines[$0].contains("quantity: people)") }
        for index in 0..<changes {
            let line = peopleLines[(index / 2 * 7) % peopleLines.count]
            let character = lines[line].utf16.count - 1  // before the ')'
            version += 1
            let change = index % 2 == 0
                ? #"{"range":{"start":{"line":\#(line),"character":\#(character)},"end":{"line":\#(line),"character":\#(character)}},"text":"x"}"#
                : #"{"range":{"start":{"line":\#(line),"character":\#(character)},"end":{"line":\#(line),"character":\#(character + 1)}},"text":""}"#
            let start = DispatchTime.now().uptimeNanoseconds
            server.notify("textDocument/didChange", #"{"textDocument":{"uri":"\#(uri)","version":\#(version)},"contentChanges":[\#(change)]}"#)
            guard server.waitForDiagnostics(version: version) else {
                print("\nflow-bench: no diagnostics for version \(version)")
                return
            }
            diagnostics.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }

        // Completion at the four kinds of place, in shortcut after shortcut.
        var places: [(line: Int, character: Int)] = []
        for (number, line) in lines.enumerated() {
            let text = String(line)
            if let range = text.range(of: "${order.") { places.append((number, text.utf16.distance(from: text.startIndex, to: range.upperBound))) }
            if let range = text.range(of: "soup: .") { places.append((number, text.utf16.distance(from: text.startIndex, to: range.upperBound))) }
            if let range = text.range(of: "SoupChef.") { places.append((number, text.utf16.distance(from: text.startIndex, to: range.upperBound))) }
            if let range = text.range(of: "quantity: people") { places.append((number, text.utf16.distance(from: text.startIndex, to: range.upperBound))) }
        }
        var completion: [Double] = []
        var empty = 0
        for index in 0..<max(changes, 200) {
            let place = places[(index * 13) % places.count]
            let params = #"{"textDocument":{"uri":"\#(uri)"},"position":{"line":\#(place.line),"character":\#(place.character)}}"#
            let (seconds, body) = server.timed(method: "textDocument/completion", params: params)
            completion.append(seconds)
            if !String(decoding: body, as: UTF8.self).contains(#""label""#) { empty += 1 }
        }
        let memory = server.memory()

        baseline.sort()
        diagnostics.sort()
        completion.sort()
        print("")
        print("flow-bench: flow lsp on a generated file of \(lines.count) lines (\(text.utf8.count / 1024) KiB, \(shortcuts) shortcuts), a child process over pipes")
        print(DaemonBenchmarks.percentileRow("baseline: a request answered at once", baseline, baseline: baseline).replacingOccurrences(of: "p99", with: "p95"))
        print(row("diagnostics after a 1-character change", diagnostics, baseline: baseline))
        print(row("completion (\(places.count) places, 4 kinds)", completion, baseline: baseline))
        print("  " + "baseline: flow lsp with nothing open".padding(toLength: 40, withPad: " ", startingAt: 0) + DaemonBenchmarks.memoryText(idleMemory))
        print(DaemonBenchmarks.memoryRow("flow lsp after the above", memory, baseline: idleMemory))
        if empty > 0 { print("  (\(empty) completions came back empty)") }
        let p95Diagnostics = DaemonBenchmarks.percentile(diagnostics, 0.95)
        let p95Completion = DaemonBenchmarks.percentile(completion, 0.95)
        print("  target: diagnostics p95 <= 30 ms: \(p95Diagnostics <= 0.030 ? "met" : "NOT met"); completion p95 <= 10 ms: \(p95Completion <= 0.010 ? "met" : "NOT met"); memory <= 100 MB: \(memory.rss <= 100 * 1024 ? "met" : "NOT met")")
    }

    /// p50, p95 and max, and p50 against the baseline's.
    static func row(_ name: String, _ sorted: [Double], baseline: [Double]) -> String {
        "  " + name.padding(toLength: 40, withPad: " ", startingAt: 0)
            + String(format: "p50 %8.2f ms  p95 %8.2f ms  max %8.2f ms  %6.1fx baseline p50", DaemonBenchmarks.percentile(sorted, 0.5) * 1000,
                     DaemonBenchmarks.percentile(sorted, 0.95) * 1000, (sorted.last ?? .nan) * 1000,
                     DaemonBenchmarks.percentile(sorted, 0.5) / DaemonBenchmarks.percentile(baseline, 0.5))
    }

    /// 250 shortcuts of 20 lines: names, a loop, a branch, templates with property paths, an intent.
    static func corpus() -> String {
        var text = "use SoupChef\n"
        for index in 0..<shortcuts {
            text += """

            shortcut "Lunch \(index)" (people: Integer = 2, budget: CurrencyAmount = $25) {
              requires message
              let order = SoupChef.OrderSoup(soup: .clamChowder, quantity: people)
              let names = ["Amy", "John", "Sam"]
              var count = 0
              for name in names {
                count += 1
                show-result("${name}: ${order.total} (${count} of ${names.count})")
              }
              if order.total > budget {
                show-result("Over budget: ${order.total}")
              } else {
                send-message(to: "John Appleseed", text: "Lunch ${order} is ready in ${order.estimatedTime}")
              }
              repeat people {
                show-result("bowl ${repeatIndex}")
              }
              output order
            }

            """
        }
        return text
    }

    static func json(_ text: String) -> String {
        String(decoding: try! JSONSerialization.data(withJSONObject: text, options: .fragmentsAllowed), as: UTF8.self)
    }

    /// `flow lsp` as a child with its standard input and output on pipes.
    final class Server {
        let pid: pid_t
        let input: Int32
        let output: Int32
        var reader = MessageReader()
        var nextID = 1

        init?(flow: String) {
            var toChild: [Int32] = [0, 0], fromChild: [Int32] = [0, 0]
            guard pipe(&toChild) == 0, pipe(&fromChild) == 0 else { return nil }
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_adddup2(&actions, toChild[0], 0)
            posix_spawn_file_actions_adddup2(&actions, fromChild[1], 1)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
            for descriptor in toChild + fromChild { posix_spawn_file_actions_addclose(&actions, descriptor) }
            let argv: [UnsafeMutablePointer<CChar>?] = [strdup(flow), strdup("lsp"), nil]
            defer { argv.forEach { free($0) } }
            var pid: pid_t = 0
            // The root folder comes with `initialize`, as from an editor.
            let spawned = posix_spawn(&pid, flow, &actions, nil, argv, environ)
            close(toChild[0])
            close(fromChild[1])
            guard spawned == 0 else { return nil }
            self.pid = pid
            input = toChild[1]
            output = fromChild[0]
        }

        func send(_ json: String) {
            let bytes = MessageReader.frame(Array(json.utf8))
            var offset = 0
            while offset < bytes.count {
                let written = bytes[offset...].withUnsafeBufferPointer { write(input, $0.baseAddress, $0.count) }
                if written <= 0 { return }
                offset += written
            }
        }

        func notify(_ method: String, _ params: String) { send(#"{"jsonrpc":"2.0","method":"\#(method)","params":\#(params)}"#) }

        /// The next message's body, reading as needed.
        func nextMessage() -> [UInt8]? {
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                if let frame = reader.next() {
                    if case .message(let body) = frame { return body }
                    continue
                }
                let count = read(output, &chunk, chunk.count)
                guard count > 0 else { return nil }
                reader.append(chunk[0..<count])
            }
        }

        /// Seconds from sending a request to its answer, and the answer.
        func timed(method: String, params: String) -> (Double, [UInt8]) {
            let id = nextID
            nextID += 1
            let marker = Array(#""id":\#(id),"#.utf8)
            let start = DispatchTime.now().uptimeNanoseconds
            send(#"{"jsonrpc":"2.0","id":\#(id),"method":"\#(method)","params":\#(params)}"#)
            while let body = nextMessage() {
                if body.starts(with: Array(#"{"#.utf8)), contains(body, marker), !contains(body, Array(#""method""#.utf8)) {
                    return (Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9, body)
                }
            }
            return (.nan, [])
        }

        func time(method: String, params: String) -> Double { timed(method: method, params: params).0 }

        func initialize(_ folder: URL) {
            _ = timed(method: "initialize", params: #"{"rootUri":"\#(folder.absoluteString)","capabilities":{}}"#)
            notify("initialized", "{}")
        }

        func waitForDiagnostics(version: Int) -> Bool {
            let marker = Array(#""version":\#(version)}"#.utf8)
            while let body = nextMessage() {
                if contains(body, Array("publishDiagnostics".utf8)) && contains(body, marker) { return true }
            }
            return false
        }

        func contains(_ body: [UInt8], _ needle: [UInt8]) -> Bool {
            guard needle.count <= body.count else { return false }
            for start in 0...(body.count - needle.count) where body[start] == needle[0] && Array(body[start..<(start + needle.count)]) == needle { return true }
            return false
        }

        func memory() -> (rss: Int, peak: Int) { DaemonBenchmarks.Child(pid: pid, log: URL(fileURLWithPath: "/dev/null")).memory() }

        func stop() {
            send(#"{"jsonrpc":"2.0","id":0,"method":"shutdown"}"#)
            notify("exit", "null")
            close(input)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
            close(output)
        }
    }
}
