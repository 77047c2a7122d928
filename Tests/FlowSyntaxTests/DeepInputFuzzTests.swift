import Foundation
import Testing
import FlowDiagnostics
@testable import FlowSyntax

/// Fuzzing by depth and length: the shapes of `DeepInputs` at counts around
/// and far past the nesting limit, half of them with byte mutations on top
/// (`MutationFuzzTests.mutate`). Every phase of this module must return:
/// parse, render the diagnostics, dump the tree, format (idempotently) what
/// parsed cleanly. Seeded like the mutation fuzzer: `FLOW_FUZZ_SEED`
/// reproduces a failure, `FLOW_FUZZ_INPUTS` runs longer.
@Suite struct DeepInputFuzzTests {
    static let environment = ProcessInfo.processInfo.environment
    static let seed = UInt64(environment["FLOW_FUZZ_SEED"] ?? "") ?? 20_261_125
    static let inputCount = max(200, (Int(environment["FLOW_FUZZ_INPUTS"] ?? "") ?? 0) / 100)

    @Test func deepAndLongInputsNeverTrap() async throws {
        var generator = SeededGenerator(seed: Self.seed)
        var pastTheLimit = 0
        for number in 0..<Self.inputCount {
            if number % 20 == 0 { await Task.yield() }
            let shape = DeepInputs.shapes[number % DeepInputs.shapes.count]
            let count = DeepInputs.count(limit: Parser.maximumDepth, using: &generator)
            var input = Array(shape(count).utf8)
            let mutated = Bool.random(using: &generator)
            if mutated { input = MutationFuzzTests.mutate(input, using: &generator) }
            let result = Parser.parse(SourceFile(path: "deep.flow", bytes: input))
            let what = "input \(number) (seed \(Self.seed)): \(shape.name) × \(count)\(mutated ? ", mutated" : "")"
            #expect(result.diagnostics.diagnostics.allSatisfy { $0.range.start >= 0 && $0.range.end <= input.count }, "\(what)")
            let tooDeep = ids(result).contains("syntax.nesting-too-deep")
            if shape.nests && !mutated && count >= 4 * Parser.maximumDepth {
                #expect(tooDeep, "\(what): no nesting diagnostic")
            }
            if tooDeep { pastTheLimit += 1 }
            _ = rendered(result)
            _ = structure(result)
            if let once = Formatter.format(result) {
                let again = Formatter.format(Parser.parse(SourceFile(path: "deep.flow", text: once)))
                #expect(again == once, "\(what): formatting is not idempotent")
            }
        }
        // Both sides of the limit must be reached, or this tests only one.
        #expect(pastTheLimit > Self.inputCount / 5 && pastTheLimit < Self.inputCount * 4 / 5, "\(pastTheLimit) of \(Self.inputCount) past the limit")
    }
}
