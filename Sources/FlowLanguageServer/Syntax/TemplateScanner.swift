import FlowDiagnostics

/// Finds the `${...}` code inside a string literal's bytes: the lexer keeps a
/// string as one token, and an editor needs to know where its code is (to
/// complete in `${order.}`, to color what is inside). One pass, a small stack
/// of frames: text (where `\` escapes and `${` opens code) and code (where
/// braces nest and `"` opens a string of its own).
enum TemplateScanner {
    private enum Frame {
        case text(multiline: Bool)
        case code(start: Int, depth: Int)
    }

    /// The code of each outermost `${...}` of a literal (to the literal's end when one is not closed).
    static func holes(in bytes: [UInt8], literal: SourceRange) -> [Range<Int>] {
        var holes: [Range<Int>] = []
        let stack = scan(bytes, literal: literal, until: literal.end) { hole, nested in
            if !nested { holes.append(hole) }
        }
        if stack.count > 1, case .code(let start, _) = stack[1] { holes.append(start..<literal.end) }
        return holes
    }

    /// Where the code of the innermost `${...}` holding `cursor` starts, or nil when the cursor is in text.
    static func innermostHole(in bytes: [UInt8], literal: SourceRange, cursor: Int) -> Int? {
        let stack = scan(bytes, literal: literal, until: cursor) { _, _ in }
        if case .code(let start, _)? = stack.last { return start }
        return nil
    }

    /// Runs the machine from the literal's start to `end`; calls `closed` for
    /// each hole that closes (and whether it is inside another); returns the frames open at `end`.
    private static func scan(_ bytes: [UInt8], literal: SourceRange, until end: Int, closed: (Range<Int>, Bool) -> Void) -> [Frame] {
        guard literal.length > 0, literal.start < bytes.count, bytes[literal.start] == UInt8(ascii: "\"") else { return [] }
        let multiline = literal.start + 2 < bytes.count && bytes[literal.start + 1] == 0x22 && bytes[literal.start + 2] == 0x22
        var stack: [Frame] = [.text(multiline: multiline)]
        var index = literal.start + (multiline ? 3 : 1)
        let limit = min(end, bytes.count)
        while index < limit, let frame = stack.last {
            let byte = bytes[index]
            switch frame {
            case .text(let isMultiline):
                if byte == UInt8(ascii: "\\") {
                    index += 1
                } else if byte == UInt8(ascii: "$"), index + 1 < limit, bytes[index + 1] == UInt8(ascii: "{") {
                    // (A cursor between `$` and `{` is in the text.)
                    index += 1
                    stack.append(.code(start: index + 1, depth: 0))
                } else if byte == UInt8(ascii: "\""), !isMultiline {
                    stack.removeLast()
                }
            case .code(let start, let depth):
                if byte == UInt8(ascii: "\"") {
                    stack.append(.text(multiline: false))
                } else if byte == UInt8(ascii: "{") {
                    stack[stack.count - 1] = .code(start: start, depth: depth + 1)
                } else if byte == UInt8(ascii: "}") {
                    if depth == 0 {
                        stack.removeLast()
                        closed(start..<index, stack.count > 1)
                    } else {
                        stack[stack.count - 1] = .code(start: start, depth: depth - 1)
                    }
                }
            }
            index += 1
        }
        return stack
    }
}
