import FlowDiagnostics
import FlowState

/// How a position's `character` counts within its line. LSP's default is
/// UTF-16 code units (what JavaScript strings index); a client may offer
/// UTF-8, which is what flow's offsets already are, or UTF-32 (scalars).
enum PositionEncoding: String, Sendable {
    case utf8 = "utf-8", utf16 = "utf-16", utf32 = "utf-32"

    /// The first of the client's offered encodings the server prefers
    /// (UTF-8, then UTF-16), else UTF-16, which every client must support.
    static func negotiate(_ offered: [String]) -> PositionEncoding {
        if offered.contains(utf8.rawValue) { return .utf8 }
        return .utf16
    }

    /// How many units a scalar of `byteCount` UTF-8 bytes is.
    func units(scalarBytes byteCount: Int) -> Int {
        switch self {
        case .utf8: byteCount
        case .utf16: byteCount == 4 ? 2 : 1
        case .utf32: 1
        }
    }
}

/// Converts between flow's UTF-8 offsets and LSP's (line, character)
/// positions for one file's text. Invalid UTF-8 counts one unit a byte, so
/// every offset has a position and the other way round, whatever the bytes.
struct PositionMap {
    let file: SourceFile
    let encoding: PositionEncoding

    /// The length of the scalar starting with `lead` (1 for a byte that starts none).
    static func scalarLength(_ lead: UInt8) -> Int {
        switch lead {
        case 0xC2...0xDF: 2
        case 0xE0...0xEF: 3
        case 0xF0...0xF4: 4
        default: 1
        }
    }

    /// The end of a 0-based line's text, without its `\n` (or `\r\n`).
    func lineEnd(_ line: Int) -> Int {
        let starts = file.lineStarts
        var end = line + 1 < starts.count ? starts[line + 1] - 1 : file.bytes.count
        if end > starts[line], file.bytes[end - 1] == 0x0D { end -= 1 }
        return end
    }

    /// The offset of a position; a line past the end is the end of the file,
    /// a character past the line's end is the line's end (as LSP asks).
    func offset(line: Int, character: Int) -> Int {
        let starts = file.lineStarts
        guard line >= 0 else { return 0 }
        guard line < starts.count else { return file.bytes.count }
        let end = lineEnd(line)
        var index = starts[line]
        var units = 0
        while index < end && units < max(character, 0) {
            let length = min(Self.scalarLength(file.bytes[index]), end - index)
            units += encoding.units(scalarBytes: length)
            index += length
        }
        return index
    }

    /// The position of an offset (clamped to the file).
    func position(_ offset: Int) -> (line: Int, character: Int) {
        let clamped = min(max(offset, 0), file.bytes.count)
        let line = file.lineIndex(of: clamped)
        var index = file.lineStarts[line]
        var units = 0
        while index < clamped {
            let length = Self.scalarLength(file.bytes[index])
            guard index + length <= clamped else { break }
            units += encoding.units(scalarBytes: length)
            index += length
        }
        return (line, units)
    }

    func json(_ offset: Int) -> JSONValue {
        let (line, character) = position(offset)
        return ["line": JSONValue(line), "character": JSONValue(character)]
    }

    func json(_ range: SourceRange) -> JSONValue {
        ["start": json(range.start), "end": json(range.end)]
    }

    /// A position given by the client, as an offset; nil when it is not a position at all.
    func offset(_ position: JSONValue?) -> Int? {
        guard let line = position?["line"]?.int, let character = position?["character"]?.int else { return nil }
        return offset(line: line, character: character)
    }

    func range(_ range: JSONValue?) -> SourceRange? {
        guard let start = offset(range?["start"]), let end = offset(range?["end"]) else { return nil }
        return SourceRange(start: min(start, end), end: max(start, end))
    }
}
