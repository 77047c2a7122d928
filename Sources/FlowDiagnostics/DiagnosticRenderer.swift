/// Renders diagnostics the way Swift's compiler does:
///
/// ```
/// Workflows/lunch.flow:9:1: error: expected '}' to end shortcut body
///  8 |   show-result("Total: ${OrderDetails.total}")
///  9 |
///    | ^
/// Workflows/lunch.flow:3:18: note: to match this opening '{'
/// ```
///
/// Colors are ANSI escapes, used only when asked for; see `ColorChoice`.
public struct DiagnosticRenderer: Sendable {
    public var useColor: Bool

    public init(useColor: Bool) {
        self.useColor = useColor
    }

    public func render(_ diagnostics: [Diagnostic], in file: SourceFile) -> String {
        var output = ""
        for diagnostic in diagnostics {
            output += render(diagnostic, in: file)
        }
        return output
    }

    public func render(_ diagnostic: Diagnostic, in file: SourceFile) -> String {
        var output = header(file: file, range: diagnostic.range, severity: diagnostic.severity,
                            message: diagnostic.message)
        output += excerpt(of: diagnostic.range, in: file)
        for fixIt in diagnostic.fixIts {
            output += "   " + paint("= fix-it: ", .green) + fixIt.message + "\n"
        }
        for note in diagnostic.notes {
            if let range = note.range {
                output += header(file: file, range: range, severity: .note, message: note.message)
            } else {
                output += paint("note: ", .cyan, bold: true) + note.message + "\n"
            }
        }
        return output
    }

    /// `path:line:col: severity: message`
    func header(file: SourceFile, range: SourceRange, severity: Diagnostic.Severity,
                message: String) -> String {
        let position = file.position(of: range.start)
        let location = paint("\(file.path):\(position.line):\(position.column):", .none, bold: true)
        let label: String
        switch severity {
        case .error: label = paint("error:", .red, bold: true)
        case .warning: label = paint("warning:", .yellow, bold: true)
        case .note: label = paint("note:", .cyan, bold: true)
        }
        return "\(location) \(label) \(paint(message, .none, bold: true))\n"
    }

    /// Lines longer than this show a window around the caret, with "…" for
    /// what is cut, so a minified or binary file cannot flood the terminal.
    static let maximumExcerptWidth = 120

    /// The line before (for context, when it has text), the line itself, and
    /// a caret line: `^` at the start, `~` under the rest of the range on that line.
    /// A long line shows only a window around the caret, decoded from a
    /// bounded slice of bytes, so rendering costs the same on any line.
    func excerpt(of range: SourceRange, in file: SourceFile) -> String {
        let lineIndex = file.lineIndex(of: min(range.start, file.bytes.count))
        let width = String(lineIndex + 1).count
        func gutter(_ number: Int?) -> String {
            let label = number.map(String.init) ?? ""
            return paint(" " + String(repeating: " ", count: width - label.count) + label + " |", .blue)
        }
        let bytes = file.bytes
        let lineStart = file.lineStarts[lineIndex]
        let lineEnd = lineStart + file.lineBytes(lineIndex).count
        let caretByte = min(max(range.start, lineStart), lineEnd)
        let limit = DiagnosticRenderer.maximumExcerptWidth
        func isContinuation(_ offset: Int) -> Bool { offset < bytes.count && bytes[offset] & 0xC0 == 0x80 }

        // At most `limit` scalars on each side need decoding (a scalar is at most 4 bytes).
        var from = max(lineStart, caretByte - 4 * limit)
        while from > lineStart && isContinuation(from) { from -= 1 }
        var to = min(lineEnd, caretByte + 4 * limit)
        while to < lineEnd && isContinuation(to) { to += 1 }
        let before = Array(String(decoding: bytes[from..<caretByte], as: UTF8.self).unicodeScalars)
        let after = Array(String(decoding: bytes[caretByte..<to], as: UTF8.self).unicodeScalars)
        let fits = from == lineStart && to == lineEnd && before.count + after.count <= limit
        let shownBefore = fits ? before[...] : before.suffix(limit / 3)
        let shownAfter = fits ? after[...] : after.prefix(limit - shownBefore.count)
        let cutBefore = !fits && (from > lineStart || shownBefore.count < before.count)
        let cutAfter = !fits && (to < lineEnd || shownAfter.count < after.count)

        var output = ""
        if lineIndex > 0 && !cutBefore {
            let previousBytes = file.lineBytes(lineIndex - 1)
            let previous = Array(String(decoding: previousBytes.prefix(4 * limit), as: UTF8.self).unicodeScalars)
            if !previous.allSatisfy({ $0 == " " || $0 == "\t" }) {
                let shown = previous.prefix(limit)
                let cut = shown.count < previous.count || previousBytes.count > 4 * limit
                output += gutter(lineIndex) + " " + displayText(shown) + (cut ? "…" : "") + "\n"
            }
        }
        let text = (cutBefore ? "…" : "") + displayText(shownBefore) + displayText(shownAfter) + (cutAfter ? "…" : "")
        output += gutter(lineIndex + 1) + (text.isEmpty ? "" : " " + text) + "\n"

        // Columns on screen: keep tabs as tabs so the caret lines up.
        var pad = cutBefore ? " " : ""
        for scalar in shownBefore { pad += scalar == "\t" ? "\t" : " " }
        let underlined = String(decoding: bytes[caretByte..<min(max(range.end, caretByte), lineEnd, to)],
                                as: UTF8.self).unicodeScalars.count
        let visible = max(1, min(underlined, shownAfter.count))
        let marker = "^" + String(repeating: "~", count: max(0, visible - 1))
        output += gutter(nil) + " " + pad + paint(marker, .green, bold: true) + "\n"
        return output
    }

    /// Control characters (NUL, escape) would corrupt a terminal; show them
    /// as U+FFFD so a caret still lines up one column per scalar.
    func displayText(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        var result = String.UnicodeScalarView()
        for scalar in scalars {
            if scalar.value < 0x20 && scalar != "\t" || scalar.value == 0x7F {
                result.append("\u{FFFD}")
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    enum Color: String {
        case none = "", red = "31", green = "32", yellow = "33", blue = "34", cyan = "36"
    }

    func paint(_ text: String, _ color: Color, bold: Bool = false) -> String {
        guard useColor, color != .none || bold else { return text }
        var codes: [String] = []
        if bold { codes.append("1") }
        if color != .none { codes.append(color.rawValue) }
        return "\u{1B}[\(codes.joined(separator: ";"))m\(text)\u{1B}[0m"
    }
}
