import Foundation
import Testing
import FlowTestSupport
import FlowDiagnostics
@testable import FlowSyntax

/// Bounded mutation fuzzing: random byte edits of every fixture and example,
/// at least 20,000 inputs per run, seeded so a failure reproduces.
///
/// Each input must parse (returning, not trapping), every diagnostic must
/// point inside the file and render, and an input that parses cleanly must
/// format idempotently. To reproduce a failure, set `FLOW_FUZZ_SEED` to the
/// seed it prints; `FLOW_FUZZ_INPUTS` raises the count for a longer run.
@Suite struct MutationFuzzTests {
    static let environment = ProcessInfo.processInfo.environment
    static let seed = UInt64(environment["FLOW_FUZZ_SEED"] ?? "") ?? 20_261_121
    static let inputCount = max(20_000, Int(environment["FLOW_FUZZ_INPUTS"] ?? "") ?? 20_000)

    static var corpus: [[UInt8]] {
        (flowFiles(in: fixturesDirectory) + flowFiles(in: packageRoot.appendingPathComponent("Workflows"))).map(read)
    }

    static func mutate(_ input: [UInt8], using generator: inout SeededGenerator) -> [UInt8] {
        Mutations.bytes(input, using: &generator)
    }

    /// Async so it can yield: a long CPU-bound loop must not hold the test
    /// pool's threads while other tests wait on timers.
    @Test func mutatedInputsNeverTrap() async throws {
        let corpus = Self.corpus
        try #require(!corpus.isEmpty, "no fixtures or examples to mutate")
        var generator = SeededGenerator(seed: Self.seed)
        var withErrors = 0
        for number in 0..<Self.inputCount {
            if number % 500 == 0 { await Task.yield() }
            let input = Self.mutate(corpus[number % corpus.count], using: &generator)
            let result = Parser.parse(SourceFile(path: "fuzz.flow", bytes: input))
            for diagnostic in result.diagnostics.diagnostics {
                guard diagnostic.range.start >= 0, diagnostic.range.end <= input.count else {
                    Issue.record("input \(number) (seed \(Self.seed)): diagnostic \(diagnostic.id) outside the file")
                    return
                }
            }
            _ = rendered(result)
            if result.hasErrors {
                withErrors += 1
            } else if let once = Formatter.format(result) {
                let again = Formatter.format(Parser.parse(SourceFile(path: "fuzz.flow", text: once)))
                if again != once {
                    Issue.record("input \(number) (seed \(Self.seed)): formatting is not idempotent:\n\(String(decoding: input, as: UTF8.self))")
                    return
                }
            }
        }
        // Most edits should break something; if none did, the fuzzer is not fuzzing.
        #expect(withErrors > Self.inputCount / 4)
    }
}
