import Foundation

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

    static func load(from directory: URL) -> SoupChefKitchen {
        guard let data = FileManager.default.contents(atPath: file(in: directory).path),
              let kitchen = try? JSONDecoder().decode(SoupChefKitchen.self, from: data) else { return opening }
        return kitchen
    }

    func save(to directory: URL) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(self).write(to: Self.file(in: directory), options: .atomic)
    }
}
