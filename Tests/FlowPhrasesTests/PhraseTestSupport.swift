import Foundation
import Testing
import FlowCompiler
import FlowDiagnostics
import FlowRuntime
import FlowState
@testable import FlowPhrases

/// Soup Chef, and the apps `sources` define, as the checker models them.
func compileApps(_ sources: [String] = []) -> [AppModel] {
    let workspace = Workspace { _ in nil }
    let files = [BuiltinApps.source(named: "SoupChef")!] + sources.map { SourceFile(path: "extra.flow", text: $0) }
    files.forEach(workspace.addRoot)
    let apps = Compiler.compile(workspace).apps
    #expect(!workspace.hasErrors, "\(workspace.allDiagnostics.flatMap(\.1).map(\.message))")
    return apps
}

/// A fresh state folder (not created: the store makes it when it writes).
func temporaryState() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("flow-phrases-\(UUID().uuidString)")
}

/// Saturday 21 November 2026, 10:00 UTC.
let testNow = ISO8601DateFormatter().date(from: "2026-11-21T10:00:00Z")!

func store(_ state: URL) -> PhraseStore { PhraseStore(stateDirectory: state, now: { testNow }) }

/// "Order 1 Tomato Soup with Croutons" as the phrase book keeps it.
func croutonsTarget(apps: [AppModel]) -> PhraseTarget {
    let values: IntentValues = [
        "soup": .enumCase(.init(app: "SoupChef", enumName: "Soup", caseName: "tomatoSoup", displayName: "Tomato Soup")),
        "quantity": .integer(1),
        "toppings": .list([.object(.init(typeName: "Topping", identifier: "croutons", displayString: "Croutons"))]),
    ]
    return .intent(app: "SoupChef", intent: "OrderSoup", values: PhraseValues.encode(values, apps: apps), title: "Order 1 Tomato Soup with Croutons")
}
