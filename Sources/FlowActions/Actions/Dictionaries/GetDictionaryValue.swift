import FlowModel

extension ActionEntry {
    /// Shortcuts' Get Dictionary Value: the value under a key; nothing when
    /// the key is missing or the value is no dictionary.
    public static let getDictionaryValue = ActionEntry(
        name: "get-dictionary-value", category: .dictionaries, shortcutsNames: ["Get Dictionary Value"], keywords: ["key", "lookup", "json", "field"],
        summary: "Get ${key} from ${dictionary}",
        parameters: [.first("dictionary", .json), .labeled("key", .string)],
        output: .json, outputMayBeAbsent: true, isIdempotent: true,
        example: #"get-dictionary-value([soup: "Clam Chowder"], key: "soup")"#
    ) { call, _ in
        guard let entries = call.dictionary("dictionary") else { return .nothing }
        let key = call.text("key")
        return entries.first { $0.key == key }?.value ?? .nothing
    }
}
