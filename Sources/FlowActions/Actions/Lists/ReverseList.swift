import FlowModel

extension ActionEntry {
    /// A list's items last to first (Shortcuts has it only inside Filter
    /// Files' order; flow has it for any list).
    public static let reverseList = ActionEntry(
        name: "reverse-list", category: .lists, shortcutsNames: [], isFlowOnly: true, keywords: ["reverse", "backwards", "flip"],
        summary: "Reverse ${list}",
        parameters: [.first("list", .list(.any))],
        output: .list(.json), isIdempotent: true,
        example: #"reverse-list(["Clam", "Tomato", "Noodle"])"#
    ) { call, _ in
        .list(ListOperations.reversed(call.list("list") ?? []))
    }
}
