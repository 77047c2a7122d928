import Foundation
import FlowCompiler
import FlowDiagnostics
import FlowRuntime

/// The in-process handler of Soup Chef, the reference app of the talks: it
/// resolves, confirms and handles every intent of `SoupChef.flow` against a
/// kitchen whose stock runs out.
public enum SoupChefHandler {
    public static func make() -> AppHandler {
        AppHandler(app: "SoupChef", intents: [
            "OrderSoup": orderSoup(),
            "ListToppings": listToppings(),
            "OrderClamChowder": orderClamChowder(),
        ], suggestions: soupOfTheDay(), honorsIdempotencyKeys: true)
    }

    /// The talks' suggestion of something the person may not have ordered
    /// yet: the soup of the day, relevant on its weekday while the kitchen
    /// serves it (11:00 to 14:30). The rotation is `soup-of-the-day.flow`'s:
    /// Monday clam chowder, Tuesday tomato, Wednesday chicken noodle, and round again.
    static func soupOfTheDay() -> [SuggestedShortcut] {
        let rotation = ["clamChowder", "tomatoSoup", "chickenNoodleSoup"]
        let names = ["clamChowder": "Clam Chowder", "tomatoSoup": "Tomato Soup", "chickenNoodleSoup": "Chicken Noodle Soup"]
        // Weekdays count from 1 (Sunday): Monday is 2.
        return (2...6).map { weekday in
            let soup = rotation[(weekday - 2) % 3]
            return SuggestedShortcut(intent: "OrderSoup",
                                     values: ["soup": .enumCase(.init(app: "SoupChef", enumName: "Soup", caseName: soup, displayName: names[soup]!)),
                                              "quantity": .integer(1)],
                                     subtitle: "Soup of the day",
                                     relevance: Relevance(days: [weekday], from: 11 * 60, until: 14 * 60 + 30))
        }
    }

    static func toppingObjects() -> [RuntimeValue] {
        SoupChefKitchen.toppings.map { .object(.init(typeName: "Topping", identifier: $0.lowercased(), displayString: $0)) }
    }

    static func stores() -> [RuntimeValue] { SoupChefKitchen.stores.map { .location(name: $0) } }

    /// The stores as the Edit Action screen lists them: with their city.
    static func storeOptions() -> OptionList {
        OptionList(sections: [.init("Stores near you", zip(stores(), SoupChefKitchen.storeCities).map { OptionList.Option($0, subtitle: $1) })])
    }

    /// A store named in text: one whose address holds the text is it; one
    /// the text only comes close to (its city, "Tulsa", or the address
    /// misspelled) is asked about first, the talks' parameter confirmation
    /// ("Did you mean the store at 7401 S Lewis Ave?"); anything else is a choice among them all.
    static func resolveStore(_ text: String) -> ResolutionResult {
        let wanted = text.lowercased().trimmingCharacters(in: .whitespaces)
        let matches = SoupChefKitchen.stores.filter { $0.lowercased().contains(wanted) }
        if matches.count == 1 { return .success(.location(name: matches[0])) }
        guard matches.isEmpty, !wanted.isEmpty else { return .disambiguation(stores()) }
        let byCity = zip(SoupChefKitchen.stores, SoupChefKitchen.storeCities).filter { _, city in city.lowercased().hasPrefix(wanted) }
        if byCity.count == 1 { return .confirmationRequired(.location(name: byCity[0].0)) }
        let near = SoupChefKitchen.stores.filter { EditDistance.between($0.lowercased(), wanted) <= 3 }
        if near.count == 1 { return .confirmationRequired(.location(name: near[0])) }
        return .disambiguation(stores())
    }

    static func soupCase(_ value: RuntimeValue?) -> RuntimeValue.EnumValue? {
        if case .enumCase(let soup)? = value { return soup }
        return nil
    }

    static func orderSoup() -> IntentHandler {
        IntentHandler { values, context in
            try place(values, context: context)
        }
        .resolving("quantity") { value, values, context in
            guard case .integer(let quantity)? = value else { return .needsValue }
            if let soup = soupCase(values["soup"]) {
                let inStock = try SoupChefKitchen.load(from: context.stateDirectory).stock[soup.caseName] ?? 0
                // Out entirely is the confirm step's failure; too few is a reason to ask again.
                if inStock > 0 && quantity > inStock { return .unsupported(reason: "notEnoughInStock") }
            }
            return .success(.integer(quantity))
        }
        .providingOptions("toppings") { _, _ in OptionList(toppingObjects()) }
        .resolving("toppings") { value, _, _ in
            guard case .list(let chosen)? = value else { return .success(.list([])) }
            var resolved: [RuntimeValue] = []
            for item in chosen {
                guard let match = toppingObjects().first(where: { OptionName.names(item.description, $0) }) else {
                    return .disambiguation(toppingObjects())
                }
                resolved.append(match)
            }
            return .success(.list(resolved))
        }
        .providingOptions("storeLocation") { _, _ in storeOptions() }
        .providingDefault("storeLocation") { _, context in
            // The store of the last pickup, as the talk's defaultStoreLocation.
            try SoupChefKitchen.load(from: context.stateDirectory).orders.last { $0.store != nil }?.store.map { .location(name: $0) }
        }
        .resolving("storeLocation") { value, _, _ in
            guard let value else { return .disambiguation(stores()) }
            return resolveStore(value.description)
        }
        .confirming { values, context in
            guard let soup = soupCase(values["soup"]) else { return nil }
            let inStock = try SoupChefKitchen.load(from: context.stateDirectory).stock[soup.caseName] ?? 0
            return inStock == 0 ? IntentResponse(code: "failureOutOfStock", properties: ["soup": .enumCase(soup)]) : nil
        }
    }

    /// Places the order: takes stock, totals it, records it.
    static func place(_ values: IntentValues, context: HandlerContext) throws -> IntentResponse {
        guard let soup = soupCase(values["soup"]) else { return IntentResponse(code: "failure") }
        var quantity = 1
        if case .integer(let number)? = values["quantity"] { quantity = number }
        var toppings: [String] = []
        if case .list(let chosen)? = values["toppings"] { toppings = chosen.map(\.description) }
        let store = values["storeLocation"]?.description
        let delivery = values["deliveryLocation"]?.description
        let placed: (number: Int, total: Decimal, minutes: Int)? = try SoupChefKitchen.change(in: context.stateDirectory) { kitchen in
            // The same step of the same run again (after a crash): the order it placed then, not a second one.
            if let key = context.idempotencyKey, let earlier = kitchen.orders.last(where: { $0.key == key }) {
                return (false, (earlier.number, earlier.total, earlier.minutes))
            }
            let inStock = kitchen.stock[soup.caseName] ?? 0
            guard inStock >= quantity else { return (false, nil) }
            kitchen.stock[soup.caseName] = inStock - quantity
            let price = SoupChefKitchen.prices[soup.caseName] ?? 0
            let total = (price + SoupChefKitchen.toppingPrice * Decimal(toppings.count)) * Decimal(quantity)
            let minutes = 5 + 5 * ((quantity + 3) / 4)
            let number = (kitchen.orders.last?.number ?? 1000) + 1
            kitchen.orders.append(.init(number: number, soup: soup.caseName, quantity: quantity, toppings: toppings, store: store,
                                        delivery: delivery, total: total, minutes: minutes,
                                        placed: ISO8601DateFormatter().string(from: Date()), key: context.idempotencyKey))
            return (true, (number, total, minutes))
        }
        guard let (number, total, minutes) = placed else {
            return IntentResponse(code: "failureOutOfStock", properties: ["soup": .enumCase(soup)])
        }
        context.log("order \(number): \(quantity) \(soup.caseName)")
        let name = quantity == 1 ? soup.displayName : TemplateRenderer.pluralize(soup.displayName)
        let details = RuntimeValue.object(.init(
            typeName: "OrderDetails", identifier: String(number),
            displayString: "\(quantity) \(name)" + (toppings.isEmpty ? "" : " with " + toppings.joined(separator: ", ")),
            subtitle: store.map { "pickup from \($0)" } ?? delivery.map { "delivery to \($0)" },
            properties: ["estimatedTime": .duration(seconds: Double(minutes * 60)), "total": .currency(amount: total, code: "USD")]))
        return IntentResponse(code: "success", properties: [
            "soup": .enumCase(soup), "waitTime": .string(RuntimeValue.duration(seconds: Double(minutes * 60)).description),
            "orderDetails": details,
        ])
    }

    static func listToppings() -> IntentHandler {
        IntentHandler { _, _ in
            IntentResponse(code: "success", properties: ["toppings": .list(toppingObjects())])
        }
    }

    /// Version 1's intent: an order of clam chowder, answered with only what
    /// its definition declares (the order details, or a plain failure).
    static func orderClamChowder() -> IntentHandler {
        IntentHandler { values, context in
            var withSoup = values
            withSoup["soup"] = .enumCase(.init(app: "SoupChef", enumName: "Soup", caseName: "clamChowder", displayName: "Clam Chowder"))
            let placed = try place(withSoup, context: context)
            guard placed.code == "success" else { return IntentResponse(code: "failure") }
            return IntentResponse(code: "success", properties: placed.properties.filter { $0.key == "orderDetails" })
        }
    }
}
