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
