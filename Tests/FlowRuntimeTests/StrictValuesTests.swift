import Foundation
import Testing
import FlowCompiler
import FlowDiagnostics
@testable import FlowRuntime

/// Values from apps are decoded strictly, as the protocol README says: every
/// declared property of a custom type is there and of its type unless it is
/// declared `optional`; dates are ISO 8601 with their offset, with or without
/// fractional seconds.
@Suite struct StrictValuesTests {
    static let source = """
        app Tasks {
          handler exec "tasks"
          type Task {
            title: String
            due: Date
            optional note: String
          }
          intent AddTask {
            category create
            response {
              output task: Task
              success
            }
          }
        }

        """

    static let values: ProtocolValues = {
        let workspace = Workspace { _ in nil }
        workspace.addRoot(SourceFile(path: "/tmp/tasks.flow", text: source))
        return ProtocolValues(apps: Compiler.compile(workspace).apps)
    }()

    static let taskType = FlowType.custom(app: "Tasks", name: "Task")

    func task(_ properties: [String: Any]) -> [String: Any] {
        ["identifier": "t-1", "displayString": "Buy milk", "properties": properties]
    }

    @Test func aMissingPropertyIsAnErrorNamingIt() {
        #expect(throws: ProtocolValues.Mismatch.self) { try Self.values.decode(task(["title": "Buy milk"]), as: Self.taskType, path: "task") }
        do {
            _ = try Self.values.decode(task(["title": "Buy milk"]), as: Self.taskType, path: "AddTask's 'task'")
        } catch {
            #expect(error.description.hasPrefix("AddTask's 'task'.due is missing: Task declares 'due: Date'"), "\(error)")
        }
    }

    @Test func aNullPropertyIsMissingToo() throws {
        #expect(throws: ProtocolValues.Mismatch.self) {
            try Self.values.decode(task(["title": "Buy milk", "due": NSNull()]), as: Self.taskType, path: "task")
        }
    }

    @Test func anOptionalPropertyMayBeLeftOut() throws {
        let value = try Self.values.decode(task(["title": "Buy milk", "due": "2026-11-24T10:00:00Z"]), as: Self.taskType, path: "task")
        guard case .object(let object) = value else { Issue.record("not an object: \(value)"); return }
        #expect(object.properties["due"] == .date(Date(timeIntervalSince1970: 1_795_514_400)))
        #expect(object.properties["note"] == nil || object.properties["note"] == .nothing)
    }

    @Test(arguments: [
        ("2026-11-24T10:00:00Z", 1_795_514_400.0),
        ("2026-11-24T10:00:00.123Z", 1_795_514_400.123),
        ("2026-11-24T11:00:00+01:00", 1_795_514_400.0),
        ("2026-11-24T11:00:00.5+01:00", 1_795_514_400.5),
    ])
    func isoDatesWithFractionsAndOffsets(_ text: String, _ seconds: Double) throws {
        let value = try Self.values.decode(text, as: .date, path: "due")
        guard case .date(let date) = value else { Issue.record("not a date: \(value)"); return }
        #expect(abs(date.timeIntervalSince1970 - seconds) < 0.001, "\(text)")
    }

    @Test(arguments: ["2026-11-24", "tomorrow", "2026-11-24T10:00:00"])
    func datesWithoutATimeOrOffsetAreRefused(_ text: String) {
        #expect(throws: ProtocolValues.Mismatch.self) { try Self.values.decode(text, as: .date, path: "due") }
    }

    @Test func optionalIsAWordOnlyBeforeAName() throws {
        let workspace = Workspace { _ in nil }
        workspace.addRoot(SourceFile(path: "/tmp/words.flow", text: "app W {\n  handler exec \"w\"\n  type T {\n    optional: String\n    optional size: Integer\n  }\n}\n"))
        let model = try #require(Compiler.compile(workspace).apps.first?.typeModel("T"))
        #expect(!workspace.hasErrors)
        #expect(model.properties.map(\.name) == ["optional", "size"])
        #expect(model.properties.map(\.isOptional) == [false, true])
    }
}
