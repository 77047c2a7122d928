import FlowModel

extension ActionEntry {
    /// Shortcuts' Get Dictionary Value: the value at a key or a key path
    /// (`order.items.1.price`, lists counting from 1), or All Keys, or All
    /// Values; nothing when the key is missing or the value is no dictionary.
    public static let getDictionaryValue = ActionEntry(
        name: "get-dictionary-value", category: .dictionaries, shortcutsNames: ["Get Dictionary Value"],
        keywords: ["key", "lookup", "json", "field", "key path", "all keys", "all values"],
        summary: "Get ${key} from ${dictionary}",
        parameters: [
            .first("dictionary", .json),
            .labeled("key", .string, optional: true, help: "a key, or a path such as order.items.1.price"),
            .labeled("get", .string, default: .string("value"), choices: [
                ActionChoice("value", output: .json), ActionChoice("all-keys", output: .list(.string)), ActionChoice("all-values", output: .list(.json)),
            ]),
        ],
        output: .json, outputMayBeAbsent: true, isIdempotent: true,
        example: #"get-dictionary-value([soup: "Clam Chowder"], key: "soup")"#
    ) { call, context in
        let dictionary = call.value("dictionary") ?? .nothing
        switch call.text("get") {
        case "all-keys": return .list((call.dictionary("dictionary") ?? []).map { .string($0.key) })
        case "all-values": return .list((call.dictionary("dictionary") ?? []).map(\.value))
        default:
            guard let key = call.optionalText("key") else { throw context.fail("get-dictionary-value needs key: for its value") }
            return KeyPath.value(at: key, in: dictionary) ?? .nothing
        }
    }
}
