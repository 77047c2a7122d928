import FlowModel

extension ActionEntry {
    /// Shortcuts' Get Item from List: counted from 1 as Shortcuts counts,
    /// -1 the last; an index outside the list gives nothing.
    public static let getItemFromList = ActionEntry(
        name: "get-item-from-list", category: .lists, shortcutsNames: ["Get Item from List"], keywords: ["index", "element", "first", "last", "nth"],
        summary: "Get item ${index} from ${list}",
        parameters: [.first("list", .list(.any)), .labeled("index", .integer, help: "1 is the first item, -1 the last")],
        output: .json, outputMayBeAbsent: true, isIdempotent: true,
        checkLiteral: { parameter, literal in
            parameter == "index" && literal.asDouble == 0 ? "items are counted from 1 (and -1 is the last), so 0 is no item" : nil
        },
        example: #"get-item-from-list(["Clam Chowder", "Tomato Soup"], index: 1)"#
    ) { call, _ in
        guard let values = call.list("list"), let position = call.integer("index") else { return .nothing }
        let index = position < 0 ? values.count + position : position - 1
        return values.indices.contains(index) ? values[index] : .nothing
    }
}
