/// The five fields of a cron expression, in order, with their ranges and names.
enum CronField: Int, CaseIterable, Sendable {
    case minute, hour, dayOfMonth, month, dayOfWeek

    /// The smallest and largest value. Day-of-week goes to 7 because 7 is
    /// Sunday as well as 0 (cronie's range is 0–7, so `*/7` is Sunday only).
    var bounds: ClosedRange<Int> {
        switch self {
        case .minute: 0...59
        case .hour: 0...23
        case .dayOfMonth: 1...31
        case .month: 1...12
        case .dayOfWeek: 0...7
        }
    }

    /// How many values the field has, for "a step wider than the field".
    var valueCount: Int { bounds.upperBound - bounds.lowerBound + 1 }

    /// "minute", for messages: "minute 60 is out of range".
    var noun: String {
        switch self {
        case .minute: "minute"
        case .hour: "hour"
        case .dayOfMonth: "day of the month"
        case .month: "month"
        case .dayOfWeek: "day of the week"
        }
    }

    /// "day-of-week", for "in the day-of-week field".
    var fieldName: String {
        switch self {
        case .minute: "minute"
        case .hour: "hour"
        case .dayOfMonth: "day-of-month"
        case .month: "month"
        case .dayOfWeek: "day-of-week"
        }
    }

    /// "an hour", for "'MON' is not an hour".
    var withArticle: String { (self == .hour ? "an " : "a ") + noun }

    /// "minutes go from 0 to 59", "months go from 1 to 12 or JAN to DEC".
    var rangeText: String {
        switch self {
        case .minute: "minutes go from 0 to 59"
        case .hour: "hours go from 0 to 23"
        case .dayOfMonth: "days of the month go from 1 to 31"
        case .month: "months go from 1 to 12 or JAN to DEC"
        case .dayOfWeek: "days of the week go from 0 to 7 (0 and 7 are Sunday) or SUN to SAT"
        }
    }

    static let monthNames = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]
    static let dayNames = ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"]

    /// The three-letter names the field accepts; empty for numeric fields.
    var names: [String] {
        switch self {
        case .month: Self.monthNames
        case .dayOfWeek: Self.dayNames
        default: []
        }
    }

    /// The value of a name in this field (`JAN` = 1, `SUN` = 0), any case.
    func value(ofName name: String) -> Int? {
        guard let index = names.firstIndex(of: name.uppercased()) else { return nil }
        return self == .month ? index + 1 : index
    }

    static let monthDisplayNames = ["January", "February", "March", "April", "May", "June", "July",
                                    "August", "September", "October", "November", "December"]
}
