/// Trim Whitespace: spaces, tabs, line breaks and the other Unicode
/// whitespace (no-break space, ideographic space) at the ends of a text.
/// Whitespace inside the text is kept.
public enum TrimmedEnds: String, CaseIterable, Sendable {
    case both
    case leading
    case trailing
}

public enum TextTrimming {
    public static func trim(_ text: String, _ ends: TrimmedEnds = .both) -> String {
        var slice = Substring(text)
        if ends != .trailing { slice = slice.drop(while: \.isWhitespace) }
        if ends != .leading {
            while let last = slice.last, last.isWhitespace { slice = slice.dropLast() }
        }
        return String(slice)
    }
}
