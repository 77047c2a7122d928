import FlowModel

extension ActionEntry {
    /// Shortcuts' Number: a number as a step of its own.
    public static let number = ActionEntry(
        name: "number", category: .numbers, shortcutsNames: ["Number"], keywords: ["decimal", "integer", "value"],
        summary: "Number ${number}",
        parameters: [.first("number", .decimal)],
        output: .decimal, isIdempotent: true,
        example: "number(2.95)"
    ) { call, _ in
        call.value("number") ?? .nothing
    }
}
