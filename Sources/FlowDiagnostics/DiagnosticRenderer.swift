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

    /// The line before (for context, when it has text), the line itself, and
    /// a caret line: `^` at the start, `~` under the rest of the range on that line.
    func excerpt(of range: SourceRange, in file: SourceFile) -> String {
        let lineIndex = file.lineIndex(of: min(range.start, file.bytes.count))
        let width = String(lineIndex + 1).count
        var output = ""
        func gutter(_ number: Int?) -> String {
            let label = number.map(String.init) ?? ""
            return paint(" " + String(repeating: " ", count: width - label.count) + label + " |", .blue)
        }
        if lineIndex > 0 {
            let previous = displayText(file.lineBytes(lineIndex - 1))
            if !previous.allSatisfy({ $0 == " " || $0 == "\t" }) {
                output += gutter(lineIndex) + " " + previous + "\n"
            }
        }
        let lineBytes = file.lineBytes(lineIndex)
        let text = displayText(lineBytes)
        output += gutter(lineIndex + 1) + (text.isEmpty ? "" : " " + text) + "\n"

        // Columns on screen: keep tabs as tabs so the caret lines up.
        let lineStart = file.lineStarts[lineIndex]
        let prefix = lineBytes.prefix(max(0, range.start - lineStart))
        var pad = ""
        for scalar in String(decoding: prefix, as: UTF8.self).unicodeScalars {
            pad += scalar == "\t" ? "\t" : " "
        }
        let lineEnd = lineStart + lineBytes.count
        let underlined = String(decoding: file.bytes[min(range.start, lineEnd)..<min(max(range.end, range.start), lineEnd)],
                                as: UTF8.self).unicodeScalars.count
        let marker = "^" + String(repeating: "~", count: max(0, underlined - 1))
        output += gutter(nil) + " " + pad + paint(marker, .green, bold: true) + "\n"
        return output
    }

    /// Control characters (NUL, escape) would corrupt a terminal; show them
    /// as U+FFFD so a caret still lines up one column per scalar.
    func displayText(_ bytes: ArraySlice<UInt8>) -> String {
        var result = ""
        for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
            if scalar.value < 0x20 && scalar != "\t" || scalar.value == 0x7F {
                result.unicodeScalars.append("\u{FFFD}")
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
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
