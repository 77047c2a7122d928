import FlowSyntax

extension Lexer {
    /// The tokens and comments of `bytes`, or of a slice of them with file
    /// offsets (the inside of a `${...}`), without reporting anything: an
    /// editor reads the tokens of text as it is being typed.
    static func scan(_ bytes: [UInt8], range: Range<Int>? = nil) -> LexedSource {
        var lexer = Lexer(bytes: bytes, range: range)
        return lexer.run()
    }
}
