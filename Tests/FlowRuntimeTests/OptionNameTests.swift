import Foundation
import Testing
@testable import FlowRuntime

/// A typed name finds an option however it is spelled: `redPepper`,
/// `red-pepper` and "Red Pepper" are the topping "Red Pepper".
@Suite struct OptionNameTests {
    let toppings: [RuntimeValue] = ["Croutons", "Red Pepper"].map {
        .object(.init(typeName: "Topping", identifier: $0.lowercased().replacingOccurrences(of: " ", with: "_"), displayString: $0))
    }

    @Test func caseSpacesAndPunctuationDoNotMatter() {
        for typed in ["redPepper", "red-pepper", "RED PEPPER", "red_pepper"] {
            #expect(AnswerParser.choose(typed, among: toppings)?.description == "Red Pepper", "\(typed)")
        }
        #expect(AnswerParser.choose("2", among: toppings)?.description == "Red Pepper")
        #expect(OptionName.names("red_pepper", toppings[1]), "by identifier")
        #expect(!OptionName.names("", toppings[0]) && !OptionName.names("--", toppings[0]), "nothing names nothing")
        #expect(!OptionName.names("pepper", toppings[1]))
    }
}
