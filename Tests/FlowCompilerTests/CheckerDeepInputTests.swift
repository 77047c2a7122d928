import Foundation
import Testing
import FlowTestSupport
import FlowDiagnostics
import FlowSyntax
@testable import FlowCompiler

/// The checker and graph builder walk the trees the parser leaves, so they
/// get the deep and long shapes of `DeepInputs` too: within the nesting
/// limit they check as any program does (the legal shapes cleanly), past
/// it the one parser diagnostic stands and nothing traps; long flat shapes
/// check cleanly at any length.
@Suite struct CheckerDeepInputTests {
    /// Shapes whose small instances are correct programs, not only parseable text.
    static let legal: Set<String> = ["additions", "mixed arithmetic", "and/or", "concatenations", "negations", "nots",
                                     "parentheses", "lists", "interpolations", "deep operand of a chain", "blocks",
                                     "else-if chain", "menus", "list elements", "template", "statements", "arguments on one line"]

    func check(_ text: String) -> (Workspace, ProgramGraph) {
        let workspace = Workspace { _ in nil }
        workspace.addRoot(SourceFile(path: "deep.flow", text: text))
        return (workspace, Compiler.compile(workspace))
    }

    @Test(arguments: DeepInputs.shapes.map(\.name))
    func everyShapeOnBothSidesOfTheLimit(_ name: String) throws {
        let shape = try #require(DeepInputs.shapes.first { $0.name == name })
        let counts = shape.nests ? [Parser.maximumDepth / 4, Parser.maximumDepth, 4 * Parser.maximumDepth, 10_000] : [5_000]
        for count in counts {
            let (workspace, program) = check(shape(count))
            let found = workspace.allDiagnostics.flatMap(\.1)
            if shape.nests && count >= 4 * Parser.maximumDepth {
                #expect(found.contains { $0.id == "syntax.nesting-too-deep" }, "\(name) × \(count)")
            } else if Self.legal.contains(name) && (count <= Parser.maximumDepth / 4 || !shape.nests) {
                #expect(!workspace.hasErrors, "\(name) × \(count): \(found.map(\.message).prefix(3))")
            }
            for graph in program.shortcuts where !workspace.hasErrors {
                #expect(GraphInvariants.violations(graph).isEmpty, "\(name) × \(count)")
            }
        }
    }

    /// A member path is read in one pass, in order; with a limit, a longer
    /// one is refused without reading the rest (the checker asks at every '.').
    @Test func memberPathsAreReadInOnePass() throws {
        let text = "x" + (1...90).map { ".m\($0)" }.joined()
        let result = Parser.parse(SourceFile(path: "p.flow", text: "shortcut \"p\" {\n  show-result(\(text))\n}\n"))
        guard case .step(let step) = result.syntax.declarations.first.flatMap({ decl -> Stmt? in
            if case .shortcut(let shortcut) = decl.kind { return shortcut.body.statements.first }
            return nil
        })?.kind, case .call(_, let arguments) = step.expr.kind else {
            Issue.record("unexpected tree")
            return
        }
        let path = try #require(TemplateBuilder.path(arguments[0].value))
        #expect(path.map(\.name) == ["x"] + (1...90).map { "m\($0)" })
        #expect(TemplateBuilder.path(arguments[0].value, limit: 3) == nil)
        #expect(TemplateBuilder.path(arguments[0].value, limit: 91)?.count == 91)
    }

    /// Seeded like `CheckerFuzzTests`: the shapes at random counts around the
    /// limit and far past it, mutated half of the time.
    @Test func deepAndLongProgramsNeverTrapTheChecker() async {
        let environment = ProcessInfo.processInfo.environment
        let seed = UInt64(environment["FLOW_FUZZ_SEED"] ?? "") ?? 20_261_126
        let inputs = max(100, (Int(environment["FLOW_FUZZ_INPUTS"] ?? "") ?? 0) / 200)
        var generator = SeededGenerator(seed: seed)
        for number in 0..<inputs {
            if number % 20 == 0 { await Task.yield() }
            let shape = DeepInputs.shapes[number % DeepInputs.shapes.count]
            var input = Array(shape(DeepInputs.count(limit: Parser.maximumDepth, using: &generator)).utf8)
            if Bool.random(using: &generator) { input = CheckerFuzzTests.mutate(input, using: &generator) }
            let workspace = Workspace { _ in nil }
            workspace.addRoot(SourceFile(path: "deep.flow", bytes: input))
            let program = Compiler.compile(workspace)
            for graph in program.shortcuts where !workspace.hasErrors {
                #expect(GraphInvariants.violations(graph).isEmpty, "input \(number) (seed \(seed)): \(shape.name)")
            }
        }
    }
}
