import Foundation
import Testing
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

    /// Bytes that matter to the lexer, so edits hit interesting paths.
    static let interesting: [UInt8] = Array("{}()[]\"'$#\\\n;:,.-=<>!0123456789 aZ_".utf8) + [0, 0xC3, 0xFF, 0xE2, 0x80]

    static func mutate(_ input: [UInt8], using generator: inout SeededGenerator) -> [UInt8] {
        var bytes = input
        let edits = Int.random(in: 1...8, using: &generator)
        for _ in 0..<edits {
            let position = bytes.isEmpty ? 0 : Int.random(in: 0..<bytes.count, using: &generator)
            let byte = Bool.random(using: &generator)
                ? interesting.randomElement(using: &generator)!
                : UInt8.random(in: 0...255, using: &generator)
            switch Int.random(in: 0..<6, using: &generator) {
            case 5:
                // A long run of one byte: huge numbers, deep nesting, long lines.
                bytes.insert(contentsOf: repeatElement(byte, count: Int.random(in: 10...200, using: &generator)), at: position)
            case 0 where !bytes.isEmpty: bytes[position] = byte
            case 1: bytes.insert(byte, at: position)
            case 2 where !bytes.isEmpty: bytes.remove(at: position)
            case 3 where bytes.count > 2:
                // Duplicate or delete a slice: unbalances brackets and strings.
                let end = min(bytes.count, position + Int.random(in: 1...40, using: &generator))
                if Bool.random(using: &generator) {
                    bytes.insert(contentsOf: bytes[position..<end], at: position)
                } else {
                    bytes.removeSubrange(position..<end)
                }
            default: bytes.insert(byte, at: position)
            }
        }
        return bytes
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
