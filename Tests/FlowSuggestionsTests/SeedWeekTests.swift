import Foundation
import Testing
import FlowCompiler
import FlowRuntime
@testable import FlowSuggestions

/// The talk's week of soup orders, end to end through the store and the
/// engine: the more specific pattern at Friday lunch, the general one elsewhere.
@Suite struct SeedWeekTests {
    let apps = compileApps()

    func suggestions(at context: SuggestionContext, place: String? = nil) throws -> SuggestionList {
        let giver = donor(temporaryState())
        try donateSeedWeek(giver, place: place)
        return SuggestionEngine(apps: apps).suggest(giver.store.load(), context: context)
    }

    @Test func fridayLunchSuggestsTomatoSoupWithCroutonsFirst() throws {
        let list = try suggestions(at: context(20, "12:15"))
        #expect(titles(list) == ["Order 1 Tomato Soup with Croutons", "Order 1 Tomato Soup", "Order 1 Tomato Soup with Red Pepper"])
        let first = try #require(list.suggestions.first)
        #expect(first.evidence.inBucket == 4)
        #expect(first.evidence.donations.count == 4)
        #expect(first.evidence.preferredOver.map(\.title) == ["Order 1 Tomato Soup"])
        #expect(first.evidence.folded == ["Order Tomato Soup with Croutons"])
        #expect(first.invocation?.values["toppings"] == .list([Soup.topping("Croutons")]))
        #expect(first.invocation?.values["quantity"] == .integer(1))
        #expect(first.invocation?.values["storeLocation"] == nil, "only the shortcut type's parameters are suggested")
    }

    @Test func elsewhereTheGeneralPatternComesFirst() throws {
        for (day, clock) in [(21, "09:00"), (17, "09:00"), (22, "12:15"), (18, "15:30"), (20, "23:30")] {
            let list = try suggestions(at: context(day, clock))
            #expect(list.suggestions.first?.title == "Order 1 Tomato Soup", "day \(day) \(clock): \(titles(list))")
            #expect(list.suggestions.first?.evidence.preferredOver.isEmpty == true)
        }
    }

    @Test func fridayEveningSuggestsRedPepperFirst() throws {
        let list = try suggestions(at: context(20, "19:00"))
        #expect(list.suggestions.first?.title == "Order 1 Tomato Soup with Red Pepper")
    }

    @Test func soupOfTheDayJoinsTheGeneralPatternWithoutOvertakingCroutons() throws {
        let offered = SoupChefSuggestions.friday
        let giver = donor(temporaryState())
        try donateSeedWeek(giver)
        let list = SuggestionEngine(apps: apps).suggest(giver.store.load(), context: context(20, "12:15"), offered: offered)
        #expect(titles(list) == ["Order 1 Tomato Soup with Croutons", "Order 1 Tomato Soup", "Order 1 Tomato Soup with Red Pepper"])
        #expect(list.suggestions[1].evidence.fromApp == "suggested by Soup Chef, relevant on Fridays, 11:00–14:30")
    }

    @Test func atAnotherPlaceLunchIsNotTheSameBucket() throws {
        let list = try suggestions(at: context(20, "12:15", place: "Home"), place: "Work")
        #expect(list.suggestions.first?.title == "Order 1 Tomato Soup")
        #expect(list.suggestions.first { $0.title.hasSuffix("Croutons") }?.evidence.atTimeOfDay == 4)
        let atWork = try suggestions(at: context(20, "12:15", place: "work"), place: "Work")
        #expect(atWork.suggestions.first?.title == "Order 1 Tomato Soup with Croutons", "place names compare without case")
    }

    @Test func deletingTheGroupMakesTheLearnedSuggestionsDisappear() throws {
        let giver = donor(temporaryState())
        try donateSeedWeek(giver)
        #expect(try giver.store.delete(.group("soup"), app: nil) == 8)
        let list = SuggestionEngine(apps: apps).suggest(giver.store.load(), context: context(20, "12:15"))
        #expect(list.suggestions.isEmpty)
    }
}

/// Soup Chef's own suggestions as its handler lists them (FlowApps is not a
/// dependency here): the soup of the day, tomato soup on Fridays.
enum SoupChefSuggestions {
    static let friday = [OfferedShortcut(app: "SoupChef", shortcut: SuggestedShortcut(
        intent: "OrderSoup", values: ["soup": Soup.tomato, "quantity": .integer(1)], subtitle: "Soup of the day",
        relevance: Relevance(days: [6], from: 660, until: 870)))]
}
