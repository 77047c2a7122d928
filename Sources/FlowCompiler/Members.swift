/// The properties each type has, for property paths (`OrderDetails.total`,
/// `now.weekday`, `weather.current.temperature`).
struct Members {
    var apps: [AppModel]

    /// The built-in properties of system types.
    static let system: [FlowType: [(String, FlowType)]] = [
        .string: [("count", .integer), ("lowercased", .string), ("uppercased", .string), ("lines", .list(.string))],
        .date: [("date", .dateComponents), ("time", .dateComponents), ("weekday", .integer), ("year", .integer),
                ("month", .integer), ("day", .integer), ("hour", .integer), ("minute", .integer)],
        .dateComponents: [("year", .integer), ("month", .integer), ("day", .integer), ("hour", .integer),
                          ("minute", .integer), ("second", .integer), ("weekday", .integer)],
        .duration: [("seconds", .decimal), ("minutes", .decimal), ("hours", .decimal)],
        .measurement: [("value", .decimal), ("unit", .string)],
        .currencyAmount: [("amount", .decimal), ("currency", .string)],
        .url: [("scheme", .string), ("host", .string), ("path", .string), ("query", .string)],
        .location: [("name", .string), ("address", .string), ("latitude", .decimal), ("longitude", .decimal)],
        .person: [("name", .string), ("phone", .string), ("email", .string)],
        .file: [("name", .string), ("path", .string), ("size", .integer), ("extension", .string)],
        .paymentMethod: [("name", .string), ("type", .string)],
        .error: [("message", .string), ("code", .string), ("step", .string)],
        .trigger: [("scheduledFor", .date), ("lateBy", .duration), ("missed", .integer), ("moved", .boolean),
                   ("event", .event), ("automation", .string)],
        .event: [("type", .string), ("id", .string), ("source", .string), ("time", .date), ("data", .json)],
    ]

    /// The type of `member` on a value of `type`, or nil when there is none.
    func type(of member: String, on type: FlowType) -> FlowType? {
        members(of: type)?.first { $0.0 == member }?.1
            ?? (type.isDynamic ? (type == .invalid ? .invalid : .json) : nil)
    }

    /// Every member of a type, for "did you mean"; nil for dynamic types.
    func members(of type: FlowType) -> [(String, FlowType)]? {
        switch type {
        case .custom(let app, let name):
            guard let model = apps.first(where: { $0.name == app })?.typeModel(name) else { return nil }
            return model.allProperties.map { ($0.name, $0.type) }
        case .enumeration:
            return [("displayName", .string), ("name", .string)]
        case .list(let element):
            return [("count", .integer), ("first", element), ("last", element), ("isEmpty", .boolean)]
        case .dictionary(_, let value):
            return [("count", .integer), ("keys", .list(.string)), ("values", .list(value)), ("isEmpty", .boolean)]
        case .json, .any, .invalid:
            return nil
        default:
            return Members.system[type] ?? []
        }
    }
}
