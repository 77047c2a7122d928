import FlowCompiler
import FlowDiagnostics
import FlowSyntax
import FlowState

/// `textDocument/references`, `prepareRename` and `rename`, for the two
/// kinds of names a person renames: variables (their declaration and every
/// use the checker resolved to it, in one shortcut) and shortcuts (their
/// declaration, `run-shortcut(name: "...")` and automations' `run "..."`, in
/// the open documents and every `.flow` file below the root).
extension LanguageServer {
    func references(_ params: JSONValue) throws(RPC.Failure) -> JSONValue {
        let site = try site(params)
        guard let (symbol, _) = Symbol.at(site.offset, in: site.analysis) else { return .null }
        let includeDeclaration = params["context"]?["includeDeclaration"]?.bool ?? true
        let places = occurrences(of: symbol, site: site, includeDeclaration: includeDeclaration)
        return .array(places.map { ["uri": JSONValue($0.uri), "range": PositionMap(file: $0.file, encoding: encoding).json($0.range)] })
    }

    func prepareRename(_ params: JSONValue) throws(RPC.Failure) -> JSONValue {
        let site = try site(params)
        guard let (symbol, range) = Symbol.at(site.offset, in: site.analysis) else { return .null }
        switch symbol {
        case .variable(let name, _, _, _):
            return ["range": site.positions.json(range), "placeholder": JSONValue(name)]
        case .shortcut(let name):
            return ["range": site.positions.json(Occurrence.inside(range, of: site.file)), "placeholder": JSONValue(name)]
        default:
            throw RPC.Failure(code: RPC.Failure.requestFailed, message: "only variables and shortcuts are renamed")
        }
    }

    func rename(_ params: JSONValue) throws(RPC.Failure) -> JSONValue {
        let site = try site(params)
        guard let newName = params["newName"]?.string else { throw .invalidParams("rename gives the newName") }
        guard let (symbol, _) = Symbol.at(site.offset, in: site.analysis) else {
            throw RPC.Failure(code: RPC.Failure.requestFailed, message: "there is no variable or shortcut here to rename")
        }
        let replacement: String
        switch symbol {
        case .variable:
            guard Occurrence.isIdentifier(newName) else {
                throw RPC.Failure(code: RPC.Failure.requestFailed, message: "'\(newName)' is not a name a variable can have")
            }
            replacement = newName
        case .shortcut:
            guard !newName.isEmpty, !newName.contains("\n") else {
                throw RPC.Failure(code: RPC.Failure.requestFailed, message: "a shortcut's name is one line of text")
            }
            replacement = Occurrence.escaped(newName)
        default:
            throw RPC.Failure(code: RPC.Failure.requestFailed, message: "only variables and shortcuts are renamed")
        }
        var changes: [String: JSONValue] = [:]
        for place in occurrences(of: symbol, site: site, includeDeclaration: true) {
            let range = symbol.isShortcut ? Occurrence.inside(place.range, of: place.file) : place.range
            let edit: JSONValue = ["range": PositionMap(file: place.file, encoding: encoding).json(range), "newText": JSONValue(replacement)]
            changes[place.uri] = .array((changes[place.uri]?.array ?? []) + [edit])
        }
        return ["changes": .object(changes)]
    }

    func occurrences(of symbol: Symbol, site: Site, includeDeclaration: Bool) -> [Occurrence] {
        switch symbol {
        case .variable(_, _, _, let declaration):
            let record = site.analysis.record
            var ranges = record.uses.filter { $0.path == site.analysis.path && $0.declaration == declaration }.map(\.range)
            if includeDeclaration { ranges.insert(declaration, at: 0) }
            return ranges.map { Occurrence(uri: site.uri, file: site.file, range: $0) }
        case .shortcut(let name):
            var found: [Occurrence] = []
            var seen: Set<String> = []
            for (uri, file) in [(site.uri, site.file)] + project.allFiles() where seen.insert(uri).inserted {
                found += Occurrence.shortcutNames(name, in: Parser.parse(file), includeDeclaration: includeDeclaration).map {
                    Occurrence(uri: uri, file: file, range: $0)
                }
            }
            return found
        default:
            return []
        }
    }
}

/// A place a name is written.
struct Occurrence {
    var uri: String
    var file: SourceFile
    var range: SourceRange

    /// Where a shortcut's name is written in a file: its declaration and the
    /// string literals that run it.
    static func shortcutNames(_ name: String, in parse: ParseResult, includeDeclaration: Bool) -> [SourceRange] {
        var ranges: [SourceRange] = []
        SyntaxWalk.walk(parse.syntax) { node in
            switch node {
            case .declaration(let decl):
                if includeDeclaration, case .shortcut(let shortcut) = decl.kind, shortcut.name.plainText == name { ranges.append(shortcut.name.range) }
            case .run(let run):
                if run.shortcut.plainText == name { ranges.append(run.shortcut.range) }
            case .expression(let expr):
                guard case .call(_, let arguments) = expr.kind else { return }
                for argument in arguments where Symbol.shortcutName(expr, argument: argument) == true {
                    if case .string(let literal) = argument.value.kind, literal.plainText == name { ranges.append(literal.range) }
                }
            default: break
            }
        }
        return ranges
    }

    /// A quoted string's text without its quotes.
    static func inside(_ range: SourceRange, of file: SourceFile) -> SourceRange {
        guard range.length >= 2, range.end <= file.bytes.count else { return range }
        let quote = file.bytes[range.start]
        guard quote == 0x22 || quote == 0x27, file.bytes[range.end - 1] == quote else { return range }
        return SourceRange(start: range.start + 1, end: range.end - 1)
    }

    /// Text for inside a double-quoted string: escapes for `"`, `\` and `${`.
    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "${", with: "\\${")
    }

    /// Whether `text` lexes as one identifier that is not a reserved word.
    static func isIdentifier(_ text: String) -> Bool {
        let tokens = Lexer.scan(Array(text.utf8)).tokens
        return tokens.count == 2 && tokens[0].kind == .identifier && tokens[0].range.length == text.utf8.count
    }
}

extension Symbol {
    var isShortcut: Bool { if case .shortcut = self { true } else { false } }
}
