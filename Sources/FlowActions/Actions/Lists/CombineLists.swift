import FlowModel

extension ActionEntry {
    /// The items of one list and then another's (Shortcuts adds to a list
    /// with Add to Variable; flow lists are values, so this gives a new one).
    /// A value that is no list counts as a list of itself.
    public static let combineLists = ActionEntry(
        name: "combine-lists", category: .lists, shortcutsNames: [], isFlowOnly: true, keywords: ["concatenate", "append", "join lists", "merge"],
        summary: "Combine ${list} with ${with}",
        parameters: [.first("list", .list(.any)), .labeled("with", .list(.any))],
        output: .list(.json), isIdempotent: true,
        example: #"combine-lists(["Clam"], with: ["Tomato", "Noodle"])"#
    ) { call, _ in
        func items(_ name: String) -> [RuntimeValue] {
            switch call.value(name) ?? .nothing {
            case .list(let values): values
            case .nothing: []
            case let value: [value]
            }
        }
        return .list(ListOperations.combined([items("list"), items("with")]))
    }
}
