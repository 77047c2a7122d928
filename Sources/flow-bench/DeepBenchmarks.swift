import Foundation
import FlowCompiler
import FlowDiagnostics
import FlowSyntax
#if canImport(Glibc)
import Glibc
#endif

/// Figure 13 (deep): one line holding a chain of 100,000 links. Deep chains
/// (a property path, an operator chain, prefix runs) pass the nesting limit
/// and must end in one diagnostic, flat ones (a template, a list) are legal;
/// either way `flow check` must take time and memory linear in the length.
/// Each is timed in process beside lex + parse of the same file (the ratio
/// says whether checking stays within a constant of reading), and as a new
/// `flow check` process with its peak memory. Target: <= 1 s and <= 200 MB.
enum DeepBenchmarks {
    static let length = 100_000

    static func showing(_ expression: String) -> String {
        "shortcut \"Deep\" {\n  let x = [1]\n  show-result(" + expression + ")\n}\n"
    }

    static let shapes: [(name: String, text: String)] = [
        ("property path x.count.count...", showing("x" + String(repeating: ".count", count: length))),
        ("operator chain 1 + 1 + ...", showing("1" + String(repeating: " + 1", count: length))),
        ("prefix run not not ...", showing(String(repeating: "not ", count: length) + "true")),
        ("template \"${x}${x}...\"", showing("\"" + String(repeating: "${x}", count: length) + "\"")),
        ("list [1, 1, ...]", showing("[" + String(repeating: "1, ", count: length) + "1]")),
    ]

    static func run(runs: Int) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flow-bench-deep-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let flow = RunBenchmarks.flowBinary
        print("")
        print("flow-bench: one line holding a chain of \(length.formatted(.number.grouping(.automatic))) links, best of \(runs); "
              + "flow check as a new process with its peak memory")
        var met = true
        for (index, shape) in shapes.enumerated() {
            let bytes = Array(shape.text.utf8)
            let parsing = Stopwatch.best(of: runs) {
                Parser.parse(SourceFile(path: "deep.flow", bytes: bytes)).syntax.declarations.count
            }
            var errors = 0
            let checking = Stopwatch.best(of: runs) {
                let workspace = Workspace { _ in nil }
                workspace.addRoot(SourceFile(path: "deep.flow", bytes: bytes))
                let program = Compiler.compile(workspace)
                errors = workspace.allDiagnostics.flatMap(\.1).count { $0.severity == .error }
                return program.shortcuts.count
            }
            let verdict = errors == 0 ? "checks" : "\(errors) error\(errors == 1 ? "" : "s")"
            var row = "  " + shape.name.padding(toLength: 32, withPad: " ", startingAt: 0)
                + String(format: "lex + parse %7.2f ms  check %7.2f ms %6.1fx lex + parse", parsing * 1000, checking * 1000, checking / parsing)
                + "  (\(verdict))"
            if let flow {
                let file = directory.appendingPathComponent("deep-\(index).flow")
                try? Data(bytes).write(to: file)
                let (seconds, peak) = measure(flow.path, ["check", "--color", "never", file.path])
                row += String(format: "; flow check %7.2f ms, %5.1f MB", seconds * 1000, Double(peak) / 1_048_576)
                if seconds > 1 || peak > 200 * 1_048_576 { met = false }
            }
            print(row)
        }
        if flow == nil {
            print("  (the flow check process figures need the flow binary beside flow-bench: swift build -c release)")
        } else {
            print("  target: each flow check <= 1 s and <= 200 MB: \(met ? "met" : "NOT met")")
        }
    }

    /// Wall time and peak resident memory (bytes) of one run of a command,
    /// its output discarded; `wait4` gives the child's own peak.
    static func measure(_ executable: String, _ arguments: [String]) -> (Double, Int) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let start = DispatchTime.now().uptimeNanoseconds
        guard posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else { return (.infinity, 0) }
        var status: Int32 = 0
        var usage = rusage()
        wait4(pid, &status, 0, &usage)
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        // Linux reports ru_maxrss in KiB.
        return (seconds, usage.ru_maxrss * 1024)
    }
}
