import FlowDiagnostics

/// `flow fmt`: prints a syntax tree in the one canonical layout.
///
/// The layout: two-space indentation; one declaration, clause or statement
/// per line; at most one blank line kept between items (and one always
/// between top-level declarations other than consecutive `use`s); spaces
/// around binary operators; argument lists broken one per line when the line
/// would pass `lineLimit` columns or holds a comment.
///
/// Comments are not in the tree, so the printer places them by offset: before
/// each line it prints, every comment that starts earlier in the source is
/// printed first on lines of its own; after the line, a comment on the same
/// source line as the item's end, with only `,` or `;` between, stays at the
/// end of it (so it trails the last item of a source line, never the first
/// of a line the formatter breaks). Every comment is
/// printed exactly once, so none is lost; one inside an expression that is
/// printed on one line moves to the next line, and stays there on the next run.
///
/// Only files without errors are formatted: printing a tree with missing
/// nodes could change meaning.
public struct Formatter {
    public static let lineLimit = 100

    let file: SourceFile
    let comments: [SourceRange]
    /// The file's tokens, to tell whether a comment follows an item directly.
    let tokens: [Token]
    var nextComment = 0
    var output = ""
    var pending = ""
    var indentLevel = 0
    /// The source line (0-based) where the last printed thing ended.
    var lastSourceLine = -1
    /// True right after a line that opened a block: no blank line goes there.
    var afterOpen = true

    init(file: SourceFile, comments: [SourceRange], tokens: [Token]) {
        self.file = file
        self.comments = comments
        self.tokens = tokens
    }

    /// The canonical text of a parsed file, or nil when it has errors.
    public static func format(_ result: ParseResult) -> String? {
        guard !result.hasErrors else { return nil }
        var formatter = Formatter(file: result.file, comments: result.comments, tokens: result.tokens)
        formatter.formatFile(result.syntax)
        return formatter.output
    }

    // MARK: - Lines and comments

    var indent: String { String(repeating: "  ", count: indentLevel) }

    func line(of offset: Int) -> Int { file.lineIndex(of: offset) }

    /// Starts a line for an item at `offset`, first printing the comments before it.
    mutating func beginLine(at offset: Int, forceBlank: Bool = false, isClosing: Bool = false) {
        // A forced blank line goes before the item's leading comments, which stay attached to it.
        let flushed = flushComments(before: offset, forceBlank: forceBlank)
        if !isClosing && !afterOpen && ((forceBlank && !flushed) || (lastSourceLine >= 0 && line(of: offset) - lastSourceLine >= 2)) {
            blankLine()
        }
        pending = indent
    }

    /// Prints the comments before `offset`; true when there were any.
    @discardableResult
    mutating func flushComments(before offset: Int, forceBlank: Bool = false) -> Bool {
        var first = true
        while nextComment < comments.count && comments[nextComment].start < offset {
            let comment = comments[nextComment]
            nextComment += 1
            let commentLine = line(of: comment.start)
            if !afterOpen && ((first && forceBlank) || (lastSourceLine >= 0 && commentLine - lastSourceLine >= 2)) {
                blankLine()
            }
            first = false
            output += indent + commentText(comment) + "\n"
            lastSourceLine = commentLine
            afterOpen = false
        }
        return !first
    }

    mutating func blankLine() {
        if !output.isEmpty && !output.hasSuffix("\n\n") { output += "\n" }
    }

    func commentText(_ range: SourceRange) -> String {
        var text = file.text(range)
        while let last = text.last, last == " " || last == "\t" || last == "\r" { text.removeLast() }
        return text
    }

    mutating func append(_ text: String) { pending += text }

    /// Ends the line; a comment on the source line of `end` stays at its end
    /// when it trails what ends there (unless `keepsComment` is false: it
    /// belongs to what follows).
    mutating func endLine(sourceEnd end: Int, opens: Bool = false, keepsComment: Bool = true) {
        let endLine = line(of: max(0, end - 1))
        if keepsComment && nextComment < comments.count && line(of: comments[nextComment].start) == endLine
            && comments[nextComment].start >= end - 1 && trails(comments[nextComment], end: end) {
            pending += "  " + commentText(comments[nextComment])
            nextComment += 1
        }
        while let last = pending.last, last == " " { pending.removeLast() }
        output += pending + "\n"
        pending = ""
        lastSourceLine = endLine
        afterOpen = opens
    }

    /// The index of the first token that starts at or after `offset`.
    func tokenIndex(atOrAfter offset: Int) -> Int {
        var low = 0
        var high = tokens.count
        while low < high {
            let mid = (low + high) / 2
            if tokens[mid].range.start < offset { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The end of the first `kind` token at or after `offset`: an opening
    /// bracket found from what precedes it (`f (`, `"Name" (`, `do {`), so
    /// a comment right after the bracket is seen to trail it.
    func endOfToken(_ kind: TokenKind, from offset: Int) -> Int {
        var index = tokenIndex(atOrAfter: offset)
        while index < tokens.count && tokens[index].kind != kind && tokens[index].kind != .endOfFile { index += 1 }
        return index < tokens.count ? tokens[index].range.end : offset
    }

    /// Whether `comment` comes right after the source that ends at `end`,
    /// with only separators (`,` `;`) between. In `[1, 2,  # two` the comment
    /// trails `2`, not `1`; in `if a { b } else { c }  # c` it trails the
    /// whole line, not `if a {`. Looks at the first token that is no
    /// separator only, so a long line costs no more than its tokens.
    func trails(_ comment: SourceRange, end: Int) -> Bool {
        var low = tokenIndex(atOrAfter: end)
        while low < tokens.count, tokens[low].kind == .comma || tokens[low].kind == .semicolon { low += 1 }
        return low == tokens.count || tokens[low].range.start >= comment.start
    }

    func hasComment(in range: SourceRange) -> Bool {
        var low = nextComment
        var high = comments.count
        while low < high {
            let mid = (low + high) / 2
            if comments[mid].start < range.start { low = mid + 1 } else { high = mid }
        }
        return low < comments.count && comments[low].start < range.end
    }

    /// Opens a braced body: the current line ends with `{`.
    mutating func openBlock(sourceEnd: Int) {
        append(" {")
        endLine(sourceEnd: sourceEnd, opens: true)
        indentLevel += 1
    }

    /// Closes a braced body whose `}` ends at `end`; the line stays open
    /// so that `} else {` can continue it.
    mutating func closeBlock(end: Int) {
        closeLine(at: max(0, end - 1))
        append("}")
    }

    /// Starts the line of a closing bracket at `offset`: comments before it
    /// stay at the inner indentation, the bracket goes one level out.
    mutating func closeLine(at offset: Int) {
        flushComments(before: offset)
        indentLevel -= 1
        beginLine(at: offset, isClosing: true)
    }

    /// A braced list of items, or `{}` when there is nothing inside.
    mutating func body<Item>(_ items: [Item], headerEnd: Int, end: Int, _ write: (inout Formatter, Item) -> Void) {
        if items.isEmpty && !hasComment(in: SourceRange(start: headerEnd, end: end)) {
            append(" {}")
            endLine(sourceEnd: end)
            return
        }
        openBlock(sourceEnd: headerEnd)
        for item in items { write(&self, item) }
        closeBlock(end: end)
        endLine(sourceEnd: end)
    }

    // MARK: - Declarations

    mutating func formatFile(_ syntax: FileSyntax) {
        var previousWasUse = false
        for (position, decl) in syntax.declarations.enumerated() {
            var isUse = false
            if case .use = decl.kind { isUse = true }
            beginLine(at: decl.range.start, forceBlank: position > 0 && !(isUse && previousWasUse))
            previousWasUse = isUse
            switch decl.kind {
            case .use(let use):
                switch use {
                case .app(let name): append("use " + name.name)
                case .file(let path): append("use " + source(path.range))
                }
                endLine(sourceEnd: decl.range.end)
            case .app(let app): formatApp(app)
            case .shortcut(let shortcut): formatShortcut(shortcut)
            case .automation(let automation): formatAutomation(automation)
            }
        }
        flushComments(before: Int.max)
        if output.isEmpty { return }
        while output.hasSuffix("\n\n") { output.removeLast() }
    }

    func source(_ range: SourceRange) -> String { file.text(range) }

    /// The end of a declaration's header: its `{` (so a comment after it
    /// stays on the header's line); without one, where its first member
    /// begins or its line ends.
    func headerEnd(start: Int, firstMember: Int?) -> Int {
        var index = tokenIndex(atOrAfter: start)
        while index < tokens.count, tokens[index].range.start < (firstMember ?? .max), tokens[index].kind != .endOfFile {
            if tokens[index].kind == .leftBrace { return tokens[index].range.end }
            index += 1
        }
        let headerLine = line(of: start)
        let lineEnd = headerLine + 1 < file.lineStarts.count ? file.lineStarts[headerLine + 1] - 1 : file.bytes.count
        return min(lineEnd, firstMember ?? lineEnd)
    }

    mutating func formatApp(_ app: AppDecl) {
        append("app " + app.name.name)
        if let display = app.displayName { append(" " + source(display.range)) }
        body(app.members, headerEnd: headerEnd(start: app.range.start, firstMember: app.members.first?.range.start),
             end: app.range.end) { formatter, member in
            formatter.formatAppMember(member)
        }
    }

    mutating func formatAppMember(_ member: AppDecl.Member) {
        beginLine(at: member.range.start)
        switch member {
        case .handler(let handler):
            switch handler.kind {
            case .builtin: append("handler builtin")
            case .exec(let program, let arguments):
                append("handler exec " + ([program] + arguments).map { source($0.range) }.joined(separator: " "))
            }
            endLine(sourceEnd: handler.range.end)
        case .metadata(let metadata):
            formatMetadata(metadata)
        case .enumDecl(let decl):
            append("enum " + decl.name.name)
            body(decl.cases, headerEnd: headerEnd(start: decl.range.start, firstMember: decl.cases.first?.range.start),
                 end: decl.range.end) { formatter, enumCase in
                formatter.beginLine(at: enumCase.range.start)
                formatter.append(enumCase.name.name)
                if let display = enumCase.displayName { formatter.append(" " + formatter.source(display.range)) }
                formatter.endLine(sourceEnd: enumCase.range.end)
            }
        case .typeDecl(let decl):
            append("type " + decl.name.name)
            if let display = decl.displayName { append(" " + source(display.range)) }
            guard let properties = decl.properties else {
                endLine(sourceEnd: decl.range.end)
                return
            }
            body(properties, headerEnd: headerEnd(start: decl.range.start, firstMember: properties.first?.range.start),
                 end: decl.range.end) { formatter, property in
                formatter.beginLine(at: property.range.start)
                formatter.append((property.isOptional ? "optional " : "") + property.name.name + ": " + formatter.typeText(property.type))
                formatter.endLine(sourceEnd: property.range.end)
            }
        case .intent(let intent):
            append("intent " + intent.name.name)
            body(intent.clauses, headerEnd: headerEnd(start: intent.range.start, firstMember: intent.clauses.first?.range.start),
                 end: intent.range.end) { formatter, clause in
                formatter.formatIntentClause(clause)
            }
        case .gallery(let shortcut):
            formatShortcut(shortcut, keyword: "gallery")
        }
    }

    mutating func formatMetadata(_ metadata: MetadataClause) {
        append(metadata.key.rawValue + " " + source(metadata.value.range))
        endLine(sourceEnd: metadata.range.end)
    }

    func typeText(_ type: TypeRef) -> String {
        switch type.kind {
        case .named(let names): names.map(\.name).joined(separator: ".")
        case .list(let element): "[" + typeText(element) + "]"
        case .dictionary(let key, let value): "[" + typeText(key) + ": " + typeText(value) + "]"
        case .missing: ""
        }
    }

    mutating func formatIntentClause(_ clause: IntentDecl.Clause) {
        beginLine(at: clause.range.start)
        switch clause {
        case .category(let name, let range):
            append("category " + name.name)
            endLine(sourceEnd: range.end)
        case .metadata(let metadata):
            formatMetadata(metadata)
        case .flag(let flag):
            append(flagText(flag))
            endLine(sourceEnd: flag.range.end)
        case .param(let param):
            formatParam(param)
        case .summary(let summary):
            append("summary " + source(summary.template.range))
            if let condition = summary.condition { append(" when " + exprText(condition)) }
            endLine(sourceEnd: summary.range.end)
        case .timeout(let value, let range):
            append("timeout " + exprText(value))
            endLine(sourceEnd: range.end)
        case .shortcutType(let type):
            append("shortcut-type (" + type.parameters.map(\.name).joined(separator: ", ") + ") " + source(type.title.range))
            if let subtitle = type.subtitle { append(" subtitle " + source(subtitle.range)) }
            if let execution = type.execution { append(" " + execution.rawValue) }
            endLine(sourceEnd: type.range.end)
        case .response(let response):
            append("response")
            body(response.members, headerEnd: headerEnd(start: response.range.start, firstMember: response.members.first?.range.start),
                 end: response.range.end) { formatter, member in
                formatter.formatResponseMember(member)
            }
        }
    }

    func flagText(_ flag: FlagClause) -> String {
        switch flag.kind {
        case .confirmationRequired: "confirmation required"
        case .configurable(let value): "configurable \(value)"
        case .resolvable(let value): "resolvable \(value)"
        case .deprecated(let message): "deprecated" + (message.map { " " + source($0.range) } ?? "")
        }
    }

    mutating func formatParam(_ param: ParamDecl) {
        append("param " + param.name.name + ": " + typeText(param.type))
        if let value = param.defaultValue { append(" = " + exprText(value)) }
        if let relationship = param.relationship { append(" when " + exprText(relationship)) }
        guard let clauses = param.clauses else {
            endLine(sourceEnd: param.range.end)
            return
        }
        body(clauses, headerEnd: headerEnd(start: param.range.start, firstMember: clauses.first?.range.start),
             end: param.range.end) { formatter, clause in
            formatter.beginLine(at: clause.range.start)
            switch clause.clause {
            case .text(let key, let value): formatter.append(key.rawValue + " " + formatter.source(value.range))
            case .bound(let key, let value): formatter.append(key.rawValue + " " + formatter.exprText(value))
            case .unsupported(let reason, let template):
                formatter.append("unsupported " + reason.name + " " + formatter.source(template.range))
            case .dynamicOptions: formatter.append("options dynamic")
            case .staticOptions(let list): formatter.append("options " + formatter.exprText(list))
            case .dynamic(let key): formatter.append(key.rawValue + " dynamic")
            case .flag(let flag): formatter.append(formatter.flagText(flag))
            }
            formatter.endLine(sourceEnd: clause.range.end)
        }
    }

    mutating func formatResponseMember(_ member: ResponseDecl.Member) {
        beginLine(at: member.range.start)
        switch member {
        case .property(let isOutput, let name, let type, let range):
            append((isOutput ? "output " : "") + name.name + ": " + typeText(type))
            endLine(sourceEnd: range.end)
        case .code(let name, let isError, let printed, let voice, let range):
            append(name.name)
            if isError { append(" error") }
            if let printed { append(" " + source(printed.range)) }
            if let voice { append(" voice " + source(voice.range)) }
            endLine(sourceEnd: range.end)
        }
    }

    // MARK: - Shortcuts

    /// A shortcut, or with `keyword: "gallery"` a gallery shortcut inside its app.
    mutating func formatShortcut(_ shortcut: ShortcutDecl, keyword: String = "shortcut") {
        append(keyword + " " + source(shortcut.name.range))
        if let inputs = shortcut.inputs {
            let texts = inputs.map { input in
                input.name.name + ": " + typeText(input.type) + (input.defaultValue.map { " = " + exprText($0) } ?? "")
            }
            let oneLine = " (" + texts.joined(separator: ", ") + ") {"
            let inputsRange = SourceRange(start: shortcut.name.range.end, end: shortcut.body.range.start)
            if pending.count + oneLine.count <= Formatter.lineLimit || inputs.isEmpty, !hasComment(in: inputsRange) {
                append(" (" + texts.joined(separator: ", ") + ")")
            } else {
                // '(' is on the name's line; a comment there belongs to the first input when they share it.
                append(" (")
                let openLine = line(of: shortcut.name.range.end)
                endLine(sourceEnd: endOfToken(.leftParen, from: shortcut.name.range.end), opens: true,
                        keepsComment: openLine != line(of: inputs[0].range.start))
                indentLevel += 1
                for (position, input) in inputs.enumerated() {
                    beginLine(at: input.range.start)
                    append(texts[position] + (position < inputs.count - 1 ? "," : ""))
                    endLine(sourceEnd: input.range.end)
                }
                closeLine(at: shortcut.body.range.start)
                append(")")
            }
        }
        formatBlock(shortcut.body)
        endLine(sourceEnd: shortcut.body.range.end)
    }

    /// ` {` statements `}` — leaves the closing line open.
    mutating func formatBlock(_ block: Block) {
        if block.statements.isEmpty && !hasComment(in: block.range) {
            append(" {}")
            return
        }
        openBlock(sourceEnd: endOfToken(.leftBrace, from: block.range.start))
        for statement in block.statements { formatStatement(statement) }
        closeBlock(end: block.range.end)
    }
}
