import Foundation
import Testing
import FlowCompiler
import FlowDiagnostics
import FlowApps
@testable import FlowRuntime

/// Keeps what a run donates, deletes and suggests.
final class DonationRecorder: Donating, @unchecked Sendable {
    private let lock = NSLock()
    private(set) var donations: [Interaction] = []
    private(set) var deletions: [(String, DonationSelection)] = []
    private(set) var published: [String: [SuggestedShortcut]] = [:]

    func donate(_ interaction: Interaction) { lock.withLock { donations.append(interaction) } }
    func deleteDonations(of app: String, _ selection: DonationSelection) { lock.withLock { deletions.append((app, selection)) } }
    func publishSuggestions(of app: String, _ suggestions: [SuggestedShortcut]) { lock.withLock { published[app] = suggestions } }
}

/// Every successful intent run donates; failures and `donate false` do not;
/// Swift handlers and external apps donate, delete and suggest on their own.
@Suite struct DonationTests {
    /// Runs the shortcut named `shortcut` (the first when nil) of `source` with Soup Chef and `extra` handlers, recording donations.
    func run(_ source: String, shortcut: String? = nil, extra: [(AppHandler, String)] = [], external: Bool = false,
             path: String = "test.flow") async throws -> (DonationRecorder, RunFailure?, Transcript) {
        let workspace = Workspace { _ in nil }
        workspace.addRoot(SourceFile(path: path, text: source))
        let program = Compiler.compile(workspace)
        #expect(!workspace.hasErrors, "\(workspace.allDiagnostics.flatMap(\.1).map(\.message))")
        var registry = HandlerRegistry()
        if let soupChef = program.apps.first(where: { $0.name == "SoupChef" }) { try registry.register(SoupChefHandler.make(), for: soupChef) }
        for (handler, app) in extra { try registry.register(handler, for: program.apps.first { $0.name == app }!) }
        let recorder = DonationRecorder()
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("flow-donations-\(UUID().uuidString)")
        let apps = ExternalApps()
        defer { apps.close() }
        let transcript = Transcript()
        if external {
            try apps.register(in: &registry, apps: program.apps, stateDirectory: state, runID: "t",
                              log: RunLog(stateDirectory: state, runID: "t", echo: { transcript.add("log: " + $0) }), donations: recorder)
        }
        var environment = RunEnvironment(registry: registry, conversation: PreparedAnswers(answers: [], confirmAll: true, output: { transcript.add($0) }),
                                         output: { transcript.add($0) }, stateDirectory: state)
        // Generous: on a loaded machine starting Python alone can take over a second.
        environment.phaseLimit = 20
        environment.donations = recorder
        let graph = shortcut.map { name in program.shortcuts.first { $0.name == name }! } ?? program.shortcuts[0]
        let interpreter = Interpreter(program: program, graph: graph, environment: environment)
        let failure: RunFailure? = await Task(executorPreference: RunExecutor.shared) {
            do { try await interpreter.run() } catch let failure as RunFailure { return failure } catch {}
            return nil
        }.value
        return (recorder, failure, transcript)
    }

    @Test func aSuccessfulIntentDonatesTheValuesTheAppResolved() async throws {
        let (recorder, failure, _) = try await run("""
        use SoupChef
        shortcut "Lunch" {
          SoupChef.OrderSoup(soup: .tomatoSoup, quantity: 2, toppings: ["croutons"], storeLocation: "Lewis")
        }
        """)
        #expect(failure == nil)
        let donation = try #require(recorder.donations.first)
        #expect(recorder.donations.count == 1)
        #expect(donation.app == "SoupChef" && donation.kind == .intent("OrderSoup") && donation.origin == .run)
        #expect(donation.values["toppings"] == .list([.object(.init(typeName: "Topping", identifier: "croutons", displayString: "Croutons"))]))
        #expect(donation.values["storeLocation"] == .location(name: "7401 S Lewis Ave"))
        #expect(donation.values["quantity"] == .integer(2) && donation.date == nil && donation.place == nil)
    }

    @Test func aFailedIntentDonatesNothing() async throws {
        let (recorder, failure, _) = try await run("""
        use SoupChef
        shortcut "Out of stock" {
          SoupChef.OrderSoup(soup: .chickenNoodleSoup, storeLocation: "Lewis")
        }
        """)
        #expect(failure != nil)
        #expect(recorder.donations.isEmpty)
    }

    @Test func donateFalseKeepsAShortcutAndWhatItRunsOutOfTheDonations() async throws {
        let source = """
        use SoupChef
        shortcut "Private" {
          donate false
          SoupChef.ListToppings(soup: .tomatoSoup)
          run-shortcut(name: "Public")
        }
        shortcut "Public" {
          SoupChef.ListToppings(soup: .clamChowder)
        }
        """
        let (quiet, quietFailure, _) = try await run(source, shortcut: "Private")
        #expect(quietFailure == nil)
        #expect(quiet.donations.isEmpty)
        let (loud, _, _) = try await run(source, shortcut: "Public")
        #expect(loud.donations.map(\.kind) == [.intent("ListToppings")])
    }

    @Test func aSwiftHandlerDonatesDeletesAndSuggestsThroughItsContext() async throws {
        let source = """
        app Notes {
          handler builtin
          intent Delete {
            category generic
            param title: String
            response {
              success "Deleted."
            }
          }
        }
        shortcut "Tidy" {
          Notes.Delete(title: "Groceries")
        }
        """
        let handler = AppHandler(app: "Notes", intents: ["Delete": IntentHandler { values, context in
            context.donations?.donate(activity: "viewNote", title: "Groceries", payload: ["note": .string("n-1")], requiredKeys: ["note"])
            context.donations?.delete(identifiers: ["n-1"])
            context.donations?.delete(group: "groceries")
            context.donations?.deleteAll()
            context.donations?.suggest([SuggestedShortcut(intent: "Delete", values: ["title": .string("Old notes")])])
            return IntentResponse()
        }])
        let (recorder, failure, _) = try await run(source, extra: [(handler, "Notes")])
        #expect(failure == nil)
        #expect(recorder.donations.map(\.kind) == [.activity(type: "viewNote", title: "Groceries", requiredKeys: ["note"]), .intent("Delete")])
        #expect(recorder.donations.map(\.origin) == [.app, .run])
        #expect(recorder.deletions.map(\.0) == ["Notes", "Notes", "Notes"])
        #expect(recorder.deletions.map(\.1) == [.identifiers(["n-1"]), .group("groceries"), .all])
        #expect(recorder.published["Notes"]?.first?.values == ["title": .string("Old notes")])
    }

    @Test func anExternalAppsNotificationsAreCheckedAndPassedOn() async throws {
        let program = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("ExternalApps/donating.py").path
        let (recorder, failure, transcript) = try await run("""
        app Site {
          handler exec "\(program)"
          intent Sync {
            category generic
            response {
              success "Synced."
            }
          }
          intent Visit {
            category view
            param page: String
            param count: Integer
            response {
              success "Visited."
            }
          }
        }
        shortcut "Sync" {
          Site.Sync()
        }
        """, external: true, path: "/tmp/site.flow")
        #expect(failure == nil, "\(transcript.text)")
        let donated = recorder.donations.filter { $0.origin == .app }
        #expect(donated.count == 3, "\(transcript.text)")
        #expect(donated[0].kind == .intent("Visit") && donated[0].values == ["page": .string("Recipes"), "count": .integer(2)])
        #expect(donated[0].identifier == "v-1" && donated[0].group == "pages")
        #expect(donated[2].kind == .activity(type: "readRecipe", title: "Read ${recipe}", requiredKeys: ["recipe"]))
        #expect(donated[2].values == ["recipe": .string("Tomato soup"), "scroll": .integer(79)])
        #expect(recorder.donations.last?.kind == .intent("Sync") && recorder.donations.last?.origin == .run)
        #expect(recorder.deletions.count == 1 && recorder.deletions[0].1 == .identifiers(["v-2"]))
        #expect(recorder.published["Site"]?.first?.relevance == Relevance(days: [6], from: 660, until: 870))
        let log = transcript.text
        #expect(log.contains("'Nonexistent' is not an intent of Site"))
        #expect(log.contains("'page' should be a string"))
        #expect(log.contains("deleteDonations needs"))
        #expect(log.contains("the notification 'wave', which flow does not know"))
    }
}
