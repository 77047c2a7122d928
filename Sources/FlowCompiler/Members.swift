/// The properties each type has, for property paths (`OrderDetails.total`,
/// `now.weekday`, `weather.current.temperature`): FlowModel's tables for
/// system types and containers, and the app's declaration for its types.
struct Members {
    var apps: [AppModel]

    /// The type of `member` on a value of `type`, or nil when there is none.
    func type(of member: String, on type: FlowType) -> FlowType? {
        if type.isDynamic { return type == .invalid ? .invalid : .json }
        if case .custom(let app, let name) = type,
           let declared = apps.first(where: { $0.name == app })?.typeModel(name)?.allProperties.first(where: { $0.name == member }) {
            return declared.type
        }
        return Properties.of(type)?.first { $0.name == member }?.type(type)
    }

    /// Every member of a type, for "did you mean" and completion; nil for dynamic types.
    func members(of type: FlowType) -> [(String, FlowType)]? {
        guard !type.isDynamic else { return nil }
        var found = (Properties.of(type) ?? []).map { ($0.name, $0.type(type)) }
        if case .custom(let app, let name) = type, let model = apps.first(where: { $0.name == app })?.typeModel(name) {
            found = model.allProperties.map { ($0.name, $0.type) } + found.filter { entry in !model.allProperties.contains { $0.name == entry.0 } }
        }
        return found
    }
}
