import Foundation

/// One thing a person did, as it is donated: an intent with its parameter
/// values, or an activity (the `NSUserActivity` analog) with its payload.
///
/// Time and place are left out on purpose: the store stamps them from its
/// own clock and the configured place, so every donation's context comes
/// from one source. `date` and `place` override them for scripts that
/// replay what happened earlier (`flow donate --time`).
public struct Interaction: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// An intent of the app, by name; `values` are its parameters.
        case intent(String)
        /// An app-defined activity type; `values` are its payload, and only
        /// `requiredKeys` are compared when looking for patterns (all keys
        /// when it names none), as the talks' `requiredUserInfoKeys`.
        case activity(type: String, title: String?, requiredKeys: [String])
    }

    /// Who donated: flow after running an intent, the app itself, or a
    /// person with `flow donate`.
    public enum Origin: String, Sendable, CaseIterable {
        case run, app, person
    }

    public var app: String
    public var kind: Kind
    public var values: IntentValues
    /// Lets the donor delete it later (`flow donations delete --id`).
    public var identifier: String?
    /// Lets the donor delete a set of donations at once (`--group`).
    public var group: String?
    public var origin: Origin
    /// When it happened, if not now.
    public var date: Date?
    /// Where it happened, if not the current place.
    public var place: String?

    public init(app: String, kind: Kind, values: IntentValues, identifier: String? = nil, group: String? = nil,
                origin: Origin, date: Date? = nil, place: String? = nil) {
        self.app = app
        self.kind = kind
        self.values = values
        self.identifier = identifier
        self.group = group
        self.origin = origin
        self.date = date
        self.place = place
    }
}
