import FlowModel

extension ActionEntry {
    /// Shortcuts' Random Number: a whole number from the minimum to the
    /// maximum, both included (the bounds in either order).
    public static let randomNumber = ActionEntry(
        name: "random-number", category: .numbers, shortcutsNames: ["Random Number"], keywords: ["dice", "chance", "pick"],
        summary: "Random number between ${min} and ${max}",
        parameters: [.labeled("min", .integer, default: .integer(0)), .labeled("max", .integer, default: .integer(100))],
        output: .integer, isIdempotent: false,
        example: "random-number(min: 1, max: 6)"
    ) { call, _ in
        .integer(RandomNumber.integer(between: call.integer("min") ?? 0, and: call.integer("max") ?? 100))
    }
}
