/// The fuzz tests' edits of real files, shared so every layer (parser,
/// checker, language server) is fed the same kinds of damage.
public enum Mutations {
    /// Bytes that matter to the lexer, so edits hit interesting paths.
    public static let interesting: [UInt8] = Array("{}()[]\"'$#\\\n;:,.-=<>!0123456789 aZ_".utf8) + [0, 0xC3, 0xFF, 0xE2, 0x80]

    public static func bytes(_ input: [UInt8], using generator: inout SeededGenerator) -> [UInt8] {
        var bytes = input
        let edits = Int.random(in: 1...8, using: &generator)
        for _ in 0..<edits {
            let position = bytes.isEmpty ? 0 : Int.random(in: 0..<bytes.count, using: &generator)
            let byte = Bool.random(using: &generator)
                ? interesting.randomElement(using: &generator)!
                : UInt8.random(in: 0...255, using: &generator)
            switch Int.random(in: 0..<6, using: &generator) {
            case 5:
                // A long run of one byte: huge numbers, deep nesting, long lines.
                bytes.insert(contentsOf: repeatElement(byte, count: Int.random(in: 10...200, using: &generator)), at: position)
            case 0 where !bytes.isEmpty: bytes[position] = byte
            case 1: bytes.insert(byte, at: position)
            case 2 where !bytes.isEmpty: bytes.remove(at: position)
            case 3 where bytes.count > 2:
                // Duplicate or delete a slice: unbalances brackets and strings.
                let end = min(bytes.count, position + Int.random(in: 1...40, using: &generator))
                if Bool.random(using: &generator) {
                    bytes.insert(contentsOf: bytes[position..<end], at: position)
                } else {
                    bytes.removeSubrange(position..<end)
                }
            default: bytes.insert(byte, at: position)
            }
        }
        return bytes
    }

    /// Edits that keep most of the text, so the checker, not only the parser, is reached.
    public static func words(_ input: [UInt8], using generator: inout SeededGenerator) -> [UInt8] {
        var bytes = input
        let words: [[UInt8]] = ["ask", ".clamChowder", "OrderDetails", "now", "trigger", "[", "]", "(", ")", "\"", "1", "-", ".", ":", "x",
                                "OrderSoup", "quantity", "let ", "var ", "menu \"m\" { \"a\" { } }", "if x { }", "$2", "10s", "2026-01-01"]
            .map { Array($0.utf8) }
        for _ in 0..<Int.random(in: 1...3, using: &generator) where !bytes.isEmpty {
            let position = Int.random(in: 0..<bytes.count, using: &generator)
            switch Int.random(in: 0..<3, using: &generator) {
            case 0: bytes.insert(contentsOf: words.randomElement(using: &generator)!, at: position)
            case 1: bytes.removeSubrange(position..<min(bytes.count, position + Int.random(in: 1...12, using: &generator)))
            default:
                // Replace a word-sized run with another word.
                let end = min(bytes.count, position + Int.random(in: 1...8, using: &generator))
                bytes.replaceSubrange(position..<end, with: words.randomElement(using: &generator)!)
            }
        }
        return bytes
    }
}

/// One line of a file as someone typing leaves it: replaced by garbage, or
/// cut in the middle of a word. A closing `}` at its start and an opening
/// `{` at its end are kept, as an editor keeps them while the middle of a
/// line is retyped, so the blocks around and after it stay blocks.
public enum LineMutations {
    /// The mutations of `line`; none for a line that is only brackets,
    /// blank or a comment (there is nothing being typed there).
    public static func of(_ line: String) -> [String] {
        [garbage(line), truncated(line)].compactMap { $0 }
    }

    /// The line's text with its indentation, a leading `}` and a trailing `{`
    /// split off; nil when nothing is left.
    static func parts(_ line: String) -> (indent: String, closes: Bool, body: String, opens: Bool)? {
        let indent = String(line.prefix { $0 == " " || $0 == "\t" })
        var body = line.dropFirst(indent.count)[...]
        let closes = body.hasPrefix("}")
        if closes { body = body.dropFirst().drop { $0 == " " } }
        let opens = body.hasSuffix("{")
        if opens { body = body.dropLast() }
        while body.last == " " { body = body.dropLast() }
        let text = String(body)
        guard !text.isEmpty, !text.hasPrefix("#"), text.contains(where: { $0.isLetter || $0.isNumber }) else { return nil }
        return (indent, closes, text, opens)
    }

    static func assemble(_ parts: (indent: String, closes: Bool, body: String, opens: Bool), _ body: String) -> String {
        parts.indent + (parts.closes ? "} " : "") + body + (parts.opens ? " {" : "")
    }

    /// `@@ ~ garbage`: characters and words no production starts with.
    public static func garbage(_ line: String) -> String? {
        parts(line).map { assemble($0, "@@ ~ garbage") }
    }

    /// The line cut in the middle of its longest word (`SoupChef.Ord`).
    public static func truncated(_ line: String) -> String? {
        guard let parts = parts(line) else { return nil }
        let characters = Array(parts.body)
        var best: Range<Int>?
        var start: Int?
        for index in 0...characters.count {
            let isWord = index < characters.count && (characters[index].isLetter || characters[index].isNumber || characters[index] == "_")
            if isWord, start == nil { start = index }
            if !isWord, let begun = start {
                if begun + 1 < index, (best.map { index - begun > $0.count } ?? true) { best = begun..<index }
                start = nil
            }
        }
        guard let word = best else { return nil }
        return assemble(parts, String(characters[..<(word.lowerBound + word.count / 2)]))
    }
}
