import Foundation
import Testing
import FlowDiagnostics
import FlowCompiler
import FlowApps
@testable import FlowRuntime

/// The differential test of issue "One model, one truth": for every type and
/// every property in FlowModel's tables, a shortcut that reads the property
/// checks clean and, run with the type's sample value, shows exactly what the
/// table's accessor reads, which is a non-empty value of the declared type.
/// A property added to a table is covered here without another line.
@Suite struct PropertyTableTests {
    /// Every system type a program can write as a type name has an entry, and
    /// every entry is a type the language has.
    @Test func everyWritableSystemTypeHasAnEntry() {
        for (name, type) in FlowType.systemTypes where type != .json {
            #expect(SystemTypes.entry(type) != nil, "no SystemTypes entry for \(name)")
        }
        for entry in SystemTypes.all {
            let writable = FlowType.systemTypes.values.contains(entry.type)
            #expect(writable || [.trigger, .event, .error].contains(entry.type), "\(entry.name) is not a type of the language")
        }
    }

    /// Each accessor, given its type's sample, reads a non-empty value of the
    /// type the table declares.
    @Test(arguments: SystemTypes.all.flatMap { entry in entry.properties.map { (entry.type, $0.name) } }.map(Case.init))
    func accessorReadsItsDeclaredType(_ item: Case) throws {
        let entry = try #require(SystemTypes.entry(item.type))
        let property = try #require(entry.property(item.property))
        let value = property.read(entry.sample())
        let declared = property.type(item.type)
        #expect(value != .nothing && !value.description.isEmpty, "\(entry.name).\(item.property) read nothing from the sample")
        #expect(value.conforms(to: declared), "\(entry.name).\(item.property) is declared \(declared) but read \(value)")
    }

    /// Container properties (lists, dictionaries, enum cases, app objects) read
    /// their declared types too.
    @Test func containerAccessorsReadTheirDeclaredTypes() {
        let samples: [(FlowType, RuntimeValue, [PropertyEntry])] = [
            (.list(.string), .list([.string("a"), .string("b")]), ContainerProperties.list),
            (.dictionary(key: .string, value: .integer), .dictionary([.init(key: "a", value: .integer(1))]), ContainerProperties.dictionary),
            (.enumeration(app: "SoupChef", name: "Soup"),
             .enumCase(.init(app: "SoupChef", enumName: "Soup", caseName: "clamChowder", displayName: "Clam Chowder")),
             ContainerProperties.enumeration),
            (.custom(app: "SoupChef", name: "Topping"),
             .object(.init(typeName: "Topping", identifier: "t1", displayString: "Croutons", subtitle: "crunchy",
                           properties: ["image": .string("croutons.png")])),
             ContainerProperties.object),
        ]
        for (type, sample, properties) in samples {
            for property in properties {
                let value = property.read(sample)
                #expect(value != .nothing, "\(type).\(property.name) read nothing")
                #expect(value.conforms(to: property.type(type)), "\(type).\(property.name) read \(value), not \(property.type(type))")
            }
        }
    }

    /// End to end: `shortcut "P" (v: URL) { show-result("${v.host}") }`
    /// checks clean and shows what the accessor reads.
    @Test(arguments: writableCases)
    func checkedPropertyRunsToTheAccessorsValue(_ item: Case) async throws {
        let entry = try #require(SystemTypes.entry(item.type))
        let source = """
        shortcut "P" (v: \(entry.name)) {
          show-result("${v.\(item.property)}")
          show-result(v.\(item.property))
        }
        """
        let shown = try await run(source, inputs: ["v": entry.sample()])
        let expected = try #require(entry.property(item.property)).read(entry.sample()).description
        #expect(!expected.isEmpty)
        #expect(shown == [expected, expected], "\(entry.name).\(item.property)")
    }

    /// A trigger and its event, read in an automation's own steps.
    @Test(arguments: SystemTypes.entry(.trigger)!.properties.map(\.name))
    func triggerPropertiesRunToTheAccessorsValue(_ name: String) async throws {
        let path = name == "event" ? "trigger.event.type" : "trigger.\(name)"
        let shown = try await runAutomation("show-result(\"${\(path)}\")", trigger: TypeSamples.trigger)
        var expected = Properties.read(name, from: TypeSamples.trigger)
        if name == "event" { expected = Properties.read("type", from: expected) }
        #expect(shown == [expected.description])
    }

    @Test(arguments: SystemTypes.entry(.event)!.properties.map(\.name))
    func eventPropertiesRunToTheAccessorsValue(_ name: String) async throws {
        let shown = try await runAutomation("show-result(\"${trigger.event.\(name)}\")", trigger: TypeSamples.trigger)
        #expect(shown == [Properties.read(name, from: TypeSamples.event).description])
        #expect(shown.first?.isEmpty == false)
    }

    /// A JSON field named like a property is the field (`data.count`), not the property.
    @Test func aJSONFieldNamedCountIsTheField() async throws {
        let event = RunValues.event(type: "t.x", id: "1", source: "cli", time: Date(),
                                    data: .dictionary([.init(key: "count", value: .integer(42)), .init(key: "a", value: .integer(1))]))
        let shown = try await runAutomation("show-result(\"${trigger.event.data.count}\")",
                                            trigger: RunValues.trigger(automation: "A", scheduledFor: Date(), event: event))
        #expect(shown == ["42"])
    }

    /// An error's properties, from a step that really failed.
    @Test func errorPropertiesAreReadFromAFailedStep() async throws {
        let source = """
        shortcut "P" {
          requires files
          try {
            read-file("/nonexistent/flow-model-test")
          } catch {
            show-result("${error.code}|${error.step}|${error.message}")
          }
        }
        """
        let shown = try await run(source, inputs: [:], allowed: [.files])
        let parts = try #require(shown.first).split(separator: "|", omittingEmptySubsequences: false)
        #expect(parts.count == 3 && parts.allSatisfy { !$0.isEmpty }, "\(shown)")
    }

    // MARK: - Support

    struct Case: CustomTestStringConvertible, Sendable {
        var type: FlowType
        var property: String
        init(_ pair: (FlowType, String)) { (type, property) = pair }
        var testDescription: String { "\(type).\(property)" }
    }

    static let writableCases: [Case] = SystemTypes.all.filter { FlowType.systemTypes.values.contains($0.type) }
        .flatMap { entry in entry.properties.map { Case((entry.type, $0.name)) } }

    func run(_ source: String, inputs: [String: RuntimeValue], allowed: Permissions = []) async throws -> [String] {
        let program = try compile(source)
        return try await execute(program: program, graph: try #require(program.shortcuts.first), inputs: inputs, allowed: allowed)
    }

    func runAutomation(_ step: String, trigger: RuntimeValue) async throws -> [String] {
        let source = """
        automation "A" {
          when event "location.arrive"
          do {
            \(step)
          }
        }
        """
        let program = try compile(source)
        let steps = try #require(program.automations.first?.steps)
        return try await execute(program: program, graph: steps, inputs: [:], trigger: trigger)
    }

    func compile(_ source: String) throws -> ProgramGraph {
        let workspace = Workspace { _ in nil }
        workspace.addRoot(SourceFile(path: "model.flow", text: source))
        let program = Compiler.compile(workspace)
        let errors = workspace.allDiagnostics.flatMap { file, list in
            list.filter { $0.severity == .error }.map { "\(file.position(of: $0.range.start)): \($0.message)" }
        }
        #expect(errors.isEmpty, "\(errors)\n\(source)")
        return program
    }

    func execute(program: ProgramGraph, graph: ShortcutGraph, inputs: [String: RuntimeValue], allowed: Permissions = [],
                 trigger: RuntimeValue = .nothing) async throws -> [String] {
        let shown = Shown()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flow-model-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        var environment = RunEnvironment(registry: HandlerRegistry(), conversation: PreparedAnswers(answers: [], confirmAll: false, output: { _ in }),
                                         output: { shown.add($0) }, stateDirectory: directory, allowed: allowed)
        environment.trigger = trigger
        let interpreter = Interpreter(program: program, graph: graph, environment: environment)
        try await interpreter.run(inputs: inputs)
        return shown.lines
    }

    final class Shown: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [String] = []
        func add(_ line: String) { lock.lock(); stored.append(line); lock.unlock() }
        var lines: [String] { lock.lock(); defer { lock.unlock() }; return stored }
    }
}
