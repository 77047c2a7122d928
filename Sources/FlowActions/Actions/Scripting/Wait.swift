import FlowModel

extension ActionEntry {
    /// Shortcuts' Wait, on the run's clock (tests pass one that only records).
    public static let wait = ActionEntry(
        name: "wait", category: .scripting, shortcutsNames: ["Wait"], keywords: ["sleep", "pause", "delay"],
        summary: "Wait ${duration}",
        parameters: [.first("duration", .duration)],
        output: .nothing, isIdempotent: true,
        example: "wait(2s)"
    ) { call, context in
        try await context.sleep(call.number("duration") ?? 0)
        return .nothing
    }
}
