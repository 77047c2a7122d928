/// `TokenKind.reservedWords` keyed by their bytes packed into a `UInt64`
/// (first byte lowest), for the lexer: every identifier is checked, and a
/// `String` plus a hashed dictionary lookup each was a tenth of lexing.
/// Identifier bytes are never zero, so the packing also encodes the length.
enum ReservedWords {
    static let packed: [(UInt64, TokenKind)] = TokenKind.reservedWords.map { word, kind in
        precondition(word.utf8.count <= 8, "a reserved word longer than 8 bytes cannot be packed")
        var value: UInt64 = 0
        for (offset, byte) in word.utf8.enumerated() { value |= UInt64(byte) << (8 * UInt64(offset)) }
        return (value, kind)
    }

    static func kind(_ packedWord: UInt64) -> TokenKind? {
        for (value, kind) in packed where value == packedWord { return kind }
        return nil
    }
}
