import FlowModel

extension ActionEntry {
    /// One dictionary's entries, then another's: a key in both takes the
    /// second's value in the first's place. (Shortcuts merges by setting
    /// values one by one.)
    public static let mergeDictionaries = ActionEntry(
        name: "merge-dictionaries", category: .dictionaries, shortcutsNames: [], isFlowOnly: true,
        keywords: ["combine", "update", "overlay", "defaults"],
        summary: "Merge ${with} into ${dictionary}",
        parameters: [.first("dictionary", .json), .labeled("with", .json)],
        output: .dictionary(key: .string, value: .json), isIdempotent: true,
        example: #"merge-dictionaries([soup: "Clam", size: "small"], with: [size: "large"])"#
    ) { call, _ in
        var merged: RuntimeValue = .dictionary(call.dictionary("dictionary") ?? [])
        for entry in call.dictionary("with") ?? [] {
            if case .dictionary(let entries) = merged { merged = KeyPath.replacing(entry.key, with: entry.value, in: entries) }
        }
        return merged
    }
}
