import FlowModel

extension ActionEntry {
    /// Shortcuts' Set Dictionary Value: the dictionary with the key set (in
    /// its place when it was there, else added last); a value that is no
    /// dictionary starts an empty one.
    public static let setDictionaryValue = ActionEntry(
        name: "set-dictionary-value", category: .dictionaries, shortcutsNames: ["Set Dictionary Value"], keywords: ["key", "json", "field", "update"],
        summary: "Set ${key} in ${dictionary}",
        parameters: [.first("dictionary", .json), .labeled("key", .string), .labeled("value", .any)],
        output: .dictionary(key: .string, value: .json), isIdempotent: true,
        example: #"set-dictionary-value([soup: "Clam Chowder"], key: "quantity", value: 2)"#
    ) { call, _ in
        var entries = call.dictionary("dictionary") ?? []
        let entry = RuntimeValue.Entry(key: call.text("key"), value: call.value("value") ?? .nothing)
        if let index = entries.firstIndex(where: { $0.key == entry.key }) { entries[index] = entry } else { entries.append(entry) }
        return .dictionary(entries)
    }
}
