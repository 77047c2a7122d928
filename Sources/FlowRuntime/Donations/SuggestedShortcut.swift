import Foundation

/// A shortcut an app suggests on its own, for something the person has not
/// done yet or not lately (the talks' "soup of the day"), optionally with
/// hints about when and where it is relevant (the talks' relevant shortcuts).
/// Without hints it is always offered, after what flow learned; with hints,
/// only while they hold, and then as strongly as a learned pattern.
public struct SuggestedShortcut: Sendable, Equatable {
    public var intent: String
    public var values: IntentValues
    /// Shown instead of the shortcut type's title.
    public var title: String?
    public var subtitle: String?
    public var relevance: Relevance?

    public init(intent: String, values: IntentValues, title: String? = nil, subtitle: String? = nil, relevance: Relevance? = nil) {
        self.intent = intent
        self.values = values
        self.title = title
        self.subtitle = subtitle
        self.relevance = relevance
    }
}

/// When and where a suggested shortcut is relevant. Every hint given must
/// hold; a hint left out holds always.
public struct Relevance: Sendable, Equatable, Hashable {
    /// Days of the week, 1 (Sunday) to 7 (Saturday) as `now.weekday`; empty: every day.
    public var days: Set<Int>
    /// Minutes after midnight, local time: from (inclusive) until (exclusive).
    /// A window that wraps midnight (22:00 to 02:00) is allowed.
    public var from: Int?
    public var until: Int?
    /// A place name as the configuration names places ("Work").
    public var place: String?

    public init(days: Set<Int> = [], from: Int? = nil, until: Int? = nil, place: String? = nil) {
        self.days = days
        self.from = from
        self.until = until
        self.place = place
    }

    /// Whether it holds on `weekday` at `minute` (minutes after midnight) at `place`.
    public func holds(weekday: Int, minute: Int, place current: String?) -> Bool {
        if !days.isEmpty && !days.contains(weekday) { return false }
        if let place, place.lowercased() != current?.lowercased() { return false }
        switch (from, until) {
        case (let start?, let end?) where start <= end: return minute >= start && minute < end
        case (let start?, let end?): return minute >= start || minute < end
        case (let start?, nil): return minute >= start
        case (nil, let end?): return minute < end
        case (nil, nil): return true
        }
    }
}
