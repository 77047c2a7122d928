import FlowModel

extension ActionEntry {
    /// Shortcuts' URL Encode, with its mode: percent-encoding of text's UTF-8
    /// bytes (everything but A-Z a-z 0-9 - . _ ~, so the result fits any
    /// part of a URL), or decoding it. `form: true` is HTML form encoding
    /// (a space is "+"). A bad percent sequence fails the step.
    public static let urlEncode = ActionEntry(
        name: "url-encode", category: .encoding, shortcutsNames: ["URL Encode"], keywords: ["url decode", "percent", "escape", "encode", "decode"],
        summary: "URL ${mode} ${text}",
        parameters: [
            .first("text", .string),
            .labeled("mode", .string, default: .string("encode"), choices: ["encode", "decode"]),
            .labeled("form", .boolean, default: .boolean(false), help: "HTML form encoding: a space is +"),
        ],
        output: .string, isIdempotent: true,
        example: #"url-encode("Clam Chowder & Bread")"#
    ) { call, context in
        let text = call.text("text")
        let mode: PercentEncoding.Mode = if case .boolean(true)? = call.value("form") { .form } else { .component }
        switch call.text("mode") {
        case "encode": return .string(PercentEncoding.encode(text, mode: mode))
        case "decode":
            do { return .string(try PercentEncoding.decode(text, mode: mode)) } catch { throw context.fail("cannot URL-decode: \(error)") }
        case let other: throw context.fail("'\(other)' is not a mode; take encode or decode")
        }
    }
}
