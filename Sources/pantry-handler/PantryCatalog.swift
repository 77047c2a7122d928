import FlowKit
import Foundation

/// The products Pantry knows, as `Item` objects: the staples it offers when
/// nothing is typed yet, and the whole catalog it searches as people type.
enum PantryCatalog {
    struct Product {
        var name: String
        var shelf: String
        var tags: [String]
        var isStaple: Bool
    }

    static let products = [
        Product(name: "Tomatoes", shelf: "fridge", tags: ["vegetable", "soup"], isStaple: true),
        Product(name: "Clams", shelf: "freezer", tags: ["seafood", "soup"], isStaple: false),
        Product(name: "Egg noodles", shelf: "cupboard", tags: ["pasta", "soup"], isStaple: true),
        Product(name: "Stock cubes", shelf: "cupboard", tags: ["soup"], isStaple: true),
        Product(name: "Milk", shelf: "fridge", tags: ["dairy"], isStaple: true),
        Product(name: "Cream", shelf: "fridge", tags: ["dairy", "soup"], isStaple: false),
        Product(name: "Onions", shelf: "cupboard", tags: ["vegetable", "soup"], isStaple: false),
        Product(name: "Rice", shelf: "cupboard", tags: ["grain"], isStaple: false),
    ]

    static let shelfNames = ["fridge": "Fridge", "freezer": "Freezer", "cupboard": "Cupboard"]

    static func identifier(_ name: String) -> String { name.lowercased().replacingOccurrences(of: " ", with: "-") }

    static func shelf(_ caseName: String) -> RuntimeValue {
        .enumCase(.init(app: "Pantry", enumName: "Shelf", caseName: caseName, displayName: shelfNames[caseName] ?? caseName))
    }

    /// An `Item` as the definition declares it: every property there but the optional best-before date.
    static func item(_ name: String, quantity: Int, shelf: String, tags: [String], bestBefore: String?) -> RuntimeValue {
        var properties: [String: RuntimeValue] = ["quantity": .integer(quantity), "shelf": Self.shelf(shelf), "tags": .list(tags.map(RuntimeValue.string))]
        if let date = bestBefore?.split(separator: "-").compactMap({ Int($0) }), date.count == 3 {
            properties["bestBefore"] = .components(year: date[0], month: date[1], day: date[2], hour: nil, minute: nil, second: nil)
        }
        return .object(.init(typeName: "Item", identifier: identifier(name), displayString: name,
                             subtitle: shelfNames[shelf], properties: properties))
    }

    static func item(_ product: Product, quantity: Int = 0) -> RuntimeValue {
        item(product.name, quantity: quantity, shelf: product.shelf, tags: product.tags, bestBefore: nil)
    }

    static func staples() -> OptionList { OptionList(products.filter(\.isStaple).map { item($0) }) }

    /// The products whose name or tags hold every word of `term`.
    static func search(_ term: String) -> OptionList {
        let words = term.lowercased().split(separator: " ").map(String.init)
        return OptionList(products.filter { product in
            let text = ([product.name] + product.tags).joined(separator: " ").lowercased()
            return words.allSatisfy(text.contains)
        }.map { item($0) })
    }
}
