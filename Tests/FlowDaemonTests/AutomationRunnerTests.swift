import Foundation
import Testing
import FlowApps
import FlowDiagnostics
@testable import FlowCompiler
@testable import FlowDaemon
import FlowRuntime

/// Automations run with nobody at the keyboard: answers from `answering`,
/// confirmation only with `run-without-asking`, trigger data in the steps.
@Suite struct AutomationRunnerTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    final class Said: @unchecked Sendable {
        private let lock = NSLock()
        private var lines: [String] = []
        var all: [String] { lock.withLock { lines } }
        func add(_ line: String) { lock.withLock { lines.append(line) } }
    }

    /// Keeps what a run donates.
    final class Donated: Donating, @unchecked Sendable {
        private let lock = NSLock()
        private var interactions: [Interaction] = []
        var all: [Interaction] { lock.withLock { interactions } }
        func donate(_ interaction: Interaction) { lock.withLock { interactions.append(interaction) } }
        func deleteDonations(of app: String, _ selection: DonationSelection) {}
        func publishSuggestions(of app: String, _ suggestions: [SuggestedShortcut]) {}
    }

    func run(_ automations: String, trigger: RuntimeValue = .nothing,
             donations: Donated? = nil) async throws -> (AutomationRunner.Outcome, [String], Int) {
        let soupChef = try String(contentsOf: Self.packageRoot.appendingPathComponent("Workflows/soupchef.flow"), encoding: .utf8)
        let workspace = Workspace { path in path.hasSuffix("soupchef.flow") ? Array(soupChef.utf8) : nil }
        workspace.addRoot(SourceFile(path: "/tmp/a.flow", text: "use \"soupchef.flow\"\n" + automations))
        let program = Compiler.compile(workspace)
        #expect(!workspace.hasErrors, "\(workspace.allDiagnostics.flatMap(\.1))")
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("flow-automation-\(UUID().uuidString)")
        var runner = AutomationRunner(program: program, stateDirectory: state, allowed: { _ in ([], nil) }, makeHandlers: { apps, _, _ in
            var registry = HandlerRegistry()
            if let soupChef = apps.first(where: { $0.name == "SoupChef" }) { try registry.register(SoupChefHandler.make(), for: soupChef) }
            return (registry, {})
        })
        runner.donations = donations
        let said = Said()
        let steps = Said()
        let outcome = await runner.run(program.automations[0], trigger: trigger, runID: "r1",
                                       step: { steps.add($0.summary) }, say: { said.add($0) })
        return (outcome, said.all, steps.all.count)
    }

    @Test func answeringAndRunWithoutAskingOrderSoup() async throws {
        let (outcome, said, steps) = try await run("""
            automation "Lunch" {
              when cron "30 12 * * MON-FRI"
              answering soup: .tomatoSoup
              run-without-asking
              do {
                SoupChef.OrderSoup(soup: ask, quantity: 2, storeLocation: "7401 S Lewis Ave")
              }
            }
            """)
        #expect(outcome == .succeeded(output: nil))
        #expect(said.last == "Your total is $5.00. Your Tomato Soup order will be ready in 10 minutes.", "\(said)")
        #expect(steps == 1)
    }

    @Test func anAutomationsOrderIsDonatedLikeARunsButNotWithDonateFalse() async throws {
        let lunch = """
            automation "Lunch" {
              when cron "30 12 * * MON-FRI"
              run-without-asking
              run "Order"
            }
            shortcut "Order" {
              %@
              SoupChef.OrderSoup(soup: .tomatoSoup, quantity: 1, storeLocation: "7401 S Lewis Ave")
            }
            """
        let donated = Donated()
        let (outcome, _, _) = try await run(lunch.replacingOccurrences(of: "%@", with: ""), donations: donated)
        #expect(outcome == .succeeded(output: nil))
        #expect(donated.all.map(\.app) == ["SoupChef"])
        #expect(donated.all.first?.values["soup"]?.description == "Tomato Soup")
        let silent = Donated()
        _ = try await run(lunch.replacingOccurrences(of: "%@", with: "donate false"), donations: silent)
        #expect(silent.all.isEmpty)
    }

    @Test func withoutRunWithoutAskingTheRunNeedsConfirmation() async throws {
        let (outcome, _, _) = try await run("""
            automation "Lunch" {
              when cron "30 12 * * MON-FRI"
              answering soup: .tomatoSoup
              do {
                SoupChef.OrderSoup(soup: ask, quantity: 2, storeLocation: "7401 S Lewis Ave")
              }
            }
            """)
        guard case .needsConfirmation = outcome else { Issue.record("expected needs confirmation, got \(outcome)"); return }
    }

    @Test func aQuestionWithoutAnAnswerNeedsAValue() async throws {
        let (outcome, _, _) = try await run("""
            automation "Lunch" {
              when cron "30 12 * * MON-FRI"
              run-without-asking
              do {
                SoupChef.OrderSoup(soup: ask, quantity: 2, storeLocation: "7401 S Lewis Ave")
              }
            }
            """)
        #expect(outcome == .needsValue("needs a value for 'soup' (What type of soup do you want?)"))
    }

    @Test func stepsReadTheTrigger() async throws {
        let trigger = RuntimeValue.dictionary([.init(key: "event", value: .dictionary([
            .init(key: "type", value: .string("location.arrive")),
            .init(key: "data", value: .dictionary([.init(key: "place", value: .string("Work"))])),
        ]))])
        let (outcome, said, _) = try await run("""
            automation "Arrive" {
              when event "location.arrive" where place == "Work"
              do {
                show-result("Arrived at ${trigger.event.data.place}")
              }
            }
            """, trigger: trigger)
        #expect(outcome == .succeeded(output: nil))
        #expect(said == ["Arrived at Work"])
    }
}
