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
    /// What each shortcut in view outputs, found when first asked (shared by copies).
    var shortcutOutputs = ShortcutOutputTypes()
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

/// The type `run-shortcut(name: "Lunch")` returns: the type of Lunch's
/// `output` statements, found by checking Lunch quietly the first time it is
/// asked (its own diagnostics are reported where it is declared). Several
/// outputs of different types, none, or a shortcut that runs itself
/// (directly or not) give JSON, which any use accepts and the run checks.
final class ShortcutOutputTypes {
    private var known: [String: FlowType] = [:]
    private var inProgress: Set<String> = []

    func type(of name: String, environment: CheckEnvironment) -> FlowType {
        if let type = known[name] { return type }
        guard let decl = environment.shortcuts[name], !inProgress.contains(name) else { return .json }
        inProgress.insert(name)
        defer { inProgress.remove(name) }
        let checker = ShortcutChecker(environment: environment, path: "", allowsTrigger: false, report: { _ in })
        var inputs: [(Identifier, FlowType, Value?)] = []
        for input in decl.inputs ?? [] { inputs.append((input.name, environment.resolveType(input.type, report: { _ in }), nil)) }
        _ = checker.check(body: decl.body, inputs: inputs)
        let types = checker.outputTypes.filter { $0 != .nothing }
        let type = types.first.flatMap { first in types.allSatisfy { $0 == first } ? first : nil } ?? .json
        known[name] = type
        return type
    }
}
