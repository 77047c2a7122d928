import FlowModel

extension ActionEntry {
    /// Any value as JSON text, by FlowModel's exact writer: decimals with
    /// their digits, keys in their order or sorted (stable text to compare
    /// or store), compact or indented by two spaces.
    public static let getJSONText = ActionEntry(
        name: "get-json-text", category: .dictionaries, shortcutsNames: [], isFlowOnly: true,
        keywords: ["encode", "serialize", "stringify", "json"],
        summary: "Get ${value} as JSON text",
        parameters: [
            .first("value", .any),
            .labeled("pretty", .boolean, default: .boolean(false), help: "one member a line, indented by two spaces"),
            .labeled("sorted-keys", .boolean, default: .boolean(false), help: "keys in code-point order, not as kept"),
        ],
        output: .string, isIdempotent: true,
        example: #"get-json-text([soup: "Clam", price: 4.50], pretty: true)"#
    ) { call, _ in
        let options = JSONWriter.Options(pretty: call.value("pretty") == .boolean(true), sortedKeys: call.value("sorted-keys") == .boolean(true))
        return .string(JSONWriter.text(call.value("value") ?? .nothing, options))
    }
}
