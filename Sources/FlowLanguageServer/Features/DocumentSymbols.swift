import FlowDiagnostics
import FlowSyntax
import FlowState

/// `textDocument/documentSymbol` and `workspace/symbol`: the outline of a
/// file from its tree (apps with their enums, types and intents; shortcuts;
/// automations), nested when the client can show nesting.
extension LanguageServer {
    func documentSymbols(_ params: JSONValue) throws(RPC.Failure) -> JSONValue {
        let document = try document(params)
        let parse = analysis(of: document).parse ?? Parser.parse(document.file)
        let symbols = OutlineSymbol.outline(parse.syntax)
        let positions = document.positions(encoding)
        if client.hierarchicalSymbols { return .array(symbols.map { $0.documentSymbol(positions) }) }
        return .array(symbols.flatMap { $0.flattened() }.map { $0.symbol.information(uri: document.uri, positions: positions, container: $0.container) })
    }

    /// Symbols of the open documents and of every `.flow` file below the
    /// root whose name contains the query's characters in order (any case).
    func workspaceSymbols(_ params: JSONValue) -> JSONValue {
        let query = (params["query"]?.string ?? "").lowercased()
        var results: [JSONValue] = []
        var seen: Set<String> = []
        for (uri, file) in project.allFiles() where seen.insert(uri).inserted {
            let positions = PositionMap(file: file, encoding: encoding)
            for entry in OutlineSymbol.outline(Parser.parse(file).syntax).flatMap({ $0.flattened() })
            where OutlineSymbol.matches(entry.symbol.name, query: query) {
                results.append(entry.symbol.information(uri: uri, positions: positions, container: entry.container))
                if results.count >= 1000 { return .array(results) }
            }
        }
        return .array(results)
    }
}

/// One entry of a file's outline.
struct OutlineSymbol {
    /// LSP's `SymbolKind`.
    enum Kind: Int { case module = 2, namespace = 3, property = 7, field = 8, enumeration = 10, function = 12, enumMember = 22, structure = 23, event = 24 }

    var name: String
    var detail: String?
    var kind: Kind
    /// The whole declaration, and its name.
    var range: SourceRange
    var selection: SourceRange
    var children: [OutlineSymbol] = []

    static func outline(_ syntax: FileSyntax) -> [OutlineSymbol] {
        syntax.declarations.compactMap { decl in
            switch decl.kind {
            case .use: return nil
            case .app(let app):
                return OutlineSymbol(name: app.name.name, detail: app.displayName?.plainText, kind: .namespace, range: decl.range,
                                     selection: app.name.range, children: app.members.compactMap(member))
            case .shortcut(let shortcut):
                return OutlineSymbol(name: shortcut.name.plainText ?? "shortcut", detail: "shortcut", kind: .function,
                                     range: decl.range, selection: shortcut.name.range)
            case .automation(let automation):
                return OutlineSymbol(name: automation.name.plainText ?? "automation", detail: "automation", kind: .event,
                                     range: decl.range, selection: automation.name.range)
            }
        }
    }

    static func member(_ member: AppDecl.Member) -> OutlineSymbol? {
        switch member {
        case .enumDecl(let decl):
            return OutlineSymbol(name: decl.name.name, detail: "enum", kind: .enumeration, range: decl.range, selection: decl.name.range,
                                 children: decl.cases.map { OutlineSymbol(name: $0.name.name, detail: $0.displayName?.plainText, kind: .enumMember,
                                                                          range: $0.range, selection: $0.name.range) })
        case .typeDecl(let decl):
            return OutlineSymbol(name: decl.name.name, detail: "type", kind: .structure, range: decl.range, selection: decl.name.range,
                                 children: (decl.properties ?? []).map { OutlineSymbol(name: $0.name.name, kind: .property, range: $0.range, selection: $0.name.range) })
        case .intent(let decl):
            let parameters = decl.clauses.compactMap { clause -> OutlineSymbol? in
                guard case .param(let param) = clause else { return nil }
                return OutlineSymbol(name: param.name.name, detail: "param", kind: .field, range: param.range, selection: param.name.range)
            }
            return OutlineSymbol(name: decl.name.name, detail: "intent", kind: .function, range: decl.range, selection: decl.name.range, children: parameters)
        case .gallery(let decl):
            return OutlineSymbol(name: decl.name.plainText ?? "gallery", detail: "gallery shortcut", kind: .function, range: decl.range, selection: decl.name.range)
        case .handler, .metadata:
            return nil
        }
    }

    /// This symbol and its descendants, each with the name of its parent.
    func flattened(container: String? = nil) -> [(symbol: OutlineSymbol, container: String?)] {
        [(self, container)] + children.flatMap { $0.flattened(container: name) }
    }

    /// Whether the query's characters appear in the name in order, ignoring case.
    static func matches(_ name: String, query: String) -> Bool {
        var remaining = Substring(query)
        for character in name.lowercased() where remaining.first == character { remaining = remaining.dropFirst() }
        return remaining.isEmpty
    }

    func documentSymbol(_ positions: PositionMap) -> JSONValue {
        .fields(["name": JSONValue(name), "detail": detail.map { JSONValue($0) }, "kind": JSONValue(kind.rawValue),
                 "range": positions.json(range), "selectionRange": positions.json(selection),
                 "children": .array(children.map { $0.documentSymbol(positions) })])
    }

    func information(uri: String, positions: PositionMap, container: String?) -> JSONValue {
        .fields(["name": JSONValue(name), "kind": JSONValue(kind.rawValue), "containerName": container.map { JSONValue($0) },
                 "location": ["uri": JSONValue(uri), "range": positions.json(range)]])
    }
}
