import Foundation
import FlowCompiler

extension Interpreter {
    /// `run-shortcut`: another shortcut of the program, by name.
    func runShortcut(named name: String, input: RuntimeValue?, step: String) async throws -> RuntimeValue {
        guard depth < Interpreter.maximumDepth else {
            throw RunFailure.failed(step: step, message: "shortcuts run each other more than \(Interpreter.maximumDepth) deep")
        }
        guard let other = program.shortcuts.first(where: { $0.name == name }) else {
            throw RunFailure.failed(step: step, message: "no shortcut named '\(name)'")
        }
        var environment = self.environment
        if let input { environment.input = input.description }
        let nested = Interpreter(program: program, graph: other, environment: environment)
        nested.depth = depth + 1
        nested.donates = donates && other.donates
        do { try await nested.run() } catch RunFailure.stopped {}
        return nested.result ?? .nothing
    }
}
