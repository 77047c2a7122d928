import Foundation
import Testing
@testable import FlowRuntime
import FlowApps

/// The talks' parameter confirmation: a store named only roughly (its city,
/// a misspelled address) is asked about first, "Did you mean the store at
/// 7401 S Lewis Ave?", and answered like any confirmation (`--yes`,
/// `--answer confirm=no`, or at a terminal).
@Suite struct SoupChefStoreConfirmationTests {
    static func order(at store: String) -> String {
        """
        use SoupChef

        shortcut "Soup nearby" {
          SoupChef.OrderSoup(soup: .tomatoSoup, quantity: 1, storeLocation: "\(store)")
          output OrderDetails.subtitle
        }
        """
    }

    @Test(arguments: ["Tulsa", "tulsa", "7401 S Lewiss Ave", "7401 Lewis Ave"])
    func aStoreNamedRoughlyIsConfirmed(_ store: String) async throws {
        let outcome = try await run(Self.order(at: store))
        #expect(outcome.failure == .needsConfirmation("Did you mean the store at 7401 S Lewis Ave?"), "\(String(describing: outcome.failure))")
    }

    @Test func yesTakesTheStoreConfirmed() async throws {
        let outcome = try await run(Self.order(at: "Tulsa"), yes: true)
        #expect(outcome.failure == nil)
        #expect(outcome.result == .string("pickup from 7401 S Lewis Ave"))
    }

    @Test func noAsksForTheStoreAgain() async throws {
        let outcome = try await run(Self.order(at: "Tulsa"), answers: [("confirm", "no"), ("confirm", "yes"), ("storeLocation", "1")])
        #expect(outcome.failure == nil, "\(String(describing: outcome.failure))")
        #expect(outcome.result == .string("pickup from 3801 S Sheridan Blvd"))
    }

    @Test(arguments: [("7401", "pickup from 7401 S Lewis Ave"), ("Sheridan", "pickup from 3801 S Sheridan Blvd")])
    func aStoreNamedByPartOfItsAddressIsTakenWithoutAsking(_ store: String, _ subtitle: String) async throws {
        let outcome = try await run(Self.order(at: store), answers: [("confirm", "yes")])
        #expect(outcome.failure == nil, "\(String(describing: outcome.failure))")
        #expect(outcome.result == .string(subtitle))
    }
}
