import FlowModel

extension ActionEntry {
    /// Shortcuts' Set Dictionary Value: a new dictionary with the key, or a
    /// key path (`order.customer.name`), set: in its place when it was there,
    /// else added last, with dictionaries made along the path; a value that
    /// is no dictionary starts an empty one. An index beyond a list fails.
    public static let setDictionaryValue = ActionEntry(
        name: "set-dictionary-value", category: .dictionaries, shortcutsNames: ["Set Dictionary Value"], keywords: ["key", "json", "field", "update", "key path"],
        summary: "Set ${key} in ${dictionary}",
        parameters: [
            .first("dictionary", .json), .labeled("key", .string, help: "a key, or a path such as order.items.1.price"), .labeled("value", .any),
        ],
        output: .dictionary(key: .string, value: .json), isIdempotent: true,
        example: #"set-dictionary-value([soup: "Clam Chowder"], key: "quantity", value: 2)"#
    ) { call, context in
        var start = call.value("dictionary") ?? .nothing
        if case .dictionary = start {} else { start = .dictionary([]) }
        switch KeyPath.setting(call.value("value") ?? .nothing, at: call.text("key"), in: start) {
        case .success(let value): return value
        case .failure(let error): throw context.fail(error.message)
        }
    }
}
