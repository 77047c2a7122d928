import Foundation
import Testing
import FlowCompiler
import FlowRuntime
@testable import FlowSuggestions

/// Ranking: support thresholds for the specific pattern, folding, background
/// demotion, the minimum for a pattern, apps' suggestions, activities.
@Suite struct SuggestionEngineTests {
    static let coffee = """
    app Coffee "Coffee Shop" {
      handler builtin
      enum Size {
        small "Small"
        large "Large"
      }
      intent OrderCoffee {
        category order
        title "Order coffee"
        param drink: String {
          prompt "Which drink?"
        }
        param size: Size
        param shots: Integer
        shortcut-type (drink) "Order ${drink}" subtitle "Your usual" background
        shortcut-type (drink, size) "Order a ${size} ${drink}" background
        shortcut-type (drink, shots) "Order ${drink} with ${shots} shots" foreground
        response {
          success "Ordered."
        }
      }
    }
    """
    let apps = compileApps([coffee])

    static func coffee(_ drink: String, size: String? = nil, shots: Int? = nil, at when: String, place: String? = nil) -> Interaction {
        var values: IntentValues = ["drink": .string(drink)]
        if let size { values["size"] = .enumCase(.init(app: "Coffee", enumName: "Size", caseName: size, displayName: size.capitalized)) }
        if let shots { values["shots"] = .integer(shots) }
        return Interaction(app: "Coffee", kind: .intent("OrderCoffee"), values: values, origin: .run, date: date(when), place: place)
    }

    /// The suggestions after these donations, on Thursday 19 November at `clock`.
    func suggest(_ donations: [Interaction], at clock: String = "12:30", offered: [OfferedShortcut] = []) throws -> SuggestionList {
        let giver = donor(temporaryState())
        for donation in donations { try giver.record(donation) }
        return SuggestionEngine(apps: apps).suggest(giver.store.load(), context: context(19, clock), offered: offered)
    }

    @Test func aSpecificPatternWithEnoughDonationsNowRanksAboveTheGeneralOne() throws {
        let donations = (16...18).map { Self.coffee("Latte", size: "large", at: "2026-11-\($0) 12:00") }
            + (16...18).map { Self.coffee("Latte", size: "small", at: "2026-11-\($0) 18:00") }
        let list = try suggest(donations)
        #expect(titles(list) == ["Order a Large Latte", "Order Latte", "Order a Small Latte"])
        #expect(list.suggestions[0].evidence.preferredOver == [.init(title: "Order Latte", donations: 6, donationsInBucket: 3)])
    }

    @Test func twoDonationsNowAreNotEnoughToPreferTheSpecificPattern() throws {
        let donations = (16...17).map { Self.coffee("Latte", size: "large", at: "2026-11-\($0) 12:00") }
            + (16...17).map { Self.coffee("Latte", size: "small", at: "2026-11-\($0) 18:00") }
        let list = try suggest(donations)
        #expect(titles(list).first == "Order Latte")
        #expect(list.suggestions[1].title == "Order a Large Latte")
        #expect(list.suggestions[1].evidence.preferredOver.isEmpty)
    }

    @Test func aSpecificPatternNeedsHalfOfTheGeneralOnesDonationsNow() throws {
        // At lunch: 3 large (under half of 7) and 4 small (over half).
        let donations = (10...12).map { Self.coffee("Latte", size: "large", at: "2026-11-\($0) 12:00") }
            + (16...19).map { Self.coffee("Latte", size: "small", at: "2026-11-\($0) 12:05") }
        let list = try suggest(donations, at: "12:30")
        #expect(titles(list) == ["Order a Small Latte", "Order Latte", "Order a Large Latte"])
        #expect(list.suggestions[2].evidence.preferredOver.isEmpty)
    }

    @Test func aGeneralPatternWithExactlyTheSameDonationsIsFolded() throws {
        let list = try suggest((16...18).map { Self.coffee("Mocha", size: "large", at: "2026-11-\($0) 12:00") })
        #expect(titles(list) == ["Order a Large Mocha"])
        #expect(list.suggestions[0].evidence.folded == ["Order Mocha"])
    }

    @Test func shortcutTypesThatCannotRunInTheBackgroundAreDemoted() throws {
        let list = try suggest((16...18).map { Self.coffee("Espresso", shots: 2, at: "2026-11-\($0) 12:00") })
        #expect(titles(list) == ["Order Espresso", "Order Espresso with 2 shots"])
        let demoted = list.suggestions[1]
        #expect(demoted.evidence.demoted && !demoted.supportsBackground)
        #expect(demoted.score < list.suggestions[0].score)
        #expect(list.suggestions[0].subtitle == "Your usual")
    }

    @Test func oneDonationIsNotYetAPattern() throws {
        let list = try suggest([Self.coffee("Tea", at: "2026-11-18 12:00")])
        #expect(list.suggestions.isEmpty)
        let giver = donor(temporaryState())
        try giver.record(Self.coffee("Tea", at: "2026-11-18 12:00"))
        let recent = SuggestionEngine(apps: apps).recent(giver.store.load())
        #expect(titles(recent) == ["Order Tea"])
    }

    @Test func recentShowsTheNewestDonationsWithAllTheirValuesNewestFirst() throws {
        let giver = donor(temporaryState())
        try giver.record(Self.coffee("Tea", at: "2026-11-18 08:00"))
        try giver.record(Self.coffee("Latte", size: "large", at: "2026-11-18 09:00"))
        try giver.record(Soup.order(toppings: ["Cheese"], at: "2026-11-18 12:00"))
        let recent = SuggestionEngine(apps: apps).recent(giver.store.load(), limit: 2)
        #expect(titles(recent) == ["Order 1 Tomato Soup with Cheese", "Order a Large Latte"])
        #expect(recent.suggestions[0].invocation?.values["storeLocation"] == .location(name: "3801 S Sheridan Blvd"), "all the donated values")
    }

    @Test func emptyValuesAreNotSuggested() throws {
        let giver = donor(temporaryState())
        for day in 16...18 { try giver.record(Soup.order(toppings: [], at: "2026-11-\(day) 12:00")) }
        let list = SuggestionEngine(apps: apps).suggest(giver.store.load(), context: context(19, "12:30"))
        #expect(titles(list) == ["Order 1 Tomato Soup"])
    }

    @Test func appSuggestionsCountWhileTheirHintsHold() throws {
        let pastry = OfferedShortcut(app: "Coffee", shortcut: SuggestedShortcut(
            intent: "OrderCoffee", values: ["drink": .string("Pumpkin Latte")], title: "Try the pumpkin latte",
            relevance: Relevance(days: [5], from: 600, until: 720)))
        let always = OfferedShortcut(app: "Coffee", shortcut: SuggestedShortcut(intent: "OrderCoffee", values: ["drink": .string("Flat White")]))
        let donations = (16...18).map { Self.coffee("Latte", at: "2026-11-\($0) 08:00") }
        let morning = try suggest(donations, at: "11:00", offered: [pastry, always])
        #expect(titles(morning) == ["Try the pumpkin latte", "Order Latte", "Order Flat White"])
        #expect(morning.suggestions[0].evidence.fromApp == "suggested by Coffee Shop, relevant on Thursdays, 10:00–12:00")
        let later = try suggest(donations, at: "12:30", offered: [pastry, always])
        #expect(titles(later) == ["Order Latte", "Order Flat White"])
    }

    @Test func anAppSuggestionEqualToALearnedPatternJoinsIt() throws {
        let usual = OfferedShortcut(app: "Coffee", shortcut: SuggestedShortcut(intent: "OrderCoffee", values: ["drink": .string("Latte")]))
        let list = try suggest((16...18).map { Self.coffee("Latte", at: "2026-11-\($0) 08:00") }, offered: [usual])
        #expect(titles(list) == ["Order Latte"])
        #expect(list.suggestions[0].evidence.fromApp == "suggested by Coffee Shop")
        #expect(list.suggestions[0].evidence.donations.count == 3)
    }

    @Test func activitiesCompareOnlyTheirRequiredKeys() throws {
        func view(_ scroll: Int, required: [String], day: Int) -> Interaction {
            Interaction(app: "SoupChef", kind: .activity(type: "viewOrder", title: "Order ${quantity} ${soup}", requiredKeys: required),
                        values: ["soup": .string("Tomato"), "quantity": .integer(1), "scrollPosition": .integer(scroll)],
                        origin: .app, date: date("2026-11-\(day) 12:00"))
        }
        let withoutKeys = try suggest([view(79, required: [], day: 16), view(110, required: [], day: 17), view(45, required: [], day: 18)])
        #expect(withoutKeys.suggestions.isEmpty, "the scroll position differs every time: no pattern")
        let withKeys = try suggest([79, 110, 45].enumerated().map { view($1, required: ["soup", "quantity"], day: 16 + $0) })
        #expect(titles(withKeys) == ["Order 1 Tomato"])
        let first = try #require(withKeys.suggestions.first)
        #expect(first.kind == .activity(app: "SoupChef", type: "viewOrder", payload: ["soup": .string("Tomato"), "quantity": .integer(1)]))
        #expect(first.evidence.demoted, "an activity opens its app")
    }

    @Test func donationsOfUnknownIntentsAreLeftOutWithANote() throws {
        let giver = donor(temporaryState())
        for day in 16...17 {
            try giver.record(Interaction(app: "Gone", kind: .intent("Vanish"), values: [:], origin: .run, date: date("2026-11-\(day) 12:00")))
        }
        let list = SuggestionEngine(apps: apps).suggest(giver.store.load(), context: context(19, "12:00"))
        #expect(list.suggestions.isEmpty)
        #expect(list.notes == ["2 donations of Gone.Vanish left out: the app or intent is not known here or has changed"])
    }

    @Test func valuesThatNoLongerFitTheDefinitionAreLeftOut() throws {
        let giver = donor(temporaryState())
        for day in 16...17 {
            try giver.record(Interaction(app: "SoupChef", kind: .intent("OrderSoup"),
                                         values: ["soup": Soup.soup("gazpacho", "Gazpacho"), "quantity": .integer(1)],
                                         origin: .run, date: date("2026-11-\(day) 12:00")))
        }
        let list = SuggestionEngine(apps: apps).suggest(giver.store.load(), context: context(19, "12:00"))
        #expect(list.suggestions.isEmpty)
        #expect(list.notes.contains { $0.contains("no longer fit") })
    }
}
