import Foundation
import Testing
import FlowApps
import FlowState
@testable import FlowRuntime

/// A run killed between a step's effect and its record, then rerun from its
/// step journal: what finished is replayed, the step in flight runs again
/// under its idempotency key, and every effect happens once.
@Suite struct StepReplayTests {
    /// Stands for SIGKILL: a record is never written, and the run stops there.
    struct Killed: Error {}

    /// Writes the journal until the `killAt`-th step finishes: that step's
    /// effect happened, its record did not.
    final class KillingRecorder: StepRecording, @unchecked Sendable {
        let journal: StepJournal
        let killAt: Int
        private let lock = NSLock()
        private var finished = 0

        init(journal: StepJournal, killAt: Int) {
            self.journal = journal
            self.killAt = killAt
        }

        func record(_ entry: StepJournalEntry) throws {
            if case .finished = entry {
                let count = lock.withLock { finished += 1; return finished }
                if count == killAt { throw Killed() }
            }
            try journal.append(entry)
        }
    }

    static let lunch = """
    use SoupChef
    shortcut "Lunch" {
      requires message
      send-message(to: "John Appleseed", text: "Soup's on")
      let order = SoupChef.OrderSoup(soup: .tomatoSoup, quantity: 1, storeLocation: "Lewis")
      repeat 2 {
        send-message(to: "Amy", text: "ordered ${order}")
      }
      show-result("done")
    }
    """

    static func orders(in state: URL) throws -> [[String: Any]] {
        let data = try Data(contentsOf: state.appendingPathComponent("apps/SoupChef/kitchen.json"))
        let kitchen = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        return kitchen?["orders"] as? [[String: Any]] ?? []
    }

    /// Runs `source` killed when its `killAt`-th step finishes, then once more from the journal.
    func killAndRerun(_ source: String, killAt: Int, allowed: Permissions = [.message],
                      repeatsUnsafeSteps: Bool = false) async throws -> (state: URL, rerun: RunOutcome) {
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("flow-replay-\(UUID().uuidString)")
        let journal = StepJournal(stateDirectory: state, runID: "run-1")
        await #expect(throws: Killed.self) {
            _ = try await run(source, yes: true, allowed: allowed, state: state,
                              durable: DurableRun(recorder: KillingRecorder(journal: journal, killAt: killAt), runID: "run-1"))
        }
        let rerun = try await run(source, yes: true, allowed: allowed, state: state,
                                  durable: try DurableRun.open(stateDirectory: state, runID: "run-1", repeatsUnsafeSteps: repeatsUnsafeSteps))
        return (state, rerun)
    }

    @Test func killedAfterTheOrderIsPlacedTheRerunPlacesItOnceAndSendsEachMessageOnce() async throws {
        let (state, rerun) = try await killAndRerun(Self.lunch, killAt: 2)
        #expect(rerun.failure == nil)
        let messages = Outbox(directory: state).messages()
        #expect(messages.map(\.to) == [["John Appleseed"], ["Amy Frost"], ["Amy Frost"]])
        #expect(Set(messages.compactMap(\.key)).count == 3, "each send has its own key: \(messages.map(\.key))")
        let orders = try Self.orders(in: state)
        #expect(orders.count == 1)
        #expect(orders.first?["key"] as? String == "run-1/n1")
        #expect(rerun.transcript.lines.filter { $0 == "done" }.count == 1)
        // The rerun's Amy messages name the order the first attempt placed.
        #expect(messages.last?.text == "ordered 1 Tomato Soup")
    }

    @Test func killedAfterAMessageIsSentTheRerunDoesNotSendItAgain() async throws {
        let (state, rerun) = try await killAndRerun(Self.lunch, killAt: 1)
        #expect(rerun.failure == nil)
        #expect(Outbox(directory: state).messages().map(\.to) == [["John Appleseed"], ["Amy Frost"], ["Amy Frost"]])
        #expect(try Self.orders(in: state).count == 1)
    }

    @Test func killedInsideALoopTheRerunGoesOnFromThatPass() async throws {
        let (state, rerun) = try await killAndRerun(Self.lunch, killAt: 3)
        #expect(rerun.failure == nil)
        #expect(Outbox(directory: state).messages().map(\.to) == [["John Appleseed"], ["Amy Frost"], ["Amy Frost"]])
        #expect(try Self.orders(in: state).count == 1)
    }

    static func appending(_ path: String) -> String {
        """
        shortcut "Log" {
          requires files
          append-file("\(path)", text: "one line\\n")
          show-result("done")
        }
        """
    }

    @Test func aStepInFlightThatIsNotIdempotentEndsTheRerunAsInterrupted() async throws {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("flow-replay-\(UUID().uuidString).txt").path
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("flow-replay-\(UUID().uuidString)")
        let journal = StepJournal(stateDirectory: state, runID: "run-2")
        await #expect(throws: Killed.self) {
            _ = try await run(Self.appending(log), allowed: [.files], state: state,
                              durable: DurableRun(recorder: KillingRecorder(journal: journal, killAt: 1), runID: "run-2"))
        }
        let interrupted = await #expect(throws: InterruptedStep.self) {
            _ = try await run(Self.appending(log), allowed: [.files], state: state,
                              durable: try DurableRun.open(stateDirectory: state, runID: "run-2"))
        }
        #expect(interrupted?.description.contains("may or may not have happened") == true)
        #expect(try String(contentsOfFile: log, encoding: .utf8) == "one line\n")
    }

    @Test func onInterruptRerunRunsAnUnsafeStepInFlightAgain() async throws {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("flow-replay-\(UUID().uuidString).txt").path
        let (_, rerun) = try await killAndRerun(Self.appending(log), killAt: 1, allowed: [.files], repeatsUnsafeSteps: true)
        #expect(rerun.failure == nil)
        #expect(try String(contentsOfFile: log, encoding: .utf8) == "one line\none line\n")
    }

    @Test func aFinishedRunReplaysWithoutDoingAnythingAgain() async throws {
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("flow-replay-\(UUID().uuidString)")
        let first = try await run(Self.lunch, yes: true, allowed: [.message], state: state,
                                  durable: try DurableRun.open(stateDirectory: state, runID: "run-3"))
        #expect(first.failure == nil)
        let again = try await run(Self.lunch, yes: true, allowed: [.message], state: state,
                                  durable: try DurableRun.open(stateDirectory: state, runID: "run-3"))
        #expect(again.failure == nil)
        #expect(Outbox(directory: state).messages().count == 3)
        #expect(try Self.orders(in: state).count == 1)
    }
}
