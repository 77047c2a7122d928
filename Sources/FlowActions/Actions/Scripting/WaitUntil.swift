import Foundation
import FlowModel

extension ActionEntry {
    /// flow's own: waits until a moment, on the run's clock and its sleep
    /// (tests record instead of sleeping). A moment already past goes on at once.
    public static let waitUntil = ActionEntry(
        name: "wait-until", category: .scripting, shortcutsNames: [], isFlowOnly: true,
        keywords: ["sleep", "pause", "until", "time", "schedule", "alarm"],
        summary: "Wait until ${date}",
        parameters: [.first("date", .date)],
        output: .nothing, isIdempotent: true,
        example: #"wait-until(current-date())"#
    ) { call, context in
        guard let date = call.date("date") else { throw context.fail("'\(call.text("date"))' is not a date") }
        let seconds = date.timeIntervalSince(context.now())
        if seconds > 0 { try await context.sleep(seconds) }
        return .nothing
    }
}
