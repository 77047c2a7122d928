import FlowDiagnostics
import FlowSyntax

/// Resolves written types (`Soup`, `[Topping]`, `SoupChef.OrderDetails`) to
/// `FlowType`s among the system types and the apps in view.
struct TypeResolver {
    /// The apps whose enums and types are in view, the current app first.
    var apps: [AppModel]
    /// While an app is being built: its own enum and type names.
    var ownApp: String?
    var ownEnums: Set<String> = []
    var ownTypes: Set<String> = []

    func resolve(_ ref: TypeRef, report: (Diagnostic) -> Void) -> FlowType {
        switch ref.kind {
        case .missing:
            return .invalid
        case .list(let element):
            return .list(resolve(element, report: report))
        case .dictionary(let key, let value):
            let keyType = resolve(key, report: report)
            if keyType != .string && keyType != .invalid {
                report(Diagnostic(id: "compiler.dictionary-key-type", message: "dictionary keys are Strings, as in JSON; '\(keyType)' cannot be a key",
                                  range: key.range))
            }
            return .dictionary(key: .string, value: resolve(value, report: report))
        case .named(let names):
            return resolveNamed(names, range: ref.range, report: report)
        }
    }

    func resolveNamed(_ names: [Identifier], range: SourceRange, report: (Diagnostic) -> Void) -> FlowType {
        if names.count == 1 {
            let name = names[0].name
            if let system = FlowType.systemTypes[name] { return system }
            if let ownApp, ownEnums.contains(name) { return .enumeration(app: ownApp, name: name) }
            if let ownApp, ownTypes.contains(name) { return .custom(app: ownApp, name: name) }
            let found = apps.compactMap { app -> FlowType? in
                if app.enumModel(name) != nil { return .enumeration(app: app.name, name: name) }
                if app.typeModel(name) != nil { return .custom(app: app.name, name: name) }
                return nil
            }
            if found.count == 1 { return found[0] }
            if found.count > 1 {
                let choices = apps.filter { $0.enumModel(name) != nil || $0.typeModel(name) != nil }.map { "'\($0.name).\(name)'" }
                report(Diagnostic(id: "compiler.ambiguous-type", message: "'\(name)' is declared by several apps; write \(choices.joined(separator: " or "))",
                                  range: range))
                return .invalid
            }
        } else if names.count == 2, let app = apps.first(where: { $0.name == names[0].name }) {
            let name = names[1].name
            if app.enumModel(name) != nil { return .enumeration(app: app.name, name: name) }
            if app.typeModel(name) != nil { return .custom(app: app.name, name: name) }
            reportUnknown(name, range: names[1].range, candidates: app.enums.map(\.name) + app.types.map(\.name),
                          context: " in app '\(app.name)'", report: report)
            return .invalid
        } else if names.count == 2, let ownApp, names[0].name == ownApp {
            return resolveNamed([names[1]], range: range, report: report)
        }
        let written = names.map(\.name).joined(separator: ".")
        var candidates = Array(FlowType.systemTypes.keys) + Array(ownEnums) + Array(ownTypes)
        for app in apps { candidates += app.enums.map(\.name) + app.types.map(\.name) }
        reportUnknown(written, range: range, candidates: candidates, context: "", report: report)
        return .invalid
    }

    func reportUnknown(_ name: String, range: SourceRange, candidates: [String], context: String, report: (Diagnostic) -> Void) {
        var message = "unknown type '\(name)'\(context)"
        var fixIts: [Diagnostic.FixIt] = []
        if let suggestion = Suggestions.closest(to: name, among: candidates.sorted()) {
            message += "; did you mean '\(suggestion)'?"
            fixIts.append(.init("replace with '\(suggestion)'", range: range, replacement: suggestion))
        }
        report(Diagnostic(id: "compiler.unknown-type", message: message, range: range, fixIts: fixIts))
    }
}
