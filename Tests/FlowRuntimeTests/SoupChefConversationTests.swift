import Foundation
import Testing
@testable import FlowRuntime
import FlowApps
import FlowCompiler
import FlowDiagnostics

/// The Soup Chef dialogs of the talks, word for word, without a terminal.
@Suite struct SoupChefConversationTests {
    static let soupForJohn = """
    use SoupChef

    shortcut "Soup for John" {
      requires message
      SoupChef.OrderSoup(soup: .clamChowder, quantity: 2, storeLocation: "7401 S Lewis Ave")
      send-message(to: "John Appleseed", text: "Hey, I just ordered ${OrderDetails}. Please pick it up!")
    }
    """

    static let askEverything = """
    use SoupChef

    shortcut "Soup time" {
      SoupChef.OrderSoup(soup: ask, quantity: ask, storeLocation: ask)
    }
    """

    @Test func theMultiStepExampleOrdersAndMessagesJohn() async throws {
        let outcome = try await run(Self.soupForJohn, yes: true, allowed: [.message])
        #expect(outcome.failure == nil)
        #expect(outcome.transcript.lines == ["Your total is $5.90. Your Clam Chowder order will be ready in 10 minutes."])
        let messages = Outbox(directory: outcome.state).messages()
        #expect(messages.map(\.to) == [["John Appleseed"]])
        #expect(messages.first?.text == "Hey, I just ordered 2 Clam Chowders. Please pick it up!")
    }

    @Test func tooManySoupsIsTheSeedsSentenceThenTheQuestionAgain() async throws {
        let outcome = try await run(Self.askEverything,
                                    answers: [("soup", "Clam Chowder"), ("quantity", "10"), ("quantity", "2"), ("storeLocation", "2")], yes: true)
        #expect(outcome.failure == nil)
        #expect(outcome.transcript.lines == [
            "You asked for 10 Clam Chowders, but we don't have that many in stock.",
            "Your total is $5.90. Your Clam Chowder order will be ready in 10 minutes.",
        ])
    }

    @Test func aQuestionWithoutAnAnswerFailsAtOnce() async throws {
        let outcome = try await run(Self.askEverything)
        #expect(outcome.failure == .needsValue(parameter: "soup", prompt: "What type of soup do you want?"))
        #expect(outcome.failure?.description == "needs a value for 'soup' (What type of soup do you want?)")
        #expect(outcome.failure?.exitCode == 75)
    }

    @Test func confirmationIsAskedInTheCategorysWords() async throws {
        let outcome = try await run(Self.soupForJohn)
        #expect(outcome.failure == .needsConfirmation("Are you ready to order with Soup Chef?"))
        #expect(Outbox(directory: outcome.state).messages().isEmpty, "nothing half-done is reported as done")
    }

    @Test func outOfStockEndsTheShortcutWithTheFramedApology() async throws {
        let outcome = try await run(Self.askEverything, answers: [("soup", "chickenNoodleSoup"), ("quantity", "1"), ("storeLocation", "lewis")], yes: true)
        #expect(outcome.transcript.lines == ["Soup Chef couldn't order: Sorry, Chicken Noodle Soup is out of stock."])
        #expect(outcome.failure?.exitCode == 70)
    }

    @Test func builtinValidationUsesTheParametersTemplates() async throws {
        let outcome = try await run(Self.askEverything, answers: [("soup", "tomatoSoup"), ("quantity", "120"), ("quantity", "-1"), ("quantity", "3"),
                                                                  ("storeLocation", "sheridan")], yes: true)
        #expect(outcome.transcript.lines == [
            "Quantity can't be higher than 99.",
            "Quantity can't be negative.",
            "Your total is $7.50. Your Tomato Soup order will be ready in 10 minutes.",
        ])
    }

    @Test func answersChooseOptionsByNumberNameOrOrdinal() async throws {
        for answer in ["2", "7401 S Lewis Ave", "the second one"] {
            let outcome = try await run(Self.askEverything, answers: [("soup", "tomatoSoup"), ("quantity", "1"), ("storeLocation", answer)], yes: true)
            #expect(outcome.failure == nil, "\(answer)")
            let kitchen = try #require(FileManager.default.contents(atPath: outcome.state.appendingPathComponent("apps/SoupChef/kitchen.json").path))
            #expect(String(decoding: kitchen, as: UTF8.self).contains("7401 S Lewis Ave"), "\(answer)")
        }
    }

    @Test func ordersTakeStockAcrossRuns() async throws {
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("flow-stock-\(UUID().uuidString)")
        for _ in 0..<3 { _ = try await run(Self.soupForJohn, yes: true, state: state) }
        // Six clam chowders to begin with, two per run: the fourth order has none left.
        let fourth = try await run(Self.soupForJohn, yes: true, state: state)
        #expect(fourth.transcript.lines == ["Soup Chef couldn't order: Sorry, Clam Chowder is out of stock."])
    }
}

/// A handler must match its app's definition.
@Suite struct HandlerRegistrationTests {
    func soupChef() throws -> AppModel {
        let workspace = Workspace { _ in nil }
        workspace.addRoot(SourceFile(path: "t.flow", text: "use SoupChef\n"))
        return try #require(Compiler.compile(workspace).apps.first)
    }

    @Test func soupChefMatchesItsDefinition() throws {
        var registry = HandlerRegistry()
        try registry.register(SoupChefHandler.make(), for: try soupChef())
        #expect(registry.handlers["SoupChef"] != nil)
    }

    @Test func mismatchesAreNamed() throws {
        var handler = SoupChefHandler.make()
        handler.intents["OrderSoup"] = handler.intents["OrderSoup"]!.resolving("sauce") { _, _, _ in .notRequired }
        handler.intents["OrderSoup"]!.optionProviders["toppings"] = nil
        handler.intents["ListToppings"] = nil
        handler.intents["OrderPizza"] = IntentHandler { _, _ in IntentResponse() }
        var registry = HandlerRegistry()
        let definition = try soupChef()
        do {
            try registry.register(handler, for: definition)
            Issue.record("a mismatched handler was accepted")
        } catch {
            #expect(error.problems.contains("SoupChef.ListToppings has no handler"))
            #expect(error.problems.contains("handler for SoupChef.OrderPizza, which the definition does not declare"))
            #expect(error.problems.contains("SoupChef.OrderSoup: resolver for 'sauce', which is not a parameter"))
            #expect(error.problems.contains("SoupChef.OrderSoup: 'toppings' says 'options dynamic' but the handler has no options provider"))
        }
    }
}
