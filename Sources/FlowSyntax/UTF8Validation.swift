import FlowDiagnostics

/// Finds invalid UTF-8 so the lexer can treat bytes as bytes and still tell
/// the user, once per bad run, where the file is not text.
enum UTF8Validation {
    /// Reports each maximal run of invalid bytes as one diagnostic.
    static func report(_ bytes: [UInt8], into diagnostics: inout DiagnosticBag) {
        var index = 0
        let count = bytes.count
        while index < count {
            if bytes[index] < 0x80 {
                index += 1
                continue
            }
            let length = sequenceLength(bytes, at: index, end: count)
            if length > 0 {
                index += length
                continue
            }
            let start = index
            index += 1
            while index < count && bytes[index] >= 0x80 && sequenceLength(bytes, at: index, end: count) == 0 {
                index += 1
            }
            diagnostics.add(Diagnostic(id: "syntax.invalid-utf8", message: "invalid UTF-8 byte sequence; .flow files are UTF-8 text",
                                       range: SourceRange(start: start, end: index)))
        }
    }

    /// The length of the valid UTF-8 sequence that starts at `index`, or 0
    /// when the bytes there are not one (overlong forms and surrogates included).
    static func sequenceLength(_ bytes: [UInt8], at index: Int, end: Int) -> Int {
        let lead = bytes[index]
        func continuation(_ offset: Int, _ low: UInt8 = 0x80, _ high: UInt8 = 0xBF) -> Bool {
            index + offset < end && bytes[index + offset] >= low && bytes[index + offset] <= high
        }
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: return continuation(1) ? 2 : 0
        case 0xE0: return continuation(1, 0xA0, 0xBF) && continuation(2) ? 3 : 0
        case 0xE1...0xEC, 0xEE...0xEF: return continuation(1) && continuation(2) ? 3 : 0
        case 0xED: return continuation(1, 0x80, 0x9F) && continuation(2) ? 3 : 0
        case 0xF0: return continuation(1, 0x90, 0xBF) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF1...0xF3: return continuation(1) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF4: return continuation(1, 0x80, 0x8F) && continuation(2) && continuation(3) ? 4 : 0
        default: return 0
        }
    }
}
