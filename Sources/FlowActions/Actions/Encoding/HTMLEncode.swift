import FlowModel

extension ActionEntry {
    /// HTML entities: `&`, `<`, `>`, `"` and `'` escaped, or every named and
    /// numeric entity decoded. Shortcuts has no such action (its Make HTML
    /// from Rich Text makes a document, which this is not).
    public static let htmlEncode = ActionEntry(
        name: "html-encode", category: .encoding, shortcutsNames: [], isFlowOnly: true, keywords: ["html decode", "entities", "escape", "unescape"],
        summary: "HTML ${mode} ${text}",
        parameters: [
            .first("text", .string),
            .labeled("mode", .string, default: .string("encode"), choices: ["encode", "decode"]),
        ],
        output: .string, isIdempotent: true,
        example: #"html-encode("Clam Chowder <hot> & Bread")"#
    ) { call, context in
        switch call.text("mode") {
        case "encode": return .string(HTMLEntities.encode(call.text("text")))
        case "decode": return .string(HTMLEntities.decode(call.text("text")))
        case let other: throw context.fail("'\(other)' is not a mode; take encode or decode")
        }
    }
}
