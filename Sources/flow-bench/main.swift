import Foundation
import FlowCompiler
import FlowDiagnostics
import FlowSyntax

// flow-bench: performance figures, each beside a baseline measured in the
// same run so the ratio is stable across machines. Build with -c release:
//
//     swift run -c release flow-bench [--lines N] [--runs N] [--calls N] [--minutes N] [--events N] [--only NAME,...]
//
// --only picks figures by name: front-end, check, run, external, cron, suggest, daemon, deep, lsp, regex, json.
//
// Figure 1: `flow check` front-end throughput (lex + parse) on a generated
// file that uses every construct of the grammar. Target: 1,000,000 lines/s.
// Figure 2: `flow check` end to end (parse, check, build the step graph) on
// a generated program that checks cleanly. Target: 500,000 lines/s.
// Figures 3 and 4: `flow run` as a new process: a hello shortcut (target: a
// median of 15 ms), and a loop of 1,000,000 additions (target: faster than
// CPython, 50 times faster than bash). They need the flow binary beside
// flow-bench: `swift build -c release && .build/release/flow-bench`.
// Figures 5 and 6: a `handle` call to an external app that stays running
// (Python, a trivial intent; target: a median of 200 µs) beside the same call
// in process, and an external app's cold start (spawn, handshake, first handle).
// Figure 7 (cron): the next slot of 10,000 time triggers. Target: 50 ms.
// Figure 8 (suggest): `flow suggest` over a journal of 100,000 donations
// (target: 100 ms as a new process; needs the flow binary, as figures 3 and 4).
// Figures 9 to 12 (daemon): a `flow daemon` child with 10,000 automations: its
// memory (target 50 MB), post-to-run-start latency of `flow trigger` events
// (target p99 20 ms), throughput (target 2,000 events/s, each run once) and
// scheduling accuracy over `--minutes N` minute slots (default 3; target p99
// lateness 1 s). Needs the flow binary, as figures 3 and 4.
// Figure 13 (deep): `flow check` of one line holding a chain of 100,000 links
// (a property path, an operator chain, a template...), beside lex + parse of
// the same file. Target: 1 s and 200 MB each.
// Figures 14 to 16 (lsp): `flow lsp` on a 5,000-line file: diagnostics after a
// one-character change (target p95 30 ms), completion (target p95 10 ms) and
// the server's memory (target 100 MB). Needs the flow binary, as figures 3 and 4.
// Figure 17 (regex): Replace Text with a regular expression over 10 MB of text,
// beside python3's re.sub on the same text in the same run. Target: within 1.5x.
// Figure 18 (json): reading a 10 MB JSON document into run-time values with
// exact numbers, beside Python's json.loads of the same bytes (target: within 1.5x).

var lineTarget = 100_000
var runs = 7
var calls = 5_000
var minutes = 3
var events = 10_000
let figures = ["front-end", "check", "run", "external", "cron", "suggest", "daemon", "deep", "lsp", "regex", "json"]
var only = Set(figures)
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--lines": lineTarget = Int(arguments.popFirst() ?? "") ?? lineTarget
    case "--runs": runs = max(1, Int(arguments.popFirst() ?? "") ?? runs)
    case "--calls": calls = max(100, Int(arguments.popFirst() ?? "") ?? calls)
    case "--minutes": minutes = max(1, Int(arguments.popFirst() ?? "") ?? minutes)
    case "--events": events = max(100, Int(arguments.popFirst() ?? "") ?? events)
    case "--only":
        only = Set((arguments.popFirst() ?? "").split(separator: ",").map(String.init))
        if !only.isSubset(of: figures) || only.isEmpty { fallthrough }
    default:
        FileHandle.standardError.write(Data("usage: flow-bench [--lines N] [--runs N] [--calls N] [--minutes N] [--events N] [--only \(figures.joined(separator: ","))]\n".utf8))
        exit(64)
    }
}

let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// A throughput figure: its time, lines per second and the ratio to the baseline.
func throughputRow(_ name: String, _ seconds: Double, lines: Int, baseline: Double) -> String {
    let padded = name.padding(toLength: 34, withPad: " ", startingAt: 0)
    let perSecond = Int(Double(lines) / seconds).formatted(.number.grouping(.automatic)) + " lines/s"
    return "  \(padded)" + String(format: "%8.2f ms", seconds * 1000) + "  " + perSecond.padding(toLength: 20, withPad: " ", startingAt: 0)
        + String(format: "%7.1fx baseline time", seconds / baseline)
}

/// Baseline: what any tool must do with a file: split it into lines.
@MainActor func splitIntoLines(_ bytes: [UInt8]) -> Double {
    Stopwatch.best(of: runs) {
        var count = 0
        for line in bytes.split(separator: 0x0A, omittingEmptySubsequences: false) { count &+= line.count }
        return count
    }
}

@MainActor func frontEnd() {
    guard let corpus = BenchCorpus.generate(root: root, lines: lineTarget) else {
        FileHandle.standardError.write(Data("flow-bench: no fixtures or Workflows/ found under \(root.path); run it from a checkout\n".utf8))
        exit(66)
    }
    let file = SourceFile(path: "bench.flow", bytes: corpus.bytes)
    let check = Parser.parse(file)
    guard !check.hasErrors else {
        FileHandle.standardError.write(Data(DiagnosticRenderer(useColor: false).render(check.diagnostics.diagnostics, in: file).utf8))
        exit(70)
    }
    let baseline = splitIntoLines(corpus.bytes)
    let lexing = Stopwatch.best(of: runs) {
        var bag = DiagnosticBag()
        return Lexer.lex(SourceFile(path: "bench.flow", bytes: corpus.bytes), diagnostics: &bag).tokens.count
    }
    let parsing = Stopwatch.best(of: runs) {
        Parser.parse(SourceFile(path: "bench.flow", bytes: corpus.bytes)).syntax.declarations.count
    }
    print("flow-bench: front end on a generated file of \(corpus.lineCount) lines (\(corpus.bytes.count / 1024) KiB), every construct, best of \(runs)")
    print(throughputRow("baseline: split into lines", baseline, lines: corpus.lineCount, baseline: baseline))
    print(throughputRow("lex", lexing, lines: corpus.lineCount, baseline: baseline))
    print(throughputRow("lex + parse (flow check front end)", parsing, lines: corpus.lineCount, baseline: baseline))
    print("  target: lex + parse >= 1,000,000 lines/s: \(Double(corpus.lineCount) / parsing >= 1_000_000 ? "met" : "NOT met")")
}

@MainActor func checkEndToEnd() {
    guard let program = CheckCorpus.generate(root: root, lines: lineTarget) else {
        FileHandle.standardError.write(Data("flow-bench: no Workflows/ found under \(root.path)\n".utf8))
        exit(66)
    }
    func compileProgram() -> ProgramGraph {
        let workspace = Workspace { _ in nil }
        workspace.addRoot(SourceFile(path: "program.flow", bytes: program.bytes))
        let graph = Compiler.compile(workspace)
        if workspace.hasErrors {
            let (file, diagnostics) = workspace.allDiagnostics.first { !$0.1.isEmpty }!
            FileHandle.standardError.write(Data(DiagnosticRenderer(useColor: false).render(Array(diagnostics.prefix(3)), in: file).utf8))
            exit(70)
        }
        return graph
    }
    _ = compileProgram()
    let baseline = splitIntoLines(program.bytes)
    let checking = Stopwatch.best(of: runs) { compileProgram().shortcuts.count }
    print("")
    print("flow-bench: check and build the step graph, a generated program of \(program.lineCount) lines (\(program.bytes.count / 1024) KiB) that checks cleanly, best of \(runs)")
    print(throughputRow("baseline: split into lines", baseline, lines: program.lineCount, baseline: baseline))
    print(throughputRow("parse + check + graph (flow check)", checking, lines: program.lineCount, baseline: baseline))
    print("  target: check end to end >= 500,000 lines/s: \(Double(program.lineCount) / checking >= 500_000 ? "met" : "NOT met")")
}

if only.contains("front-end") { frontEnd() }
if only.contains("check") { checkEndToEnd() }
if only.contains("run") { RunBenchmarks.run(runs: runs) }
if only.contains("external") { ExternalBenchmarks.run(calls: calls, coldStarts: max(runs, 15)) }
if only.contains("cron") { CronBenchmark.run(runs: runs) }
if only.contains("suggest") { SuggestBenchmarks.run(runs: runs) }
if only.contains("daemon") { DaemonBenchmarks.run(minutes: minutes, events: events) }
if only.contains("deep") { DeepBenchmarks.run(runs: runs) }
if only.contains("lsp") { LanguageServerBenchmarks.run(changes: 200) }
if only.contains("regex") { RegexBenchmarks.run(runs: runs) }
if only.contains("json") { JSONBenchmark.run(runs: runs) }
