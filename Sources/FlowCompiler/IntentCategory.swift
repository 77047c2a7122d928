/// An intent's category: how the system talks about the action. An `order`
/// intent gets the confirmation button "Order" and says "ordered".
public struct IntentCategory: Hashable, Sendable {
    public var name: String
    /// The confirmation button and the verb of questions: "Are you ready to order with Soup Chef?"
    public var verb: String
    /// The past tense for acknowledgements: "Your order was placed" / "ordered".
    public var pastTense: String
    /// The generic success sentence when the app gives no template.
    public var successFallback: String

    /// Every category, from the talks' list plus a generic one.
    public static let all: [IntentCategory] = [
        .init(name: "order", verb: "Order", pastTense: "ordered", successFallback: "Your order was placed."),
        .init(name: "send", verb: "Send", pastTense: "sent", successFallback: "Sent."),
        .init(name: "create", verb: "Create", pastTense: "created", successFallback: "Created."),
        .init(name: "run", verb: "Run", pastTense: "ran", successFallback: "Done."),
        .init(name: "view", verb: "View", pastTense: "viewed", successFallback: "Here it is."),
        .init(name: "share", verb: "Share", pastTense: "shared", successFallback: "Shared."),
        .init(name: "book", verb: "Book", pastTense: "booked", successFallback: "Your booking is made."),
        .init(name: "buy", verb: "Buy", pastTense: "bought", successFallback: "Your purchase is complete."),
        .init(name: "play", verb: "Play", pastTense: "played", successFallback: "Playing."),
        .init(name: "search", verb: "Search", pastTense: "searched", successFallback: "Here is what I found."),
        .init(name: "set", verb: "Set", pastTense: "set", successFallback: "Done."),
        .init(name: "start", verb: "Start", pastTense: "started", successFallback: "Started."),
        .init(name: "generic", verb: "Do", pastTense: "done", successFallback: "Done."),
    ]

    public static func named(_ name: String) -> IntentCategory? { all.first { $0.name == name } }
    public static let generic = named("generic")!

    /// The failure sentence that precedes the app's own.
    public var failureFraming: String { "Sorry, that couldn't be \(pastTense == "ran" ? "run" : pastTense)." }
}
