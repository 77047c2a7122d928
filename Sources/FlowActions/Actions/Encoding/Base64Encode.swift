import FlowModel

extension ActionEntry {
    /// Shortcuts' Base64 Encode, one action with its mode as Shortcuts has
    /// it: text's UTF-8 bytes encoded (with line breaks every 64 or 76
    /// characters if asked), or Base64 decoded back to text. Input that is
    /// not Base64, or does not decode to UTF-8 text, fails the step.
    public static let base64Encode = ActionEntry(
        name: "base64-encode", category: .encoding, shortcutsNames: ["Base64 Encode"], keywords: ["base64 decode", "encode", "decode"],
        summary: "Base64 ${mode} ${text}",
        parameters: [
            .first("text", .string),
            .labeled("mode", .string, default: .string("encode"), choices: ["encode", "decode"]),
            .labeled("line-breaks", .string, default: .string("none"), choices: ["none", "every-64", "every-76"],
                     help: "when encoding: a line break every 64 (PEM) or 76 (MIME) characters"),
        ],
        output: .string, isIdempotent: true,
        example: #"base64-encode("Clam Chowder")"#
    ) { call, context in
        let text = call.text("text")
        switch call.text("mode") {
        case "encode":
            let lineBreaks: Base64.LineBreaks
            switch call.text("line-breaks") {
            case "none": lineBreaks = .none
            case "every-64": lineBreaks = .every64
            case "every-76": lineBreaks = .every76
            case let other: throw context.fail("'\(other)' is not a choice of line breaks; take none, every-64 or every-76")
            }
            return .string(Base64.encode(text, lineBreaks: lineBreaks))
        case "decode":
            let bytes: [UInt8]
            do { bytes = try Base64.decode(text) } catch { throw context.fail("not Base64: \(error)") }
            guard let decoded = String(validating: bytes, as: UTF8.self) else {
                throw context.fail("the Base64 decodes to bytes that are not UTF-8 text")
            }
            return .string(decoded)
        case let other: throw context.fail("'\(other)' is not a mode; take encode or decode")
        }
    }
}
