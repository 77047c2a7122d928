import Foundation
import Testing
import FlowTestSupport
import FlowDiagnostics
@testable import FlowCompiler

/// The checker, like the parser, must survive anything: random byte edits of
/// the examples and checker fixtures are compiled (with every `use` resolved
/// against the fixtures), and each must finish with diagnostics, never trap,
/// and leave graphs that keep their invariants. Seeded; `FLOW_FUZZ_SEED`
/// reproduces a failure and `FLOW_FUZZ_INPUTS` runs longer.
@Suite struct CheckerFuzzTests {
    static let environment = ProcessInfo.processInfo.environment
    static let seed = UInt64(environment["FLOW_FUZZ_SEED"] ?? "") ?? 20_261_122
    static let inputCount = max(5_000, Int(environment["FLOW_FUZZ_INPUTS"] ?? "") ?? 5_000)

    static var corpus: [(String, [UInt8])] {
        (flowFiles(in: packageRoot.appendingPathComponent("Workflows")) + flowFiles(in: fixturesDirectory.appendingPathComponent("valid")))
            .map { ($0.deletingLastPathComponent().path, (try? Array(Data(contentsOf: $0))) ?? []) }
    }

    static func mutate(_ input: [UInt8], using generator: inout SeededGenerator) -> [UInt8] {
        Mutations.words(input, using: &generator)
    }

    /// Async so it can yield: a long CPU-bound loop must not hold the test
    /// pool's threads while other tests wait on timers.
    @Test func mutatedProgramsNeverTrapTheChecker() async throws {
        let corpus = Self.corpus
        try #require(!corpus.isEmpty)
        var generator = SeededGenerator(seed: Self.seed)
        var checked = 0
        for number in 0..<Self.inputCount {
            if number % 500 == 0 { await Task.yield() }
            let (directory, original) = corpus[number % corpus.count]
            let input = Self.mutate(original, using: &generator)
            let workspace = Workspace { path in FileManager.default.contents(atPath: path).map(Array.init) }
            workspace.addRoot(SourceFile(path: directory + "/fuzz.flow", bytes: input))
            let program = Compiler.compile(workspace)
            if !workspace.units.values.contains(where: { $0.parse.hasErrors }) { checked += 1 }
            for graph in program.shortcuts + program.automations.compactMap(\.steps) where !workspace.hasErrors {
                let problems = GraphInvariants.violations(graph)
                if !problems.isEmpty {
                    Issue.record("input \(number) (seed \(Self.seed)): \(problems)\n\(String(decoding: input, as: UTF8.self))")
                    return
                }
            }
        }
        // Most inputs must get past the parser, or this tests only the parser again.
        #expect(checked > Self.inputCount / 4, "only \(checked) inputs reached the checker")
    }
}
