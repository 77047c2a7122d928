import Foundation
import Testing
import FlowCompiler
@testable import FlowRuntime
@testable import FlowApps

/// The kit checks every answer against the definition, as runs do: a custom
/// object missing a declared property, an `unsupported` reason the parameter
/// does not declare; and after `unsupported` it sends no `handle`.
extension ConformanceKitTests {
    static let tasksProgram = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("ExternalApps/tasks.py").path

    static func tasksDefinition(_ mode: String) -> String {
        """
        app Tasks {
          handler exec "\(tasksProgram)" "\(mode)"
          type Task {
            title: String
            due: Date
            optional note: String
          }
          intent AddTask {
            category create
            param title: String {
              prompt "What is the task?"
              unsupported tooShort "That is too short for a task."
            }
            response {
              output task: Task
              success "Added ${task}."
            }
          }
        }

        """
    }

    func tasks(_ mode: String) async throws -> ConformanceReport {
        try await test(Self.tasksDefinition(mode), path: "/tmp/tasks.flow")
    }

    @Test func aGoodAppWithFractionalSecondsAndAnOptionalPropertyLeftOutPasses() async throws {
        let report = try await tasks("good")
        #expect(report.passed, "\(failures(report))")
        #expect(report.checks.contains { $0.name == "AddTask handle" && $0.detail.hasPrefix("success, task: ") })
    }

    @Test func anObjectMissingADeclaredPropertyFailsHandleNamingIt() async throws {
        let report = try await tasks("missing-due")
        let handle = try #require(failures(report)["AddTask handle"])
        #expect(handle.contains("AddTask's 'task'.due is missing: Task declares 'due: Date'"), "\(handle)")
    }

    @Test func anUndeclaredUnsupportedReasonFailsResolve() async throws {
        let report = try await tasks("undeclared-reason")
        let resolve = try #require(failures(report)["AddTask 'title' resolve (\"sample title\")"], "\(report.checks)")
        #expect(resolve.contains("'unsupported' with the reason 'tooLong', which 'title' does not declare"), "\(resolve)")
    }

    @Test func afterUnsupportedHandleIsNotSent() async throws {
        let report = try await tasks("unsupported")
        #expect(report.passed, "\(failures(report))")
        let handle = try #require(report.checks.first { $0.name == "AddTask handle" })
        #expect(handle.detail == "not sent, as 'title' resolved unsupported (tooShort) with the sample value")
    }
}
