import Foundation

/// A phrase a person bound to one of an app's intents with values ("soup
/// time" runs Order Soup with tomato soup and croutons), as the app sees it.
///
/// Apps read them to show the phrase next to what it does (the talks' "Add
/// to Siri" button says the phrase once it is added); they cannot change
/// them: phrases belong to the person.
public struct BoundPhrase: Sendable, Equatable {
    /// As the person wrote it ("Soup time").
    public var phrase: String
    /// The intent it runs, of the app reading it.
    public var intent: String
    /// The values it runs the intent with.
    public var values: IntentValues

    public init(phrase: String, intent: String, values: IntentValues) {
        self.phrase = phrase
        self.intent = intent
        self.values = values
    }
}

extension BoundPhrase {
    /// `{"phrase": "Soup time", "intent": "OrderSoup", "values": {...}}`, as
    /// the external protocol's handshake lists them.
    public func json(values coder: ProtocolValues) -> [String: Any] {
        ["phrase": phrase, "intent": intent, "values": coder.encode(values)]
    }
}

/// Where the phrases come from: the runtime only asks; the store behind it
/// (FlowPhrases' `StoredPhraseReader`) reads the person's phrase book, so
/// the interpreter never touches files. Reading must never fail a run: an
/// implementation that cannot read returns nothing.
public protocol PhraseReading: Sendable {
    /// The phrases bound to intents of `app`.
    func phrases(boundTo app: String) -> [BoundPhrase]
}

/// What an app's Swift handler sees of phrases (`HandlerContext.phrases`):
/// those bound to its own intents, never another app's.
public struct AppPhrases: Sendable {
    public let app: String
    let source: any PhraseReading

    public init(app: String, source: any PhraseReading) {
        self.app = app
        self.source = source
    }

    /// Every phrase bound to one of the app's intents, read now.
    public var all: [BoundPhrase] { source.phrases(boundTo: app) }

    /// The phrases bound to `intent`.
    public func bound(to intent: String) -> [BoundPhrase] { all.filter { $0.intent == intent } }
}
