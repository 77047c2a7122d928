import Foundation
import FlowCompiler
import FlowDiagnostics

/// One phrase flow knows, wherever it comes from.
public struct KnownPhrase: Sendable {
    public enum Source: Sendable {
        /// The person added it (`phrases.json`).
        case user(UserPhrase)
        /// A `.flow` file declares it for one of its shortcuts.
        case declared(DeclaredPhrase)
        /// An app suggests it for one of its intents (`phrase` in the
        /// intent's definition): offered to the person, bound to nothing
        /// until they add it.
        case suggested(app: AppModel, intent: IntentModel)
    }

    public var phrase: String
    public var source: Source
    public var normalized: String

    public init(phrase: String, source: Source) {
        self.phrase = phrase
        self.source = source
        normalized = PhraseText.normalize(phrase)
    }

    /// What it runs; for a suggested phrase, the intent it is suggested for (without values).
    public var target: PhraseTarget {
        switch source {
        case .user(let phrase): phrase.target
        case .declared(let declared): declared.target
        case .suggested(let app, let intent): .intent(app: app.name, intent: intent.name, values: [:], title: intent.title)
        }
    }

    /// Whether saying it runs something.
    public var isBound: Bool {
        if case .suggested = source { return false }
        return true
    }

    /// Where it is bound, for messages: "your phrases", "Workflows/lunch.flow:17:10", "suggested by Soup Chef".
    public var origin: String {
        switch source {
        case .user: "your phrases"
        case .declared(let declared): declared.location
        case .suggested(let app, _): "suggested by \(app.displayName)"
        }
    }
}

/// Every phrase flow knows, and what saying something runs: the person's
/// own phrases first, then those `.flow` files declare; the phrases apps
/// suggest run nothing until the person adds them.
public struct PhraseBook: Sendable {
    public var phrases: [KnownPhrase]

    public init(user: [UserPhrase], declared: [DeclaredPhrase], apps: [AppModel]) {
        phrases = user.map { KnownPhrase(phrase: $0.phrase, source: .user($0)) }
            + declared.map { KnownPhrase(phrase: $0.phrase, source: .declared($0)) }
            + apps.flatMap { app in
                app.intents.flatMap { intent in intent.phrases.map { KnownPhrase(phrase: $0, source: .suggested(app: app, intent: intent)) } }
            }
    }

    /// The bound phrases, as claims for `PhraseRules`' duplicate rule.
    public func claims(excluding excluded: String? = nil) -> [PhraseClaim] {
        phrases.filter { $0.isBound && $0.normalized != excluded.map(PhraseText.normalize) }
            .map { PhraseClaim(phrase: $0.phrase, runs: $0.target.title, source: $0.origin) }
    }

    public enum Match: Sendable {
        /// Saying it runs this.
        case found(KnownPhrase)
        /// Several `.flow` files declare it for different shortcuts and the
        /// person has not chosen: running one would be a guess.
        case ambiguous([KnownPhrase])
        /// Only an app suggests it: nothing is bound to it yet.
        case onlySuggested([KnownPhrase])
        /// Nothing has it; the closest phrases, nearest first.
        case missing(closest: [KnownPhrase])
    }

    /// What saying `text` runs.
    public func match(_ text: String) -> Match {
        let said = PhraseText.normalize(text)
        let same = phrases.filter { $0.normalized == said }
        if let user = same.first(where: { if case .user = $0.source { true } else { false } }) { return .found(user) }
        let declared = same.filter(\.isBound)
        if let first = declared.first {
            let distinct = declared.reduce(into: [KnownPhrase]()) { kept, next in
                if !kept.contains(where: { $0.target.runsTheSame(as: next.target) }) { kept.append(next) }
            }
            return distinct.count == 1 ? .found(first) : .ambiguous(distinct)
        }
        if !same.isEmpty { return .onlySuggested(same) }
        return .missing(closest: closest(to: said))
    }

    /// Up to `limit` phrases close to `said` (normalized), nearest first:
    /// a few edits away (a typo, a missing letter), or sharing most words
    /// in another order ("time for soup" and "soup time").
    public func closest(to said: String, limit: Int = 3) -> [KnownPhrase] {
        let saidWords = Set(said.split(separator: " "))
        var scored: [(phrase: KnownPhrase, distance: Int)] = []
        for phrase in phrases where !scored.contains(where: { $0.phrase.normalized == phrase.normalized }) {
            // Lengths far apart are not a typo, and the edit distance, quadratic, is kept for
            // phrase-sized text (a long one is matched by its words alone).
            let lengths = (said.count, phrase.normalized.count)
            let typoSized = max(lengths.0, lengths.1) <= 200 && abs(lengths.0 - lengths.1) <= max(2, max(lengths.0, lengths.1) / 3)
            let distance = typoSized ? EditDistance.between(said, phrase.normalized) : Int.max
            let words = Set(phrase.normalized.split(separator: " "))
            let shared = saidWords.intersection(words).count
            let near = distance <= max(2, max(said.count, phrase.normalized.count) / 3)
            if near || (shared > 0 && shared * 2 >= min(saidWords.count, words.count)) { scored.append((phrase, distance)) }
        }
        return scored.sorted { $0.distance < $1.distance }.prefix(limit).map(\.phrase)
    }
}
