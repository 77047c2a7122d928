import FlowCompiler
import FlowDiagnostics
import FlowSyntax

/// An intent a linted file declares: its syntax (for positions) and its
/// checked model (for types, options and shortcut types).
public struct IntentSite: Sendable {
    public var file: SourceFile
    public var app: AppModel
    public var decl: IntentDecl
    public var model: IntentModel

    /// The parameters as written, by name.
    public var parameterDecls: [ParamDecl] {
        decl.clauses.compactMap { if case .param(let param) = $0 { param } else { nil } }
    }

    static func collect(_ input: LintInput) -> [IntentSite] {
        var sites: [IntentSite] = []
        for parse in input.files {
            for decl in parse.syntax.declarations {
                guard case .app(let appDecl) = decl.kind, let app = input.app(appDecl.name.name, in: parse.file) else { continue }
                for member in appDecl.members {
                    guard case .intent(let intent) = member, let model = app.intent(intent.name.name) else { continue }
                    sites.append(IntentSite(file: parse.file, app: app, decl: intent, model: model))
                }
            }
        }
        return sites
    }

    /// `storeLocation` → `StoreLocation`: a name for a type or an enum, not one the app has already.
    func typeName(for name: String, suffix: String) -> String {
        var base = name.prefix(1).uppercased() + name.dropFirst()
        if base.isEmpty { base = "Item" }
        let taken = Set(app.enums.map(\.name) + app.types.map(\.name))
        if !taken.contains(base) && FlowType.systemTypes[base] == nil { return base }
        var candidate = base + suffix
        var number = 2
        while taken.contains(candidate) { candidate = base + suffix + String(number); number += 1 }
        return candidate
    }
}
