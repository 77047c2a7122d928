import Foundation
import FlowRuntime

/// One suggestion: what would run, how it reads, and why it is offered.
///
/// An intent suggestion carries an `IntentInvocation` (the app, the intent
/// and the values of its shortcut type): `flow suggest --run` runs it
/// through the usual lifecycle, and a phrase can be bound to it and run the
/// same way later.
public struct Suggestion: Sendable {
    public enum Kind: Sendable, Equatable {
        case intent(IntentInvocation)
        /// An activity: the app's type and the payload of its required keys.
        case activity(app: String, type: String, payload: IntentValues)
    }

    public var kind: Kind
    /// "Order 1 Tomato Soup with Croutons": the shortcut type's title with the values.
    public var title: String
    /// The shortcut type's subtitle, or the one the app gave.
    public var subtitle: String?
    /// The app's display name ("Soup Chef").
    public var appDisplayName: String
    /// Whether it can run with nobody at the keyboard (its shortcut type says `background`).
    public var supportsBackground: Bool
    /// The ranking score; higher first (see the FlowSuggestions README).
    public var score: Double
    public var evidence: Evidence

    /// The intent and values, for intent suggestions.
    public var invocation: IntentInvocation? {
        if case .intent(let invocation) = kind { return invocation }
        return nil
    }
}

/// Why a suggestion is offered: the donations that made it, counted by how
/// well their context fits now, what it was preferred over, and what an app
/// said about it.
public struct Evidence: Sendable {
    /// The donations behind it: indices into the `DonationLog`, oldest first.
    public var donations: [Int] = []
    /// Of those: in the bucket of now (time of day, kind of day, place)...
    public var inBucket = 0
    /// ...at the same time of day but another kind of day or place...
    public var atTimeOfDay = 0
    /// ...and at other times.
    public var elsewhere = 0
    /// More general patterns it ranks above, because it has enough donations now.
    public var preferredOver: [Preference] = []
    /// Patterns it stands for: the same donations with fewer parameters.
    public var folded: [String] = []
    /// What the app said when it suggested it ("suggested by Soup Chef, Friday 11:00–14:30").
    public var fromApp: String?
    /// Demoted: its shortcut type cannot run in the background.
    public var demoted = false

    public struct Preference: Sendable, Equatable {
        public var title: String
        public var donations: Int
        public var donationsInBucket: Int
    }
}

/// Suggestions in ranked order, with notes about what could not be used.
public struct SuggestionList: Sendable {
    public var suggestions: [Suggestion] = []
    /// Donations skipped because their app or intent is unknown or changed.
    public var notes: [String] = []
}
