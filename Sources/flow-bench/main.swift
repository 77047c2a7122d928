import Foundation
import FlowCompiler
import FlowDiagnostics
import FlowSyntax

// flow-bench: performance figures, each beside a baseline measured in the
// same run so the ratio is stable across machines. Build with -c release:
//
//     swift run -c release flow-bench [--lines N] [--runs N] [--only NAMES]
//
// Figure 1 (front-end): `flow check` front-end throughput (lex + parse) on a
// generated file that uses every construct of the grammar. Target: 1,000,000 lines/s.
// Figure 2 (check): `flow check` end to end (parse, check, build the step
// graph) on a generated program that checks cleanly. Target: 500,000 lines/s.
// Figures 3 and 4 (run): `flow run` as a new process: a hello shortcut
// (target: a median of 15 ms), and a loop of 1,000,000 additions (target:
// faster than CPython, 50 times faster than bash).
// Figure 5 (suggest): `flow suggest` over a journal of 100,000 donations
// (target: 100 ms as a new process).
// Figures 3 to 5 need the flow binary beside flow-bench:
// `swift build -c release && .build/release/flow-bench`. `--only
// suggest,run` runs only those figures (front-end, check, run, suggest).

var lineTarget = 100_000
var runs = 7
let figures = ["front-end", "check", "run", "suggest"]
var only = Set(figures)
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--lines": lineTarget = Int(arguments.popFirst() ?? "") ?? lineTarget
    case "--runs": runs = max(1, Int(arguments.popFirst() ?? "") ?? runs)
    case "--only":
        only = Set((arguments.popFirst() ?? "").split(separator: ",").map(String.init))
        guard only.isSubset(of: figures), !only.isEmpty else {
            FileHandle.standardError.write(Data("flow-bench: --only takes some of \(figures.joined(separator: ","))\n".utf8))
            exit(64)
        }
    default:
        FileHandle.standardError.write(Data("usage: flow-bench [--lines N] [--runs N] [--only front-end,check,run,suggest]\n".utf8))
        exit(64)
    }
}

let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Figure 1: lexing and parsing a generated file.
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

    let baseline = Stopwatch.best(of: runs) {
        // Baseline: what any tool must do with the file: split it into lines.
        var count = 0
        for line in corpus.bytes.split(separator: 0x0A, omittingEmptySubsequences: false) { count &+= line.count }
        return count
    }
    let lexing = Stopwatch.best(of: runs) {
        var bag = DiagnosticBag()
        return Lexer.lex(SourceFile(path: "bench.flow", bytes: corpus.bytes), diagnostics: &bag).tokens.count
    }
    let parsing = Stopwatch.best(of: runs) {
        Parser.parse(SourceFile(path: "bench.flow", bytes: corpus.bytes)).syntax.declarations.count
    }

    let lines = Double(corpus.lineCount)
    func rate(_ seconds: Double) -> String {
        let perSecond = Int(lines / seconds)
        return perSecond.formatted(.number.grouping(.automatic)) + " lines/s"
    }
    func row(_ name: String, _ seconds: Double) -> String {
        let padded = name.padding(toLength: 34, withPad: " ", startingAt: 0)
        let time = String(format: "%8.2f ms", seconds * 1000)
        let ratio = String(format: "%7.1fx baseline time", seconds / baseline)
        return "  \(padded)\(time)  \(rate(seconds).padding(toLength: 20, withPad: " ", startingAt: 0))\(ratio)"
    }

    print("flow-bench: front end on a generated file of \(corpus.lineCount) lines (\(corpus.bytes.count / 1024) KiB), every construct, best of \(runs)")
    print(row("baseline: split into lines", baseline))
    print(row("lex", lexing))
    print(row("lex + parse (flow check front end)", parsing))
    let target = 1_000_000.0
    let met = lines / parsing >= target
    print("  target: lex + parse >= 1,000,000 lines/s: \(met ? "met" : "NOT met")")
}

/// Figure 2: checking a generated program and building its graph.
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
    let programBaseline = Stopwatch.best(of: runs) {
        var count = 0
        for line in program.bytes.split(separator: 0x0A, omittingEmptySubsequences: false) { count &+= line.count }
        return count
    }
    let checking = Stopwatch.best(of: runs) { compileProgram().shortcuts.count }
    let programLines = Double(program.lineCount)
    print("")
    print("flow-bench: check and build the step graph, a generated program of \(program.lineCount) lines (\(program.bytes.count / 1024) KiB) that checks cleanly, best of \(runs)")
    func programRow(_ name: String, _ seconds: Double) -> String {
        let padded = name.padding(toLength: 34, withPad: " ", startingAt: 0)
        let perSecond = Int(programLines / seconds).formatted(.number.grouping(.automatic)) + " lines/s"
        return "  \(padded)" + String(format: "%8.2f ms", seconds * 1000) + "  " + perSecond.padding(toLength: 20, withPad: " ", startingAt: 0)
            + String(format: "%7.1fx baseline time", seconds / programBaseline)
    }
    print(programRow("baseline: split into lines", programBaseline))
    print(programRow("parse + check + graph (flow check)", checking))
    print("  target: check end to end >= 500,000 lines/s: \(programLines / checking >= 500_000 ? "met" : "NOT met")")
}

if only.contains("front-end") { frontEnd() }
if only.contains("check") { checkEndToEnd() }
if only.contains("run") { RunBenchmarks.run(runs: runs) }
if only.contains("suggest") { SuggestBenchmarks.run(runs: runs) }
