import FlowDiagnostics

extension Formatter {
    /// The one-line text of an expression, or nil when it cannot be one line
    /// (it holds a menu or a multi-line string).
    func inline(_ expr: Expr) -> String? {
        switch expr.kind {
        case .identifier(let name): return name.name
        case .implicitMember(let name): return "." + name.name
        case .literal(let literal): return literal.text
        case .string(let string): return string.style == .multiline ? nil : source(string.range)
        case .list(let elements):
            return joined(elements.map { inline($0) }).map { "[" + $0 + "]" }
        case .dictionary(let entries):
            if entries.isEmpty { return "[:]" }
            return joined(entries.map { entry in inline(entry.value).map { keyText(entry.key) + ": " + $0 } }).map { "[" + $0 + "]" }
        case .prefix(let op, let operand):
            return inline(operand).map { (op == .not ? "not " : "-") + $0 }
        case .binary(let op, let lhs, let rhs):
            guard let left = inline(lhs), let right = inline(rhs) else { return nil }
            return left + Formatter.spaced(op) + right
        case .call(let callee, let arguments):
            guard let name = inline(callee), let list = inlineArguments(arguments) else { return nil }
            return name + "(" + list + ")"
        case .member(let base, let name):
            return inline(base).map { $0 + "." + name.name }
        case .subscripted(let base, let index):
            guard let left = inline(base), let inner = inline(index) else { return nil }
            return left + "[" + inner + "]"
        case .ask(let prompt):
            return "ask" + (prompt.map { "(" + source($0.range) + ")" } ?? "")
        case .menu:
            return nil
        case .parenthesized(let inner):
            return inline(inner).map { "(" + $0 + ")" }
        case .missing:
            return ""
        }
    }

    /// One-line text where a layout over lines is not possible (headers,
    /// trigger options): the source text as written when it cannot be inlined.
    func exprText(_ expr: Expr) -> String {
        inline(expr) ?? source(expr.range)
    }

    /// `(label: value, ...)` for the run clause, which has no callee.
    func argumentsText(_ arguments: [Argument]) -> String {
        "(" + (inlineArguments(arguments) ?? "") + ")"
    }

    func inlineArguments(_ arguments: [Argument]) -> String? {
        joined(arguments.map { argument in
            inline(argument.value).map { (argument.label.map { $0.name + ": " } ?? "") + $0 }
        })
    }

    func joined(_ parts: [String?]) -> String? {
        var texts: [String] = []
        for part in parts {
            guard let part else { return nil }
            texts.append(part)
        }
        return texts.joined(separator: ", ")
    }

    func keyText(_ key: DictionaryEntry.Key) -> String {
        switch key {
        case .name(let name): name.name
        case .string(let string): source(string.range)
        }
    }

    /// Writes an expression into the current line; menus and multi-line
    /// strings open lines of their own.
    mutating func write(_ expr: Expr) {
        if let text = inline(expr) {
            append(text)
            return
        }
        switch expr.kind {
        case .string(let string):
            writeMultilineString(string)
        case .menu(let menu):
            append("menu " + source(menu.prompt.range))
            if menu.items.isEmpty && !hasComment(in: menu.range) {
                append(" {}")
                return
            }
            openBlock(sourceEnd: menu.items.first.map { headerEndForMenu(menu, firstItem: $0.range.start) } ?? menu.range.end)
            for item in menu.items {
                beginLine(at: item.range.start)
                append(source(item.label.range))
                formatBlock(item.body)
                endLine(sourceEnd: item.range.end)
            }
            closeBlock(end: menu.range.end)
        case .list(let elements):
            writeElements(elements.map { ($0.range, nil, $0) }, open: "[", close: "]", openedAt: expr.range.start,
                          end: expr.range.end)
        case .dictionary(let entries):
            writeElements(entries.map { ($0.range, keyText($0.key) + ": ", $0.value) }, open: "[", close: "]",
                          openedAt: expr.range.start, end: expr.range.end)
        case .call(let callee, let arguments):
            write(callee)
            writeElements(arguments.map { ($0.range, $0.label.map { $0.name + ": " }, $0.value) },
                          open: "(", close: ")", openedAt: callee.range.end, end: expr.range.end)
        case .prefix(let op, let operand):
            append(op == .not ? "not " : "-")
            write(operand)
        case .binary(let op, let lhs, let rhs):
            write(lhs)
            append(Formatter.spaced(op))
            write(rhs)
        case .member(let base, let name):
            write(base)
            append("." + name.name)
        case .subscripted(let base, let index):
            write(base)
            append("[")
            write(index)
            append("]")
        case .parenthesized(let inner):
            append("(")
            write(inner)
            append(")")
        default:
            append(inline(expr) ?? "")
        }
    }

    /// Ranges read as one unit (`1...99`, as in Swift); every other binary
    /// operator has a space on each side (needed for `-`, see the lexer).
    static func spaced(_ op: BinaryOperator) -> String {
        op == .closedRange || op == .halfOpenRange ? op.rawValue : " " + op.rawValue + " "
    }

    func headerEndForMenu(_ menu: MenuExpr, firstItem: Int) -> Int {
        headerEnd(start: menu.range.start, firstMember: firstItem)
    }

    /// Re-indents a multi-line string: its lines keep their indentation
    /// relative to the closing delimiter, which moves to the current indent.
    mutating func writeMultilineString(_ string: StringLiteral) {
        let text = source(string.range)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.count >= 2 else {
            append(text)
            return
        }
        let closing = lines.removeLast()
        let oldIndent = String(closing.prefix { $0 == " " || $0 == "\t" })
        let opening = lines.removeFirst()
        append(opening.trimmingTrailingSpaces())
        output += pending + "\n"
        // Text and closing delimiter go one level deeper than the line that opens the string.
        let baseIndent = String(pending.prefix { $0 == " " }) + "  "
        pending = ""
        for line in lines {
            let content = line.hasPrefix(oldIndent) ? String(line.dropFirst(oldIndent.count)) : line.trimmingLeadingSpaces()
            output += content.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" }) ? "\n" : baseIndent + content + "\n"
        }
        pending = baseIndent + "\"\"\""
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var copy = self
        while let last = copy.last, last == " " || last == "\t" { copy.removeLast() }
        return copy
    }

    func trimmingLeadingSpaces() -> String {
        String(drop { $0 == " " || $0 == "\t" })
    }
}
