import Foundation
import FlowCompiler
import FlowSyntax

extension Interpreter {
    /// `run-shortcut`: another shortcut of the program, by name, its inputs
    /// bound by label (`people: 5`). A literal name was checked before the
    /// run; a name known only now is held to the same rules here: the
    /// shortcut exists, each label is one of its inputs, each value is of the
    /// input's type, and every input without a default has a value.
    func runShortcut(named name: String, input: RuntimeValue?, inputs given: [String: RuntimeValue] = [:],
                     step: String) async throws -> RuntimeValue {
        guard depth < Interpreter.maximumDepth else {
            throw RunFailure.failed(step: step, message: "shortcuts run each other more than \(Interpreter.maximumDepth) deep")
        }
        guard let other = program.shortcuts.first(where: { $0.name == name }) else {
            var message = "no shortcut named '\(name)'"
            if let suggestion = Suggestions.closest(to: name, among: program.shortcuts.map(\.name)) { message += "; did you mean '\(suggestion)'?" }
            throw RunFailure.failed(step: step, message: message)
        }
        var values: [String: RuntimeValue] = [:]
        for (label, value) in given {
            guard let declared = other.inputs.first(where: { $0.name == label }) else {
                throw RunFailure.failed(step: step, message: "'\(name)' has no input '\(label)'")
            }
            let converted = Conversions.convert(value, to: declared.type, apps: program.apps, configuration: environment.configuration)
            guard converted.conforms(to: declared.type) || declared.type.isDynamic else {
                throw RunFailure.failed(step: step, message: "'\(value)' is not \(declared.type.withArticle) for the input '\(label)' of '\(name)'")
            }
            values[label] = converted
        }
        if let missing = other.inputs.first(where: { values[$0.name] == nil && $0.defaultValue == nil }) {
            throw RunFailure.failed(step: step, message: "'\(name)' needs its input '\(missing.name)'")
        }
        // A literal name's needs were granted before the first step; a computed
        // one is held to the caller's declaration here, before any of its steps.
        let needs = CallGraphCapabilities.needs(other, in: program).resolvingPaths(against: environment.workingDirectory)
        let missing = environment.allowed.missing(from: needs)
        guard missing.isEmpty else {
            throw RunFailure.notPermitted(step: step, missing: missing, declared: false, needers: PermissionGate.steps(in: other, needing: missing),
                                          reason: "“\(name)” is named while running, so what it needs must be declared by the shortcut that runs it")
        }
        var environment = self.environment
        if let input { environment.input = input.description }
        let nested = Interpreter(program: program, graph: other, environment: environment)
        nested.depth = depth + 1
        // Its steps' places are under this step's, so each call of it has its own.
        nested.placePrefix = (runningNode.map(place(of:)) ?? placePrefix + "run") + "/"
        nested.donates = donates && other.donates
        do { try await nested.run(inputs: values) } catch RunFailure.stopped {}
        return nested.result ?? .nothing
    }
}
