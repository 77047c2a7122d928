import FlowModel

extension ActionEntry {
    /// Shortcuts' Date (Current Date): the run's clock now.
    public static let currentDate = ActionEntry(
        name: "current-date", category: .dates, shortcutsNames: ["Date"], keywords: ["now", "today", "time", "clock"],
        summary: "Current date",
        parameters: [],
        output: .date, isIdempotent: true,
        example: "current-date()"
    ) { _, context in
        .date(context.now())
    }
}
