import Foundation
import Testing
import FlowCompiler
import FlowDiagnostics
@testable import FlowRuntime

/// Check and run agree on every built-in action, from its entry alone: a
/// call with a value of every parameter's declared type, and the entry's
/// example, each check clean (inside a shortcut declaring the action's
/// capability); those that involve nobody and need no capability also run,
/// and their output is of the type the entry declares. A new action is
/// tested here the moment it is in `ActionCatalog.all`.
@Suite struct ActionAgreementTests {
    static var names: [String] { ActionCatalog.all.map(\.name) }

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

    /// Whether a run of the action can be tried here: it needs no grant and asks, shows or runs nothing else.
    static func runs(_ entry: ActionEntry) -> Bool { entry.capability == nil && entry.involves.isEmpty }

    /// The call with a sample of every parameter: a shortcut input of its
    /// type, its first choice written out, or (for a shell script, which is
    /// written in the call) a script that does nothing; of parameters a call
    /// gives at most one of, the first.
    static func sampleCall(_ entry: ActionEntry) -> (declarations: [String], call: String, values: [String: RuntimeValue]) {
        var declarations: [String] = [], arguments: [String] = [], values: [String: RuntimeValue] = [:]
        for (index, parameter) in entry.parameters.enumerated() where !entry.atMostOneOf.dropFirst().contains(parameter.name) {
            let label = parameter.label.map { "\($0): " } ?? ""
            if let choice = parameter.choices.first {
                arguments.append(label + "\"\(choice.value)\"")
                continue
            }
            if parameter.sink == .shellScript {
                arguments.append(label + "\"true\"")
                continue
            }
            let (typeName, value) = input(for: parameter.type)
            declarations.append("p\(index): \(typeName)")
            arguments.append(label + "p\(index)")
            values["p\(index)"] = value
        }
        return (declarations, "\(entry.name)(\(arguments.joined(separator: ", ")))", values)
    }

    /// A file of one shortcut "B" with the step, and the shortcut "Lunch" examples may run.
    static func source(_ entry: ActionEntry, step: String, declarations: [String] = []) -> String {
        let header = declarations.isEmpty ? "" : " (" + declarations.joined(separator: ", ") + ")"
        let requires = entry.capability.map { "  requires \($0.rawValue)\n" } ?? ""
        // An action with no output is a step of its own; one with an output is kept as the shortcut's.
        let body = entry.output == .nothing ? "  \(step)\n" : "  let result = \(step)\n  output result\n"
        return "shortcut \"B\"\(header) {\n\(requires)\(body)}\n\nshortcut \"Lunch\" (people: Integer = 1) {\n  output people\n}\n"
    }

    static func compile(_ source: String) -> (ProgramGraph, [String]) {
        let workspace = Workspace { _ in nil }
        workspace.addRoot(SourceFile(path: "b.flow", text: source))
        let program = Compiler.compile(workspace)
        return (program, workspace.allDiagnostics.flatMap { $0.1 }.filter { $0.severity == .error }.map(\.message))
    }

    /// Actions whose text parameter must name something (a locale, a unit) or
    /// be something (JSON): the sample text ("Soup of the day...") is none,
    /// so the step fails, and must fail as a step does, with its message.
    /// Their own tests (Programs/number-actions.flow, dictionary-actions.flow) run them with real values.
    static let failsOnSampleText: Set<String> = ["format-number", "convert-measurement", "get-dictionary-from-input"]

    /// Runs shortcut "B"; its output, or the failure said as an issue.
    static func run(_ program: ProgramGraph, inputs: [String: RuntimeValue], source: String, mayFailStep: Bool = false) async -> RuntimeValue? {
        guard let graph = program.shortcuts.first(where: { $0.name == "B" }) else { return nil }
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("flow-action-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: state) }
        let environment = RunEnvironment(registry: HandlerRegistry(), conversation: PreparedAnswers(answers: [], confirmAll: true, output: { _ in }),
                                         output: { _ in }, stateDirectory: state, sleep: { _ in })
        let interpreter = Interpreter(program: program, graph: graph, environment: environment)
        do {
            try await interpreter.run(inputs: inputs)
        } catch RunFailure.failed(_, let message) where mayFailStep {
            #expect(!message.isEmpty, "\(source)")
            return nil
        } catch {
            Issue.record("checked clean but failed: \(error)\n\(source)")
            return nil
        }
        return interpreter.result ?? .nothing
    }

    /// The step's output agrees with what the entry declares (the choice's type, when a choice decides it).
    static func expectOutput(_ value: RuntimeValue?, of entry: ActionEntry, source: String) {
        guard let value, entry.output != .nothing else { return }
        if value == .nothing {
            #expect(entry.outputMayBeAbsent, "\(entry.name) gave nothing, and its entry says it always gives \(entry.output)\n\(source)")
        } else {
            #expect(value.conforms(to: entry.output), "\(entry.name) gave \(value), which is not \(entry.output)\n\(source)")
        }
    }

    @Test(arguments: names)
    func aCallWithItsDeclaredTypesChecksCleanAndRuns(_ name: String) async throws {
        let entry = try #require(ActionCatalog.named(name))
        let (declarations, call, values) = Self.sampleCall(entry)
        let source = Self.source(entry, step: call, declarations: declarations)
        let (program, errors) = Self.compile(source)
        #expect(errors.isEmpty, "\(source)\n\(errors)")
        guard errors.isEmpty, Self.runs(entry) else { return }
        Self.expectOutput(await Self.run(program, inputs: values, source: source, mayFailStep: Self.failsOnSampleText.contains(name)),
                          of: entry, source: source)
    }

    @Test(arguments: names)
    func itsExampleCallsItChecksCleanAndRuns(_ name: String) async throws {
        let entry = try #require(ActionCatalog.named(name))
        #expect(entry.example.hasPrefix("\(entry.name)("), "\(name)'s example must call it: \(entry.example)")
        let source = Self.source(entry, step: entry.example)
        let (program, errors) = Self.compile(source)
        #expect(errors.isEmpty, "\(source)\n\(errors)")
        guard errors.isEmpty, Self.runs(entry) else { return }
        Self.expectOutput(await Self.run(program, inputs: [:], source: source), of: entry, source: source)
    }
}
