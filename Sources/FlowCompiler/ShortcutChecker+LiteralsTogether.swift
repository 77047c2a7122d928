import FlowDiagnostics
import FlowSyntax

/// An entry's check of a call's literals taken together (`checkLiterals`:
/// `replace-text`'s pattern only when `regular-expression: true`, its
/// replacement against the pattern's groups), reported at the argument, and
/// at the column of the mistake inside a string literal when the entry
/// gives its offset: a regular expression's error points at its character.
extension ShortcutChecker {
    func checkLiteralsTogether(of action: ActionEntry, written: [String: (ValueExpr, Expr)], bound: Set<String>) {
        guard let check = action.checkLiterals else { return }
        var literals: [String: RuntimeValue] = [:]
        for parameter in action.parameters {
            if let (value, _) = written[parameter.name] {
                if let constant = Self.constant(value) { literals[parameter.name] = RuntimeValue(constant: constant, apps: environment.apps) }
            } else if !bound.contains(parameter.name), let value = parameter.defaultValue {
                literals[parameter.name] = value
            }
        }
        for problem in check(literals) {
            guard let (_, expr) = written[problem.parameter] else { continue }
            let range = problem.offset.flatMap { LiteralColumn.range(in: expr, utf8Offset: $0) } ?? expr.range
            report(Diagnostic(id: "compiler.invalid-argument", message: "'\(action.name)': \(problem.message)", range: range))
        }
    }
}

/// Where a character of a string literal's value is in the source: the
/// value is cooked (escapes resolved), so an offset into it is mapped back
/// through the escapes. Exact for a raw string `'...'`; for a quoted one,
/// exact when its escapes are the ones its value needs (`\\`, `\"`, `\n`,
/// `\t`, `\r`, `\0`), which is checked against the literal's length; nil
/// otherwise, and the whole argument is pointed at instead.
enum LiteralColumn {
    static func range(in expr: Expr, utf8Offset offset: Int) -> SourceRange? {
        guard case .string(let literal) = expr.kind, let text = literal.plainText else { return nil }
        let contentStart = literal.range.start + 1
        switch literal.style {
        case .raw:
            guard offset <= text.utf8.count else { return nil }
            let width = text.utf8.dropFirst(offset).first.map { UTF8.width(startingWith: $0) } ?? 0
            return SourceRange(start: contentStart + offset, end: contentStart + offset + width)
        case .quoted:
            var source = 0, value = 0
            var found: SourceRange?
            for scalar in text.unicodeScalars {
                let width = written(scalar)
                if value == offset { found = SourceRange(start: contentStart + source, end: contentStart + source + width) }
                source += width
                value += UTF8.width(scalar)
            }
            if offset == value { found = .at(contentStart + source) }
            // Another spelling (`\u{...}`, `\$`) would shift every column after it.
            guard source == literal.range.length - 2 else { return nil }
            return found
        case .multiline:
            return nil
        }
    }

    /// How many bytes a quoted string spells the scalar with.
    private static func written(_ scalar: Unicode.Scalar) -> Int {
        switch scalar {
        case "\\", "\"", "\n", "\t", "\r", "\0": 2
        default: UTF8.width(scalar)
        }
    }
}

private extension UTF8 {
    /// The length of the sequence a leading byte starts.
    static func width(startingWith byte: UInt8) -> Int {
        switch byte {
        case 0..<0x80: 1
        case 0xF0...: 4
        case 0xE0...: 3
        default: 2
        }
    }
}
