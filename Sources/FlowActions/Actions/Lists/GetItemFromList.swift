import FlowModel

extension ActionEntry {
    /// Shortcuts' Get Item from List: the item at an index (counted from 1
    /// as Shortcuts counts, -1 the last), the first, last or a random item,
    /// or the items in a range (`index` through `to`, both included, clamped
    /// to the list). An item that is not there is nothing.
    public static let getItemFromList = ActionEntry(
        name: "get-item-from-list", category: .lists, shortcutsNames: ["Get Item from List"],
        keywords: ["index", "element", "first", "last", "nth", "random", "range", "slice"],
        summary: "Get item ${index} from ${list}",
        parameters: [
            .first("list", .list(.any)),
            .labeled("index", .integer, optional: true, help: "1 is the first item, -1 the last"),
            .labeled("get", .string, default: .string("item-at-index"), choices: [
                ActionChoice("item-at-index", output: .json), ActionChoice("first", output: .json), ActionChoice("last", output: .json),
                ActionChoice("random", output: .json), ActionChoice("items-in-range", output: .list(.json)),
            ]),
            .labeled("to", .integer, optional: true, help: "the last index of items-in-range, included"),
        ],
        output: .json, outputMayBeAbsent: true, isIdempotent: true,
        checkLiteral: { parameter, literal in
            (parameter == "index" || parameter == "to") && literal.asDouble == 0 ? "items are counted from 1 (and -1 is the last), so 0 is no item" : nil
        },
        example: #"get-item-from-list(["Clam Chowder", "Tomato Soup"], index: 1)"#
    ) { call, context in
        let values = call.list("list") ?? []
        switch call.text("get") {
        case "first": return ListOperations.first(values) ?? .nothing
        case "last": return ListOperations.last(values) ?? .nothing
        case "random":
            var generator = SystemRandomNumberGenerator()
            return ListOperations.random(values, using: &generator) ?? .nothing
        case "items-in-range":
            return .list(ListOperations.items(values, from: call.integer("index") ?? 1, through: call.integer("to") ?? -1))
        default:
            guard call.isGiven("index") else { throw context.fail("item-at-index needs index: (1 is the first item, -1 the last)") }
            guard let position = call.integer("index") else { return .nothing }
            return ListOperations.item(values, at: position) ?? .nothing
        }
    }
}
