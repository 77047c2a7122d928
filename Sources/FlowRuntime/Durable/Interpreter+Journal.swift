import Foundation
import FlowActions
import FlowCompiler
import FlowState

/// The step journal around each step (`DurableRun`): every step goes through
/// `run(_:)`'s `.step`, which asks `replayed(_:)` first and wraps the step's
/// work in `started` and `finished` records.
extension Interpreter {
    /// A step's place: its node in this shortcut's graph (after the place of
    /// the `run-shortcut` step that ran this shortcut, if one did) and the
    /// pass of each loop around it. The same source gives the same places, so
    /// a rerun finds each step's record.
    func place(of node: Int) -> String {
        placePrefix + "n\(node)" + (passes.isEmpty ? "" : "@" + passes.map(String.init).joined(separator: "."))
    }

    /// A menu's place: the how-manyth menu of this shortcut's run (a replay
    /// shows the same menus in the same order, since it takes the same way).
    func nextMenuPlace() -> String {
        menusShown += 1
        return placePrefix + "menu\(menusShown)"
    }

    /// The recorded output of a step that finished in an earlier attempt of
    /// this run, or nil when it must run. Throws when the step was in flight
    /// and running it again is not safe (`InterruptedStep`).
    func replayed(_ node: Int) throws -> RuntimeValue? {
        guard let durable = environment.durable else { return nil }
        let place = place(of: node)
        if let text = durable.replay.finished[place] {
            guard let value = RecordedValue.value(text) else {
                throw RunFailure.failed(step: graph.nodes[node].summary, message: "its record in the step journal cannot be read")
            }
            return value
        }
        if durable.replay.unfinished.contains(place), !durable.repeatsUnsafeSteps,
           !safeToRepeat(graph.nodes[node]) {
            throw InterruptedStep(step: graph.nodes[node].summary)
        }
        return nil
    }

    /// Whether a step may run twice with no more effect than once: its
    /// action is declared idempotent (reads are), or it does its effect under
    /// an idempotency key (send-message's outbox, an app's intent: in-process
    /// handlers and external apps get the key with `handle`, and an app
    /// says whether it honors it). send-message is keyed only through the
    /// outbox: a program or a webhook may not know what a key is.
    func safeToRepeat(_ node: StepNode) -> Bool {
        switch node.action {
        case .builtin(let name):
            guard let entry = ActionCatalog.named(name) else { return false }
            return entry.isIdempotent || (entry.name == "send-message" && environment.configuration.transport == .outbox)
        case .intent(let app, _): return environment.registry.handlers[app]?.honorsIdempotencyKeys ?? false
        }
    }

    /// Records that the step is about to run.
    func recordStart(_ node: Int) throws {
        guard let durable = environment.durable else { return }
        try record(.started(place: place(of: node)), durable, step: graph.nodes[node].summary)
    }

    /// Records the step's output; until this is on disk, the step is in flight.
    func recordFinish(_ node: Int, output: RuntimeValue) throws {
        guard let durable = environment.durable else { return }
        try record(.finished(place: place(of: node), output: RecordedValue.text(output)), durable, step: graph.nodes[node].summary)
    }

    /// A value the run uses that its source does not fix (a menu's answer):
    /// the recorded one on replay, else `produce`'s, recorded.
    func recordedInput(_ kind: String, at place: String, step: String, produce: () async throws -> RuntimeValue) async throws -> RuntimeValue {
        guard let durable = environment.durable else { return try await produce() }
        if let recorded = durable.replay.inputs[place]?.first(where: { $0.kind == kind }), let value = RecordedValue.value(recorded.value) {
            return value
        }
        let value = try await produce()
        try record(.input(place: place, kind: kind, value: RecordedValue.text(value)), durable, step: step)
        return value
    }

    private func record(_ entry: StepJournalEntry, _ durable: DurableRun, step: String) throws {
        do { try durable.recorder.record(entry) } catch let error as StateError {
            throw RunFailure.failed(step: step, message: "its record could not be written to the step journal: \(error)")
        }
    }

    /// The idempotency key of the step running now, when the run keeps a journal.
    var idempotencyKey: String? {
        guard let durable = environment.durable, let node = runningNode else { return nil }
        return durable.idempotencyKey(place: place(of: node))
    }
}
