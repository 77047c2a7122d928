import FlowModel

extension ActionEntry {
    /// The first of each value, in order (2 and 2.0 are one; "Apple" and
    /// "apple" two, as Shortcuts keeps them apart).
    public static let uniqueItems = ActionEntry(
        name: "unique-items", category: .lists, shortcutsNames: [], isFlowOnly: true,
        keywords: ["remove duplicates", "distinct", "dedupe", "uniq"],
        summary: "Unique items of ${list}",
        parameters: [.first("list", .list(.any))],
        output: .list(.json), isIdempotent: true,
        example: #"unique-items(["Clam", "Tomato", "Clam"])"#
    ) { call, _ in
        .list(ListOperations.unique(call.list("list") ?? []))
    }
}
