import FlowKit
import Foundation

/// What is on the pantry's shelves, in `pantry.json` in the app's own state
/// folder (`$FLOW_APP_STATE`): one entry per product, its count and where it is.
struct PantryStock: Codable {
    struct Entry: Codable {
        var name: String
        var quantity: Int
        var shelf: String
        var tags: [String]
        /// "2027-03-31", when known.
        var bestBefore: String?
    }

    var entries: [String: Entry] = [:]

    static func file(in folder: URL) -> URL { folder.appendingPathComponent("pantry.json") }

    /// The stock kept in `folder`; an empty pantry when there is none yet.
    static func load(from folder: URL) throws -> PantryStock {
        guard let data = FileManager.default.contents(atPath: file(in: folder).path) else { return PantryStock() }
        return try JSONDecoder().decode(PantryStock.self, from: data)
    }

    func save(to folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(self).write(to: Self.file(in: folder), options: .atomic)
    }
}
