import Foundation
import Testing
import FlowCompiler
@testable import FlowRuntime
import FlowDiagnostics

/// The content graph, both sides: wherever the checker lets a value of one
/// system type stand where another is expected (`Coercions.converts`), the
/// runtime's conversion of that type's sample is a value of the expected type.
@Suite struct ConversionAgreementTests {
    @Test func whatTheCheckerConvertsTheRuntimeConverts() {
        let types = SystemTypes.all.filter { FlowType.systemTypes.values.contains($0.type) && $0.type != .json }
        var disagreements: [String] = []
        var pairs = 0
        for from in types {
            for to in types where from.type != to.type && Coercions.converts(from.type, to: to.type) {
                pairs += 1
                // Text read as a number, date or URL: text that is one (the target's own sample, written
                // as the rule reads it: ISO 8601 for a date).
                let text = to.type == .date ? "2026-11-29T12:30" : to.sample().description
                let sample = from.type == .string && Conversions.parses(into: to.type) ? .string(text) : from.sample()
                let converted = Conversions.convert(sample, to: to.type, apps: [])
                if !converted.conforms(to: to.type) { disagreements.append("\(from.name) → \(to.name): \(converted)") }
            }
        }
        #expect(pairs > 0)
        #expect(disagreements.isEmpty, "the checker converts, the runtime does not:\n\(disagreements.joined(separator: "\n"))")
    }

    /// Text that is not what it is read as stops the step, naming the text and the type.
    @Test func textThatIsNoNumberStopsTheStep() async throws {
        let workspace = Workspace { _ in nil }
        workspace.addRoot(SourceFile(path: "n.flow", text: "shortcut \"N\" (t: String) {\n  show-result(number(t))\n}\n"))
        let program = Compiler.compile(workspace)
        let graph = try #require(program.shortcuts.first)
        let environment = RunEnvironment(registry: HandlerRegistry(), conversation: PreparedAnswers(answers: [], confirmAll: false, output: { _ in }),
                                         output: { _ in }, stateDirectory: FileManager.default.temporaryDirectory)
        await #expect(throws: RunFailure.self) {
            try await Interpreter(program: program, graph: graph, environment: environment).run(inputs: ["t": .string("Soup")])
        }
        let shown = PropertyTableTests.Shown()
        var good = environment
        good.output = { shown.add($0) }
        try await Interpreter(program: program, graph: graph, environment: good).run(inputs: ["t": .string("2.5")])
        #expect(shown.lines == ["2.5"])
    }
}
