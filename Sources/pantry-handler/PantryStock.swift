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

    /// `pantry.json` in `folder`, read and changed under a lock (two runs at once lose nothing).
    static func file(in folder: URL) -> AppStateFile<PantryStock> { AppStateFile("pantry.json", in: folder) { PantryStock() } }
}
