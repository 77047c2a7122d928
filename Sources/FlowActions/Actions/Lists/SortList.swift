import FlowModel

extension ActionEntry {
    /// Sorts a list by its items or a property of each (a dictionary's key,
    /// a file's size): numbers by value, text in natural order ("file9"
    /// before "file10"), stable, as `ValueOrdering` orders. Shortcuts sorts
    /// in Filter Files' Sort by; flow has it for any list.
    public static let sortList = ActionEntry(
        name: "sort-list", category: .lists, shortcutsNames: [], isFlowOnly: true,
        keywords: ["order", "sort by", "ascending", "descending", "natural"],
        summary: "Sort ${list}",
        parameters: [
            .first("list", .list(.any)),
            .labeled("by", .string, optional: true, help: "a property or dictionary key of each item; left out, the item itself"),
            .labeled("order", .string, default: .string("ascending"), choices: ["ascending", "descending"]),
        ],
        output: .list(.json), isIdempotent: true,
        example: #"sort-list(["file10", "file9", "file1"])"#
    ) { call, _ in
        let items = call.list("list") ?? []
        let order: SortOrder = call.text("order") == "descending" ? .descending : .ascending
        if let property = call.optionalText("by") { return .list(ListOperations.sorted(items, byProperty: property, order: order)) }
        return .list(ListOperations.sorted(items, order: order))
    }
}
