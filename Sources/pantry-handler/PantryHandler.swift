import FlowKit
import Foundation

/// Pantry's intents, as Workflows/pantry.flow declares them: adding what was
/// bought (the item found by search, so it is one of the catalog's), and
/// listing what is running low.
enum PantryHandler {
    static func make() -> AppHandler {
        AppHandler(app: "Pantry", intents: ["AddItem": addItem(), "ListLowStock": listLowStock()])
    }

    static func addItem() -> IntentHandler {
        IntentHandler { values, context in
            guard let chosen = values.object("item") else { return IntentResponse(code: "failure") }
            let count = values.integer("count") ?? 1
            let shelf = values.caseName("shelf") ?? "cupboard"
            var bestBefore: String?
            if case .components(let year?, let month?, let day?, _, _, _)? = values["bestBefore"] {
                bestBefore = String(format: "%04d-%02d-%02d", year, month, day)
            }
            let entry = try PantryStock.file(in: context.stateDirectory).change { stock in
                var entry = stock.entries[chosen.identifier]
                    ?? .init(name: chosen.displayString, quantity: 0, shelf: shelf, tags: tags(of: chosen), bestBefore: nil)
                entry.quantity += count
                entry.shelf = shelf
                entry.bestBefore = bestBefore ?? entry.bestBefore
                stock.entries[chosen.identifier] = entry
                return entry
            }
            context.log("Pantry: \(count) \(values.caseName("unit") ?? "pieces") of \(entry.name) on the \(shelf)")
            return IntentResponse(properties: ["item": PantryCatalog.item(entry.name, quantity: entry.quantity, shelf: entry.shelf,
                                                                           tags: entry.tags, bestBefore: entry.bestBefore)])
        }
        .providingOptions("item") { _, _ in PantryCatalog.staples() }
        .searching("item") { term, _, _ in PantryCatalog.search(term) }
    }

    static func listLowStock() -> IntentHandler {
        IntentHandler { values, context in
            let threshold = values.integer("threshold") ?? 2
            let stock = try PantryStock.file(in: context.stateDirectory).read()
            let low = stock.entries.values.filter { $0.quantity < threshold }.sorted { $0.name < $1.name }
            return IntentResponse(properties: ["items": .list(low.map {
                PantryCatalog.item($0.name, quantity: $0.quantity, shelf: $0.shelf, tags: $0.tags, bestBefore: $0.bestBefore)
            })])
        }
    }

    static func tags(of item: RuntimeValue.CustomObject) -> [String] {
        guard case .list(let tags)? = item.properties["tags"] else { return [] }
        return tags.map(\.description)
    }
}
