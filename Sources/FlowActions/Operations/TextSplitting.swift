/// Split Text: where a text is cut into a list, as Shortcuts offers it.
public enum TextSeparator: Equatable, Sendable {
    /// Every line break: `\n`, `\r\n` (one break, not two), `\r`, and the
    /// Unicode line and paragraph separators (U+2028, U+2029, U+0085).
    /// Blank lines in the middle are kept as ""; a final line break does
    /// not add an empty last line ("a\nb\n" is two lines), as Python's
    /// `splitlines` and `wc -l` count them.
    case newLines
    /// Runs of whitespace (spaces, tabs, line breaks, no-break spaces);
    /// no empty pieces, so leading and trailing space do not add any.
    case spaces
    /// Every character as a person sees one: "é" (e + accent) or a family
    /// emoji stays whole.
    case everyCharacter
    /// A custom separator, matched exactly (Unicode scalars, no
    /// normalization). Empty pieces are kept, as Shortcuts keeps them:
    /// "a,,b" by "," is "a", "", "b". An empty separator does not split.
    case custom(String)
}

public enum TextSplitting {
    public static func split(_ text: String, by separator: TextSeparator) -> [String] {
        switch separator {
        case .newLines: lines(text)
        case .spaces: text.split(whereSeparator: \.isWhitespace).map(String.init)
        case .everyCharacter: text.map(String.init)
        case .custom(let separator): custom(text, separator)
        }
    }

    /// The lines of `text`, by Unicode scalars so "\r\n" is one break.
    static func lines(_ text: String) -> [String] {
        var lines: [String] = []
        var current = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        var pendingCarriageReturn = false
        while let scalar = scalars.next() {
            if pendingCarriageReturn {
                pendingCarriageReturn = false
                if scalar == "\n" { continue }
            }
            switch scalar {
            case "\n", "\r", "\u{85}", "\u{2028}", "\u{2029}":
                lines.append(String(current))
                current = String.UnicodeScalarView()
                pendingCarriageReturn = scalar == "\r"
            default:
                current.append(scalar)
            }
        }
        if !current.isEmpty { lines.append(String(current)) }
        return lines
    }

    private static func custom(_ text: String, _ separator: String) -> [String] {
        guard !separator.isEmpty else { return [text] }
        return ByteSearch.withUTF8(text, separator) { bytes, needle in
            ByteSearch.pieces(of: bytes, separatedBy: needle).map { String(decoding: UnsafeBufferPointer(rebasing: bytes[$0]), as: UTF8.self) }
        }
    }
}
