import Foundation

/// The parts of the day suggestions count donations in. The boundaries
/// follow meals, since the talks' example is lunch against dinner:
/// morning 05:00–11:00, lunch 11:00–14:00, afternoon 14:00–17:00,
/// evening 17:00–22:00, night 22:00–05:00.
public enum TimeOfDay: String, Sendable, CaseIterable {
    case morning, lunch, afternoon, evening, night

    public init(minute: Int) {
        switch minute {
        case 300..<660: self = .morning
        case 660..<840: self = .lunch
        case 840..<1020: self = .afternoon
        case 1020..<1320: self = .evening
        default: self = .night
        }
    }
}

/// Weekdays (Monday to Friday) against the weekend: a week of donations
/// has one of each day, too few to count days apart, while lunch on a
/// working day and lunch on a Saturday are different habits.
public enum DayKind: String, Sendable {
    case weekday, weekend

    public init(weekday: Int) {
        self = weekday == 1 || weekday == 7 ? .weekend : .weekday
    }
}

/// Where and when a suggestion is wanted (or a donation was made): the
/// bucket is its time of day, kind of day and place.
public struct SuggestionContext: Sendable, Hashable, CustomStringConvertible {
    public var moment: LocalMoment
    /// The place's name ("Work"), or nil when none is known.
    public var place: String?

    public init(moment: LocalMoment, place: String?) {
        self.moment = moment
        self.place = place
    }

    public var timeOfDay: TimeOfDay { TimeOfDay(minute: moment.minute) }
    public var dayKind: DayKind { DayKind(weekday: moment.weekday) }

    /// "Friday 12:15 (lunch on a weekday) at Work".
    public var description: String {
        LocalMoment.dayNames[moment.weekday - 1] + " " + moment.clock + " (\(bucketDescription))" + (place.map { " at \($0)" } ?? "")
    }

    /// "lunch on a weekday".
    public var bucketDescription: String { "\(timeOfDay.rawValue) on a \(dayKind.rawValue == "weekday" ? "weekday" : "weekend day")" }

    /// How closely a donation made at `otherMoment` in `otherPlace` fits this
    /// context: the same bucket (time of day, kind of day and place), the
    /// same time of day only, or neither. A donation without a place fits
    /// any place, so turning places on later keeps what was learned before.
    public func fit(_ otherMoment: LocalMoment, place otherPlace: String?) -> ContextFit {
        fit(otherMoment, samePlace: isSamePlace(otherPlace))
    }

    /// `fit` with the place already compared.
    func fit(_ otherMoment: LocalMoment, samePlace: Bool) -> ContextFit {
        guard TimeOfDay(minute: otherMoment.minute) == timeOfDay else { return .other }
        return DayKind(weekday: otherMoment.weekday) == dayKind && samePlace ? .bucket : .timeOfDay
    }

    /// Whether a donation made at `otherPlace` was made here (names compare without case).
    public func isSamePlace(_ otherPlace: String?) -> Bool {
        guard let place, let otherPlace else { return true }
        return place.lowercased() == otherPlace.lowercased()
    }
}

/// How closely a donation's context fits now (see `SuggestionContext.fit`).
public enum ContextFit: Int, Sendable, Comparable, CaseIterable {
    case other, timeOfDay, bucket

    public static func < (a: ContextFit, b: ContextFit) -> Bool { a.rawValue < b.rawValue }
}
