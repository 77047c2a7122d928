import FlowCompiler
import FlowDiagnostics
import FlowSyntax

/// What each name of a file is, by the offset it starts at, for semantic
/// tokens: from the checker's record (variables, inputs, special values,
/// calls, properties, enum cases) and from the tree (labels, types, the
/// names apps declare).
struct NameColors {
    typealias Color = (SemanticTokens.Kind, SemanticTokens.Modifiers)

    /// Words colored as keywords when they start a line: declarations, clauses and statements.
    static let keywords = Set(ContextualKeywords.all)
    /// Words colored as keywords wherever they stand: word operators and step options.
    static let inlineKeywords = Set(ContextualKeywords.wordOperators + ContextualKeywords.stepOptions)

    private(set) var colors: [Int: Color] = [:]

    init(analysis: Analysis) {
        let record = analysis.record
        let path = analysis.path
        for variable in record.variables where variable.path == path && !variable.declaration.isEmpty {
            colors[variable.declaration.start] = Self.color(variable.kind, declaration: true)
        }
        for use in record.uses where use.path == path {
            colors[use.range.start] = Self.color(use.kind, declaration: false)
        }
        for member in record.members where member.path == path { colors[member.name.range.start] = (.property, []) }
        for implicit in record.implicitMembers where implicit.path == path { colors[implicit.name.range.start] = (.enumMember, []) }
        for call in record.calls where call.path == path {
            switch call.target {
            case .builtin: colors[call.callee.start] = (.function, .defaultLibrary)
            case .intent(let app, let intent):
                colors[call.callee.start] = (.namespace, [])
                colors[call.callee.end - intent.utf8.count] = (.function, [])
                _ = app
            }
        }
        guard let parse = analysis.parse else { return }
        SyntaxWalk.walk(parse.syntax) { node in
            switch node {
            case .declaration(let decl): colorDeclaration(decl)
            case .type(let ref):
                guard case .named(let names) = ref.kind else { return }
                for (index, name) in names.enumerated() where colors[name.range.start] == nil {
                    colors[name.range.start] = index + 1 < names.count ? (.namespace, []) : (.type, [])
                }
            case .expression(let expr):
                if case .call(_, let arguments) = expr.kind {
                    for argument in arguments { if let label = argument.label { colors[label.range.start] = (.parameter, []) } }
                }
            default: break
            }
        }
    }

    static func color(_ kind: CheckRecord.NameKind, declaration: Bool) -> Color {
        let modifiers: SemanticTokens.Modifiers = declaration ? .declaration : []
        switch kind {
        case .variable: return (.variable, modifiers)
        case .input: return (.parameter, modifiers.union(.readonly))
        case .special, .provided: return (.variable, modifiers.union([.readonly, .defaultLibrary]))
        case .magic: return (.type, [])
        case .constant, .loopItem: return (.variable, modifiers.union(.readonly))
        }
    }

    private mutating func colorDeclaration(_ decl: Decl) {
        switch decl.kind {
        case .use(.app(let name)): colors[name.range.start] = (.namespace, [])
        case .app(let app):
            colors[app.name.range.start] = (.namespace, .declaration)
            for member in app.members {
                switch member {
                case .enumDecl(let enumDecl):
                    colors[enumDecl.name.range.start] = (.enumeration, .declaration)
                    for item in enumDecl.cases { colors[item.name.range.start] = (.enumMember, .declaration) }
                case .typeDecl(let typeDecl):
                    colors[typeDecl.name.range.start] = (.type, .declaration)
                    for property in typeDecl.properties ?? [] { colors[property.name.range.start] = (.property, .declaration) }
                case .intent(let intent):
                    colors[intent.name.range.start] = (.function, .declaration)
                    for case .param(let param) in intent.clauses { colors[param.name.range.start] = (.parameter, .declaration) }
                default: break
                }
            }
        default: break
        }
    }
}
