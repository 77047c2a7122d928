import Foundation
import Testing
import FlowCompiler
import FlowDiagnostics
@testable import FlowRuntime

/// Check and run agree on the built-in actions: each action that reaches
/// nothing outside and asks nobody, called with a value of every parameter's
/// declared type (samples from FlowModel's table), checks clean and runs.
@Suite struct BuiltinAgreementTests {
    /// Those that ask a person, run another shortcut or reach outside are tested where that is arranged.
    static let excluded: Set<BuiltinName> = [.askForInput, .chooseFromList, .showAlert, .runShortcut, .showNotification]

    static var actions: [String] {
        BuiltinAction.all.filter { $0.capability == nil && !excluded.contains($0.id) }.map(\.name)
    }

    /// A type a shortcut's input can be declared with, and a value of it.
    static func input(for type: FlowType) -> (String, RuntimeValue) {
        switch type {
        case .list(let element):
            let (name, value) = input(for: element)
            return ("[\(name)]", .list([value, value]))
        case .dictionary:
            return ("JSON", .dictionary([.init(key: "soup", value: .string("Clam Chowder"))]))
        case .any, .json:
            return ("JSON", .string("Clam Chowder"))
        default:
            guard let entry = SystemTypes.entry(type) else { return ("JSON", .string("x")) }
            return (entry.name, entry.sample())
        }
    }

    @Test(arguments: actions)
    func aCallWithItsDeclaredTypesRuns(_ name: String) async throws {
        let action = try #require(BuiltinAction.named(name))
        var declarations: [String] = [], arguments: [String] = [], values: [String: RuntimeValue] = [:]
        for (index, parameter) in action.parameters.enumerated() {
            let (typeName, value) = Self.input(for: parameter.type)
            let input = "p\(index)"
            declarations.append("\(input): \(typeName)")
            arguments.append((parameter.label.map { "\($0): " } ?? "") + input)
            values[input] = value
        }
        let header = declarations.isEmpty ? "" : " (" + declarations.joined(separator: ", ") + ")"
        let call = "\(name)(\(arguments.joined(separator: ", ")))"
        // An action with no output is a step of its own; one with an output is kept and shown.
        let body = action.output == .nothing ? "  \(call)\n" : "  let result = \(call)\n  show-result(result)\n"
        let source = "shortcut \"B\"\(header) {\n\(body)}\n"
        let workspace = Workspace { _ in nil }
        workspace.addRoot(SourceFile(path: "b.flow", text: source))
        let program = Compiler.compile(workspace)
        let errors = workspace.allDiagnostics.flatMap { $0.1 }.filter { $0.severity == .error }.map(\.message)
        #expect(errors.isEmpty, "\(source)\n\(errors)")
        guard errors.isEmpty, let graph = program.shortcuts.first else { return }
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("flow-builtin-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: state) }
        let environment = RunEnvironment(registry: HandlerRegistry(), conversation: PreparedAnswers(answers: [], confirmAll: true, output: { _ in }),
                                         output: { _ in }, stateDirectory: state, sleep: { _ in })
        do {
            try await Interpreter(program: program, graph: graph, environment: environment).run(inputs: values)
        } catch {
            Issue.record("\(name) checked clean but failed: \(error)\n\(source)")
        }
    }
}
