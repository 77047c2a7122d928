import Foundation
import FlowState

/// Soup Chef's persistent kitchen: the menu with prices and stock, and the
/// orders placed, in `kitchen.json` in the app's state directory. Orders are
/// real: they take stock, so out-of-stock happens.
struct SoupChefKitchen: Codable {
    struct Order: Codable {
        var number: Int
        var soup: String
        var quantity: Int
        var toppings: [String]
        var store: String?
        var delivery: String?
        var total: Decimal
        var minutes: Int
        var placed: String
        /// The idempotency key it was placed under, if any: the same key places no second order.
        var key: String? = nil
    }

    var stock: [String: Int]
    var orders: [Order]

    /// Prices in US dollars, by soup case.
    static let prices: [String: Decimal] = ["clamChowder": Decimal(string: "2.95")!, "tomatoSoup": Decimal(string: "2.50")!,
                                            "chickenNoodleSoup": Decimal(string: "2.75")!]
    static let toppingPrice = Decimal(string: "0.50")!
    static let toppings = ["Croutons", "Red Pepper", "Cheese"]
    static let stores = ["3801 S Sheridan Blvd", "7401 S Lewis Ave"]
    /// Where each of `stores` is, in the same order: the options' subtitles.
    static let storeCities = ["Denver, CO", "Tulsa, OK"]
    /// A fresh kitchen: a few clam chowders, plenty of tomato soup, no chicken noodle today.
    static let opening = SoupChefKitchen(stock: ["clamChowder": 6, "tomatoSoup": 40, "chickenNoodleSoup": 0], orders: [])

    static func file(in directory: URL) -> URL { directory.appendingPathComponent("kitchen.json") }

    /// The kitchen; the opening kitchen when there is none yet.
    ///
    /// - Throws: `StateError` naming `kitchen.json` when it exists but cannot
    ///   be read or is not a kitchen: it is never silently reset (that would
    ///   hand out order numbers again and restock what was sold).
    static func load(from directory: URL) throws(StateError) -> SoupChefKitchen {
        let file = LockedFile(url: file(in: directory))
        guard let bytes = try file.read() else { return opening }
        return try decode(bytes, path: file.path)
    }

    static func decode(_ bytes: [UInt8], path: String) throws(StateError) -> SoupChefKitchen {
        guard let kitchen = try? JSONDecoder().decode(SoupChefKitchen.self, from: Data(bytes)) else {
            throw .damaged(path: path, reason: "not a kitchen: expected JSON with \"stock\" and \"orders\"")
        }
        return kitchen
    }

    /// Reads, changes and writes the kitchen as one step under its lock, so
    /// two orders placed at once never take the same number or the same stock.
    static func change<Result>(in directory: URL, _ body: (inout SoupChefKitchen) throws -> (save: Bool, result: Result)) throws -> Result {
        let file = LockedFile(url: file(in: directory))
        return try file.update { bytes in
            var kitchen = try bytes.map { bytes throws(StateError) in try decode(bytes, path: file.path) } ?? opening
            let (save, result) = try body(&kitchen)
            guard save else { return (nil, result) }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            return (Array(try encoder.encode(kitchen)), result)
        }
    }
}
