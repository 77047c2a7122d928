import Foundation

/// `now.weekday`, `when.time`, `parts.hour`: a date's fields in the local
/// calendar and time zone, and the fields of date components.
enum DateProperties {
    static let date: [PropertyEntry] = [
        PropertyEntry("date", .dateComponents, "The day (year, month, day).", read: fields { .components(year: $0.year, month: $0.month, day: $0.day, hour: nil, minute: nil, second: nil) }),
        PropertyEntry("time", .dateComponents, "The time of day (hour, minute, second).", read: fields { .components(year: nil, month: nil, day: nil, hour: $0.hour, minute: $0.minute, second: $0.second) }),
        PropertyEntry("weekday", .integer, "The day of the week, 1 for Sunday to 7 for Saturday.", read: fields { number($0.weekday) }),
        PropertyEntry("year", .integer, "The year.", read: fields { number($0.year) }),
        PropertyEntry("month", .integer, "The month, 1 to 12.", read: fields { number($0.month) }),
        PropertyEntry("day", .integer, "The day of the month.", read: fields { number($0.day) }),
        PropertyEntry("hour", .integer, "The hour, 0 to 23.", read: fields { number($0.hour) }),
        PropertyEntry("minute", .integer, "The minute.", read: fields { number($0.minute) }),
    ]

    static let components: [PropertyEntry] = [
        PropertyEntry("year", .integer, "The year, when given.", read: parts { number($0.year) }),
        PropertyEntry("month", .integer, "The month, when given.", read: parts { number($0.month) }),
        PropertyEntry("day", .integer, "The day of the month, when given.", read: parts { number($0.day) }),
        PropertyEntry("hour", .integer, "The hour, when given.", read: parts { number($0.hour) }),
        PropertyEntry("minute", .integer, "The minute, when given.", read: parts { number($0.minute) }),
        PropertyEntry("second", .integer, "The second, when given.", read: parts { number($0.second) }),
        PropertyEntry("weekday", .integer, "The day of the week of a whole day, 1 for Sunday.", read: parts { fields in
            guard let year = fields.year, let month = fields.month, let day = fields.day,
                  let date = Calendar.current.date(from: DateComponents(year: year, month: month, day: day)) else { return .nothing }
            return .integer(Calendar.current.component(.weekday, from: date))
        }),
    ]

    static func number(_ field: Int?) -> RuntimeValue { field.map(RuntimeValue.integer) ?? .nothing }

    static func fields(_ body: @escaping @Sendable (DateComponents) -> RuntimeValue) -> @Sendable (RuntimeValue) -> RuntimeValue {
        { value in
            guard case .date(let date) = value else { return .nothing }
            return body(Calendar.current.dateComponents([.year, .month, .day, .hour, .minute, .second, .weekday], from: date))
        }
    }

    static func parts(_ body: @escaping @Sendable (DateComponents) -> RuntimeValue) -> @Sendable (RuntimeValue) -> RuntimeValue {
        { value in
            guard case .components(let year, let month, let day, let hour, let minute, let second) = value else { return .nothing }
            return body(DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second))
        }
    }
}
