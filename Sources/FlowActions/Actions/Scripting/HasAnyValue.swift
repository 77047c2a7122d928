import FlowModel

extension ActionEntry {
    /// Shortcuts' If conditions "has any value" and "does not have any
    /// value" as a Boolean for `if`: nothing, empty text, an empty list or
    /// dictionary have none (`ItemCondition.hasAnyValue`).
    public static let hasAnyValue = ActionEntry(
        name: "has-any-value", category: .scripting, shortcutsNames: [], isFlowOnly: true,
        keywords: ["if", "exists", "nothing", "empty", "missing", "nil", "absent"],
        summary: "Whether ${value} has any value",
        parameters: [.first("value", .any, optional: true)],
        output: .boolean, isIdempotent: true,
        example: #"has-any-value(get-dictionary-value([soup: "Clam"], key: "size"))"#
    ) { call, _ in
        .boolean(ItemCondition.hasAnyValue.holds(for: call.value("value") ?? .nothing))
    }

    /// "x, or else y": the value when it has any (as `has-any-value`
    /// says), else the default.
    public static let valueOr = ActionEntry(
        name: "value-or", category: .scripting, shortcutsNames: [], isFlowOnly: true,
        keywords: ["default", "fallback", "otherwise", "or else", "nothing", "missing", "nil", "coalesce"],
        summary: "${value}, or else ${default}",
        parameters: [.first("value", .any, optional: true), .labeled("default", .any)],
        output: .json, isIdempotent: true,
        example: #"value-or(get-dictionary-value([soup: "Clam"], key: "size"), default: "small")"#
    ) { call, _ in
        let value = call.value("value") ?? .nothing
        return ItemCondition.hasAnyValue.holds(for: value) ? value : (call.value("default") ?? .nothing)
    }
}
