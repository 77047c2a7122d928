import FlowDiagnostics
import FlowSyntax

/// What a shortcut in one file can see: the apps it uses and declares.
struct CheckEnvironment {
    var apps: [AppModel]
    /// Apps `use` named but could not settle (defined twice on the search
    /// path): already reported once, so their uses say nothing more.
    var ambiguousApps: Set<String> = []
    /// The shortcuts in view (this file's, then those of the files it uses), by
    /// name: what `run-shortcut` with a literal name runs.
    var shortcuts: [String: ShortcutDecl] = [:]
    /// Where the checker writes down what it saw, for an editor; nil for `flow check`.
    var record: CheckRecord?
    var members: Members { Members(apps: apps) }
    var constants: ConstantEvaluator { ConstantEvaluator(apps: apps) }

    func app(named name: String) -> AppModel? { apps.first { $0.name == name } }

    func resolveType(_ ref: TypeRef, report: (Diagnostic) -> Void) -> FlowType {
        TypeResolver(apps: apps).resolve(ref, report: report)
    }

    /// Names of app types that intents output: the magic variables.
    var outputTypeNames: [String] {
        var names: [String] = []
        for app in apps {
            for intent in app.intents {
                if let name = Self.magicName(intent.response.outputType), !names.contains(name) { names.append(name) }
            }
        }
        return names
    }

    /// The magic-variable name of an output type: app types only, so
    /// `OrderDetails` names a step but `String` stays a type.
    static func magicName(_ type: FlowType) -> String? {
        switch type {
        case .custom(_, let name), .enumeration(_, let name): name
        case .list(let element): magicName(element)
        default: nil
        }
    }
}
