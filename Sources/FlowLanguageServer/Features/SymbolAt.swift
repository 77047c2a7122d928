import Foundation
import FlowCompiler
import FlowDiagnostics
import FlowSyntax

/// What a name in the document stands for, as the checker resolved it: hover,
/// definition, references and rename all start from here. The checker's
/// record answers for names in shortcut bodies; the tree answers for names
/// the checker reads elsewhere (`use`, types, shortcut names, labels).
enum Symbol {
    /// A `let`, `var`, input, loop item or caught error, by its declaration.
    case variable(name: String, kind: CheckRecord.NameKind, type: FlowType, declaration: SourceRange)
    /// `now`, `input`, `repeatIndex`: provided by flow.
    case provided(name: String, type: FlowType)
    /// `OrderDetails`: the output of the latest step that produced one.
    case magic(name: String, type: FlowType, producedAt: SourceRange)
    case app(AppModel)
    case intent(IntentModel, app: AppModel)
    case action(ActionEntry)
    case parameter(ParameterModel, intent: IntentModel, app: AppModel)
    case actionParameter(ActionParameter, action: ActionEntry)
    case property(name: String, of: FlowType, type: FlowType?, summary: String?)
    case enumCase(EnumModel.Case, of: EnumModel)
    case type(FlowType)
    /// A shortcut named by a string: its declaration or a `run`.
    case shortcut(name: String)
    /// `use "apps/soupchef.flow"`: the file, by its path.
    case usedFile(path: String)

    /// The symbol at `offset` and the range of its name there.
    static func at(_ offset: Int, in analysis: Analysis) -> (Symbol, SourceRange)? {
        let record = analysis.record
        let path = analysis.path
        let apps = analysis.visibleApps
        for call in record.calls where call.path == path && call.callee.touches(offset) {
            switch call.target {
            case .builtin(let name):
                if let action = ActionCatalog.named(name) { return (.action(action), call.callee) }
            case .intent(let appName, let intentName):
                guard let app = apps.first(where: { $0.name == appName }), let intent = app.intent(intentName) else { continue }
                let appEnd = call.callee.start + appName.utf8.count
                if offset <= appEnd { return (.app(app), SourceRange(start: call.callee.start, end: appEnd)) }
                return (.intent(intent, app: app), SourceRange(start: call.callee.end - intentName.utf8.count, end: call.callee.end))
            }
        }
        for use in record.uses where use.path == path && use.range.touches(offset) {
            switch use.kind {
            case .special, .provided: return (.provided(name: use.name, type: use.type), use.range)
            case .magic: return (.magic(name: use.name, type: use.type, producedAt: use.declaration ?? use.range), use.range)
            default:
                guard let declaration = use.declaration else { return (.provided(name: use.name, type: use.type), use.range) }
                return (.variable(name: use.name, kind: use.kind, type: use.type, declaration: declaration), use.range)
            }
        }
        for variable in record.variables where variable.path == path && !variable.declaration.isEmpty && variable.declaration.touches(offset) {
            return (.variable(name: variable.name, kind: variable.kind, type: variable.type, declaration: variable.declaration), variable.declaration)
        }
        for member in record.members where member.path == path && member.name.range.touches(offset) {
            let summary = Members(apps: apps).members(of: member.baseType)?.first { $0.name == member.name.name }?.summary
            return (.property(name: member.name.name, of: member.baseType, type: member.type, summary: summary), member.name.range)
        }
        for implicit in record.implicitMembers where implicit.path == path && implicit.name.range.touches(offset) {
            if case .enumeration(let appName, let enumName)? = implicit.expected,
               let model = apps.first(where: { $0.name == appName })?.enumModel(enumName), let found = model.lookup(implicit.name.name) {
                return (.enumCase(found, of: model), implicit.name.range)
            }
        }
        guard let parse = analysis.parse else { return nil }
        return syntactic(offset, parse: parse, analysis: analysis)
    }

    /// Names the checker does not record: `use App`, types, shortcut names, labels, declarations in apps.
    static func syntactic(_ offset: Int, parse: ParseResult, analysis: Analysis) -> (Symbol, SourceRange)? {
        var found: (Symbol, SourceRange)?
        let apps = analysis.visibleApps.isEmpty ? analysis.program.apps : analysis.visibleApps
        SyntaxWalk.walk(parse.syntax) { node in
            guard found == nil else { return }
            switch node {
            case .declaration(let decl):
                if case .use(.app(let name)) = decl.kind, name.range.touches(offset), let app = analysis.program.apps.first(where: { $0.name == name.name }) {
                    found = (.app(app), name.range)
                }
                if case .use(.file(let literal)) = decl.kind, literal.range.touches(offset), let relative = literal.plainText, !relative.isEmpty {
                    let directory = (analysis.path as NSString).deletingLastPathComponent
                    found = (.usedFile(path: relative.hasPrefix("/") ? relative : (directory as NSString).appendingPathComponent(relative)), literal.range)
                }
                if case .app(let appDecl) = decl.kind, let app = analysis.program.apps.first(where: { $0.name == appDecl.name.name && $0.path == analysis.path }) {
                    found = declared(in: appDecl, app: app, at: offset)
                }
            case .string(let literal):
                if literal.range.touches(offset), let name = literal.plainText, isShortcutName(literal, parse: parse) {
                    found = (.shortcut(name: name), literal.range)
                }
            case .run(let run):
                if run.shortcut.range.touches(offset), let name = run.shortcut.plainText { found = (.shortcut(name: name), run.shortcut.range) }
            case .type(let ref):
                guard case .named(let names) = ref.kind, let last = names.last, ref.range.touches(offset) else { return }
                if let system = FlowType.systemTypes[last.name] { found = (.type(system), ref.range); return }
                for app in apps where names.count == 1 || app.name == names[0].name {
                    if app.enumModel(last.name) != nil { found = (.type(.enumeration(app: app.name, name: last.name)), ref.range) }
                    if app.typeModel(last.name) != nil { found = (.type(.custom(app: app.name, name: last.name)), ref.range) }
                }
            case .expression(let expr):
                guard case .call(_, let arguments) = expr.kind else { return }
                for argument in arguments {
                    guard let label = argument.label, label.range.touches(offset) else { continue }
                    if let namesShortcut = shortcutName(expr, argument: argument), namesShortcut {
                        continue
                    }
                    found = parameter(label.name, of: expr, analysis: analysis).map { ($0, label.range) }
                }
                if found == nil, let nameArgument = arguments.first(where: { shortcutName(expr, argument: $0) == true }),
                   case .string(let literal) = nameArgument.value.kind, literal.range.touches(offset), let name = literal.plainText {
                    found = (.shortcut(name: name), literal.range)
                }
            default: break
            }
        }
        return found
    }

    /// Whether a string is a shortcut declaration's name.
    static func isShortcutName(_ literal: StringLiteral, parse: ParseResult) -> Bool {
        parse.syntax.declarations.contains { decl in
            if case .shortcut(let shortcut) = decl.kind { return shortcut.name.range == literal.range }
            return false
        }
    }

    /// For a call of an action that runs a shortcut (`run-shortcut`):
    /// whether `argument` is the one naming it (`name:`); nil for other calls.
    static func shortcutName(_ call: Expr, argument: Argument) -> Bool? {
        guard case .call(let callee, _) = call.kind, case .identifier(let name) = callee.kind, let action = ActionCatalog.named(name.name),
              let parameter = action.shortcutParameter.flatMap({ action.parameter($0) }) else { return nil }
        return argument.label?.name == parameter.label
    }

    /// A label's parameter, from the action the checker resolved the call to.
    static func parameter(_ label: String, of call: Expr, analysis: Analysis) -> Symbol? {
        guard let recorded = analysis.record.calls.first(where: { $0.path == analysis.path && $0.range == call.range }) else { return nil }
        switch recorded.target {
        case .builtin(let name):
            guard let action = ActionCatalog.named(name), let parameter = action.parameter(labeled: label) else { return nil }
            return .actionParameter(parameter, action: action)
        case .intent(let appName, let intentName):
            guard let app = analysis.visibleApps.first(where: { $0.name == appName }), let intent = app.intent(intentName),
                  let parameter = intent.parameter(label) else { return nil }
            return .parameter(parameter, intent: intent, app: app)
        }
    }

    /// An intent, enum case or parameter declared by an app of the document.
    static func declared(in decl: AppDecl, app: AppModel, at offset: Int) -> (Symbol, SourceRange)? {
        if decl.name.range.touches(offset) { return (.app(app), decl.name.range) }
        for member in decl.members {
            switch member {
            case .intent(let intentDecl):
                guard let intent = app.intent(intentDecl.name.name) else { continue }
                if intentDecl.name.range.touches(offset) { return (.intent(intent, app: app), intentDecl.name.range) }
                for case .param(let param) in intentDecl.clauses where param.name.range.touches(offset) {
                    if let parameter = intent.parameter(param.name.name) { return (.parameter(parameter, intent: intent, app: app), param.name.range) }
                }
            case .enumDecl(let enumDecl):
                guard let model = app.enumModel(enumDecl.name.name) else { continue }
                if enumDecl.name.range.touches(offset) { return (.type(.enumeration(app: app.name, name: model.name)), enumDecl.name.range) }
                for item in enumDecl.cases where item.name.range.touches(offset) {
                    if let found = model.cases.first(where: { $0.name == item.name.name }) { return (.enumCase(found, of: model), item.name.range) }
                }
            case .typeDecl(let typeDecl):
                if typeDecl.name.range.touches(offset) { return (.type(.custom(app: app.name, name: typeDecl.name.name)), typeDecl.name.range) }
            default: break
            }
        }
        return nil
    }
}
