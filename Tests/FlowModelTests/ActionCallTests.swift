import Foundation
import Testing
import FlowCompiler
@testable import FlowRuntime

/// How an implementation reads its call: given values first, then the
/// parameter's default; a value of another kind reads as the old switch read
/// it (text as its display text, a list or number that is none as nil).
@Suite struct ActionCallTests {
    @Test func readersApplyDefaultsAndSayWhatWasGiven() throws {
        let entry = try #require(ActionCatalog.named("get-contents-of-url"))
        let call = ActionCall(entry: entry, given: ["url": .url("https://example.com"), "headers": .dictionary([.init(key: "A", value: .string("b"))])])
        #expect(call.text("method") == "GET" && !call.isGiven("method") && call.isGiven("url"))
        #expect(call.text("url") == "https://example.com")
        #expect(call.optionalText("body") == nil && call.value("body") == nil)
        #expect(call.dictionary("headers")?.first?.key == "A" && call.list("headers") == nil)
        #expect(call.extraInputs.isEmpty)
    }

    @Test func numbersSaturateAndChoicesAreFound() throws {
        let list = ActionCall(entry: try #require(ActionCatalog.named("get-item-from-list")), given: ["index": .string("1e300"), "list": .string("x")])
        #expect(list.integer("index") == Int.max && list.list("list") == nil && list.number("list") == nil)
        let ask = ActionCall(entry: try #require(ActionCatalog.named("ask-for-input")), given: ["prompt": .string("?")])
        #expect(ask.choice("type")?.output == .string, "the default's choice: text")
        let number = ActionCall(entry: try #require(ActionCatalog.named("ask-for-input")), given: ["type": .string("number")])
        #expect(number.choice("type")?.output == .decimal)
    }

    @Test func labelsBeyondTheParametersAreTheCalleesInputs() throws {
        let call = ActionCall(entry: try #require(ActionCatalog.named("run-shortcut")), given: ["name": .string("Lunch"), "people": .integer(2)])
        #expect(call.extraInputs == ["people": .integer(2)])
    }

    @Test func aComputedValueOutsideTheChoicesFailsTheStep() throws {
        let entry = try #require(ActionCatalog.named("ask-for-input"))
        #expect(throws: RunFailure.failed(step: "Ask", message: "'numbr' is not a choice of 'type': it takes 'text', 'number', 'date' or 'url'")) {
            try ActionStep.checkChoices(of: entry, given: ["type": .string("numbr")], step: "Ask")
        }
        try ActionStep.checkChoices(of: entry, given: ["type": .string("date")], step: "Ask")
    }
}
