import Foundation
import Testing
import FlowDiagnostics
import FlowCompiler
@testable import FlowRuntime

/// Check and run agree on arithmetic: for every pair of writable system
/// types (their samples from FlowModel's table) and every arithmetic
/// operator, a shortcut `a OP b` that checks clean runs without "cannot
/// apply", and one the runtime cannot evaluate is a check error. (Found by
/// it: `true + false` checked clean, as a `where` applied to only one of two
/// patterns, and failed when it ran.)
@Suite struct OperatorAgreementTests {
    static let types = SystemTypes.all.filter { FlowType.systemTypes.values.contains($0.type) && $0.type != .json }
    static let operators = ["+", "-", "*", "/", "%", "<", ">=", "==", "!=", "...", "contains", "in"]

    @Test(arguments: operators)
    func whatChecksCleanRuns(_ op: String) async throws {
        // (Comparisons, ranges and membership too: every binary operator a program can write.)
        var disagreements: [String] = []
        var ran = 0
        for left in Self.types {
            for right in Self.types {
                let source = "shortcut \"O\" (a: \(left.name), b: \(right.name)) {\n  show-result(a \(op) b)\n}\n"
                let workspace = Workspace { _ in nil }
                workspace.addRoot(SourceFile(path: "op.flow", text: source))
                let program = Compiler.compile(workspace)
                let checks = !workspace.allDiagnostics.contains { $0.1.contains { $0.severity == .error } }
                guard checks, let graph = program.shortcuts.first else { continue }
                ran += 1
                let environment = RunEnvironment(registry: HandlerRegistry(),
                                                 conversation: PreparedAnswers(answers: [], confirmAll: false, output: { _ in }),
                                                 output: { _ in }, stateDirectory: FileManager.default.temporaryDirectory)
                do {
                    try await Interpreter(program: program, graph: graph, environment: environment)
                        .run(inputs: ["a": left.sample(), "b": right.sample()])
                } catch let failure as RunFailure {
                    // Division by zero is the values' doing, not a disagreement about types; any other failure is one.
                    if !failure.description.contains("by zero") { disagreements.append("\(left.name) \(op) \(right.name): \(failure)") }
                }
            }
        }
        #expect(Self.types.count > 10 && ran > 0, "\(Self.types.count) types, \(ran) pairs checked clean for \(op)")
        #expect(disagreements.isEmpty, "checked clean but cannot run:\n\(disagreements.joined(separator: "\n"))")
    }

    /// The same for the prefix operators: `-a` and `not a` over every system type.
    @Test(arguments: ["-", "not "])
    func whatChecksCleanRunsForPrefixes(_ op: String) async throws {
        var disagreements: [String] = []
        for type in Self.types {
            let source = "shortcut \"O\" (a: \(type.name)) {\n  show-result(\(op)a)\n}\n"
            let workspace = Workspace { _ in nil }
            workspace.addRoot(SourceFile(path: "op.flow", text: source))
            let program = Compiler.compile(workspace)
            guard !workspace.allDiagnostics.contains(where: { $0.1.contains { $0.severity == .error } }), let graph = program.shortcuts.first else { continue }
            let environment = RunEnvironment(registry: HandlerRegistry(),
                                             conversation: PreparedAnswers(answers: [], confirmAll: false, output: { _ in }),
                                             output: { _ in }, stateDirectory: FileManager.default.temporaryDirectory)
            do {
                try await Interpreter(program: program, graph: graph, environment: environment).run(inputs: ["a": type.sample()])
            } catch let failure as RunFailure {
                disagreements.append("\(op)\(type.name): \(failure)")
            }
        }
        #expect(disagreements.isEmpty, "checked clean but cannot run:\n\(disagreements.joined(separator: "\n"))")
    }
}
