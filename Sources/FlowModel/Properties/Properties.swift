/// Finding a property: by a type (what the checker asks) and by a value
/// (what a run asks). Both read the same tables: `SystemTypes` and
/// `ContainerProperties`.
public enum Properties {
    /// The properties of a type the tables know; nil for app objects (their
    /// declared properties come from the app) and for dynamic types.
    public static func of(_ type: FlowType) -> [PropertyEntry]? {
        switch type {
        case .list: ContainerProperties.list
        case .dictionary: ContainerProperties.dictionary
        case .enumeration: ContainerProperties.enumeration
        case .custom: ContainerProperties.object
        case .json, .any, .invalid, .range, .nothing: nil
        default: SystemTypes.entry(type)?.properties ?? []
        }
    }

    /// The property `name` of `value`, read as the table for the value's kind
    /// says. The checker has already proved the property exists on the
    /// value's static type; a trigger or an event (dictionaries at run time)
    /// and an app object's declared properties are read by key.
    ///
    /// - Complexity: O(properties of the kind).
    public static func read(_ name: String, from value: RuntimeValue) -> RuntimeValue {
        if let table = table(for: value), let property = table.first(where: { $0.name == name }) {
            return property.read(value)
        }
        switch value {
        case .object(let object): return object.properties[name] ?? .nothing
        case .dictionary(let entries): return entries.first { $0.key == name }?.value ?? .nothing
        default: return .nothing
        }
    }

    static func table(for value: RuntimeValue) -> [PropertyEntry]? {
        switch value {
        case .nothing, .integer, .decimal, .boolean: nil
        case .string: StringProperties.all
        case .date: DateProperties.date
        case .components: DateProperties.components
        case .duration: QuantityProperties.duration
        case .measurement: QuantityProperties.measurement
        case .currency: QuantityProperties.currency
        case .url: ResourceProperties.url
        case .file: ResourceProperties.file
        case .location: ContactProperties.location
        case .person: ContactProperties.person
        case .paymentMethod: ContactProperties.paymentMethod
        case .error: RunProperties.error
        case .enumCase: ContainerProperties.enumeration
        case .object: ContainerProperties.object
        case .list: ContainerProperties.list
        case .dictionary: ContainerProperties.dictionary
        }
    }
}
