import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Figures 3 and 4: `flow run` as a person runs it, a separate process
/// spawned each time, beside the same work in Python and bash.
enum RunBenchmarks {
    /// The `flow` executable built next to this one (`swift build -c release`).
    static var flowBinary: URL? {
        let here = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        let candidate = here.appendingPathComponent("flow")
        return FileManager.default.isExecutableFile(atPath: candidate.path) ? candidate : nil
    }

    /// Seconds for one run of a command, its output discarded. posix_spawn and
    /// waitpid directly: Foundation's Process waits by polling, which would
    /// add tens of milliseconds to every figure.
    static func time(_ executable: String, _ arguments: [String]) -> Double {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let start = DispatchTime.now().uptimeNanoseconds
        guard posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else { return .infinity }
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    static func median(_ runs: Int, _ executable: String, _ arguments: [String]) -> Double {
        let times = (0..<runs).map { _ in time(executable, arguments) }.sorted()
        return times[times.count / 2]
    }

    static func run(runs: Int) {
        guard let flow = flowBinary else {
            print("\nflow-bench: `flow run` figures need the flow binary beside flow-bench: swift build -c release, then .build/release/flow-bench")
            return
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flow-bench-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let hello = directory.appendingPathComponent("hello.flow")
        let loop = directory.appendingPathComponent("loop.flow")
        try? "shortcut \"Hello\" {\n  show-result(\"hi\")\n}\n".write(to: hello, atomically: true, encoding: .utf8)
        try? "shortcut \"Loop\" {\n  var total = 0\n  repeat 1_000_000 {\n    total = total + repeatIndex % 7\n  }\n  output total\n}\n"
            .write(to: loop, atomically: true, encoding: .utf8)
        let python = ["/usr/bin/python3", "/usr/local/bin/python3"].first(where: FileManager.default.isExecutableFile) ?? "/usr/bin/env"
        let pythonArguments = python == "/usr/bin/env" ? ["python3"] : []
        let samples = max(runs, 15)

        let helloFlow = median(samples, flow.path, ["run", "--state", directory.path, hello.path])
        let helloPython = median(samples, python, pythonArguments + ["-c", "print(\"hi\")"])
        print("")
        print("flow-bench: flow run of a hello shortcut, a new process each time, median of \(samples)")
        print(row("baseline: python3 -c 'print(\"hi\")'", helloPython, baseline: helloPython))
        print(row("flow run hello.flow", helloFlow, baseline: helloPython))
        print("  target: median <= 15 ms: \(helloFlow <= 0.015 ? "met" : "NOT met")")

        let loopFlow = median(3, flow.path, ["run", "--state", directory.path, loop.path])
        let loopPython = median(3, python, pythonArguments + ["-c", "total = 0\nfor i in range(1, 1000001):\n    total = total + i % 7\nprint(total)"])
        let loopBash = median(1, "/bin/bash", ["-c", "total=0; for ((i=1; i<=1000000; i++)); do total=$((total + i % 7)); done; echo $total"])
        print("")
        print("flow-bench: a loop of 1,000,000 additions into a variable, a new process each time")
        print(row("baseline: CPython", loopPython, baseline: loopPython))
        print(row("bash", loopBash, baseline: loopPython))
        print(row("flow run loop.flow", loopFlow, baseline: loopPython))
        print("  target: faster than CPython: \(loopFlow < loopPython ? "met" : "NOT met"); at least 50x faster than bash: "
              + String(format: "%.1fx, ", loopBash / loopFlow) + (loopBash / loopFlow >= 50 ? "met" : "NOT met"))
    }

    static func row(_ name: String, _ seconds: Double, baseline: Double) -> String {
        "  " + name.padding(toLength: 38, withPad: " ", startingAt: 0) + String(format: "%9.2f ms  %7.2fx baseline time", seconds * 1000, seconds / baseline)
    }
}
