import Foundation
import Testing
import FlowCompiler
import FlowDiagnostics
import FlowRuntime
@testable import FlowPhrases

/// Intent values through the phrase book, and apps reading their phrases.
@Suite struct PhraseValuesTests {
    @Test func valuesRoundTripThroughProtocolJSON() throws {
        let apps = compileApps()
        let target = croutonsTarget(apps: apps)
        guard case .intent(_, _, let json, _) = target else { Issue.record("not an intent"); return }
        #expect(json["soup"] == .string("tomatoSoup"))
        #expect(json["quantity"] == .integer(1))
        let invocation = try #require(try PhraseValues.invocation(of: target, apps: apps))
        #expect(invocation.name == "SoupChef.OrderSoup")
        #expect(invocation.values["soup"] == .enumCase(.init(app: "SoupChef", enumName: "Soup", caseName: "tomatoSoup", displayName: "Tomato Soup")))
        if case .list(let toppings)? = invocation.values["toppings"], case .object(let topping)? = toppings.first {
            #expect(topping.identifier == "croutons" && topping.displayString == "Croutons")
        } else {
            Issue.record("toppings did not come back: \(String(describing: invocation.values["toppings"]))")
        }
        #expect(try PhraseValues.invocation(of: .shortcut(name: "A", file: "/a.flow"), apps: apps) == nil)
    }

    @Test func aPhraseTheAppNoLongerFitsSaysWhy() {
        let apps = compileApps()
        func why(_ target: PhraseTarget) -> String {
            do { _ = try PhraseValues.invocation(of: target, apps: apps); return "" } catch { return error.description }
        }
        #expect(why(.intent(app: "Gone", intent: "X", values: [:], title: "x")) == "no app 'Gone' is built in or on the app search path")
        #expect(why(.intent(app: "SoupChef", intent: "Gone", values: [:], title: "x")) == "SoupChef has no intent 'Gone' any more")
        #expect(why(.intent(app: "SoupChef", intent: "OrderSoup", values: ["soup": .string("gazpacho")], title: "x")).contains("gazpacho"))
    }

    @Test func aSwiftHandlerReadsThePhrasesBoundToItsIntents() async throws {
        let state = temporaryState()
        let apps = compileApps(["""
            app Menu {
              handler builtin
              intent Show {
                category generic
                param dish: String
                response {
                  output said: String
                  success "${said}"
                }
              }
            }
            """])
        _ = try store(state).change { phrases in
            phrases = [UserPhrase(phrase: "Soup time", target: croutonsTarget(apps: apps), added: testNow),
                       UserPhrase(phrase: "Show chowder", target: .intent(app: "Menu", intent: "Show", values: ["dish": .string("chowder")],
                                                                          title: "Show chowder"), added: testNow),
                       UserPhrase(phrase: "Lunch time", target: .shortcut(name: "Lunch", file: "/w/lunch.flow"), added: testNow)]
        }
        var registry = HandlerRegistry()
        try registry.register(AppHandler(app: "Menu", intents: ["Show": IntentHandler { _, context in
            let phrases = context.phrases?.bound(to: "Show") ?? []
            let text = phrases.map { "\($0.phrase) → \($0.values["dish"] ?? .nothing)" }.joined(separator: ", ")
            return IntentResponse(properties: ["said": .string(text)])
        }]), for: apps.first { $0.name == "Menu" }!)
        let said = SaidLines()
        var environment = RunEnvironment(registry: registry, conversation: PreparedAnswers(answers: [], confirmAll: true, output: { said.add($0) }),
                                         output: { said.add($0) }, stateDirectory: state)
        environment.phrases = StoredPhraseReader(store: store(state), apps: apps)
        let output = try await IntentRun.run(IntentInvocation(app: "Menu", intent: "Show", values: ["dish": .string("x")]), apps: apps,
                                             environment: environment)
        #expect(output == .string("Show chowder → chowder"), "only its own app's intents, not Soup Chef's nor a shortcut")
        #expect(StoredPhraseReader(store: store(state), apps: apps).phrases(boundTo: "SoupChef").map(\.phrase) == ["Soup time"])
    }
}

final class SaidLines: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    func add(_ line: String) { lock.withLock { lines.append(line) } }
}
