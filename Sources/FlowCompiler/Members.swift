/// The properties each type has, for property paths (`OrderDetails.total`,
/// `now.weekday`, `weather.current.temperature`): FlowModel's tables for
/// system types and containers, and the app's declaration for its types.
/// Public for completion and hover (`flow lsp`), which must offer exactly
/// what the checker accepts.
public struct Members {
    public var apps: [AppModel]

    public init(apps: [AppModel]) {
        self.apps = apps
    }

    /// The type of `member` on a value of `type`, or nil when there is none.
    public func type(of member: String, on type: FlowType) -> FlowType? {
        if type.isDynamic { return type == .invalid ? .invalid : .json }
        if case .custom(let app, let name) = type,
           let declared = apps.first(where: { $0.name == app })?.typeModel(name)?.allProperties.first(where: { $0.name == member }) {
            return declared.type
        }
        return Properties.of(type)?.first { $0.name == member }?.type(type)
    }

    /// Every member of a type, for "did you mean" and completion, with the
    /// table's one-line summary (nil for an app's declared property); nil for dynamic types.
    public func members(of type: FlowType) -> [(name: String, type: FlowType, summary: String?)]? {
        guard !type.isDynamic else { return nil }
        var found: [(name: String, type: FlowType, summary: String?)] = (Properties.of(type) ?? []).map { ($0.name, $0.type(type), $0.summary) }
        if case .custom(let app, let name) = type, let model = apps.first(where: { $0.name == app })?.typeModel(name) {
            let declared = model.allProperties.map { property in
                (name: property.name, type: property.type, summary: found.first { $0.name == property.name }?.summary)
            }
            found = declared + found.filter { entry in !model.allProperties.contains { $0.name == entry.name } }
        }
        return found
    }
}
