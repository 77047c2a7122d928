/// The properties of lists, dictionaries, enum cases and app objects, whose
/// types depend on what they hold.
public enum ContainerProperties {
    public static let list: [PropertyEntry] = [
        PropertyEntry("count", .integer, "How many items.", read: items { .integer($0.count) }),
        PropertyEntry("first", typed: element, "The first item; nothing when empty.", read: items { $0.first ?? .nothing }),
        PropertyEntry("last", typed: element, "The last item; nothing when empty.", read: items { $0.last ?? .nothing }),
        PropertyEntry("isEmpty", .boolean, "Whether it has no items.", read: items { .boolean($0.isEmpty) }),
    ]

    public static let dictionary: [PropertyEntry] = [
        PropertyEntry("count", .integer, "How many entries.", read: entries { .integer($0.count) }),
        PropertyEntry("keys", .list(.string), "The keys, in order.", read: entries { .list($0.map { .string($0.key) }) }),
        PropertyEntry("values", typed: { type in
            if case .dictionary(_, let value) = type { return .list(value) }
            return .list(.json)
        }, "The values, in order.", read: entries { .list($0.map(\.value)) }),
        PropertyEntry("isEmpty", .boolean, "Whether it has no entries.", read: entries { .boolean($0.isEmpty) }),
    ]

    public static let enumeration: [PropertyEntry] = [
        PropertyEntry("displayName", .string, "The case as people read it (Clam Chowder).") { value in
            guard case .enumCase(let value) = value else { return .nothing }
            return .string(value.displayName)
        },
        PropertyEntry("name", .string, "The case as a program writes it (clamChowder).") { value in
            guard case .enumCase(let value) = value else { return .nothing }
            return .string(value.caseName)
        },
    ]

    /// What every app object has besides the properties its type declares.
    public static let object: [PropertyEntry] = [
        PropertyEntry("identifier", .string, "The app's identifier for it.", read: object { .string($0.identifier) }),
        PropertyEntry("displayString", .string, "How it reads.", read: object { .string($0.displayString) }),
        PropertyEntry("subtitle", .string, "A second line, when the app gives one.", read: object { ResourceProperties.text($0.subtitle) }),
        PropertyEntry("image", .string, "An image's name or path, when the app gives one.", read: object { $0.properties["image"] ?? .nothing }),
    ]

    /// A declared property of an app object, by name.
    public static func declared(_ name: String, type: FlowType) -> PropertyEntry {
        PropertyEntry(name, type, "", read: object { $0.properties[name] ?? .nothing })
    }

    static let element: @Sendable (FlowType) -> FlowType = { type in
        if case .list(let element) = type { return element }
        return .json
    }

    static func items(_ body: @escaping @Sendable ([RuntimeValue]) -> RuntimeValue) -> @Sendable (RuntimeValue) -> RuntimeValue {
        { value in
            guard case .list(let items) = value else { return .nothing }
            return body(items)
        }
    }

    static func entries(_ body: @escaping @Sendable ([RuntimeValue.Entry]) -> RuntimeValue) -> @Sendable (RuntimeValue) -> RuntimeValue {
        { value in
            guard case .dictionary(let entries) = value else { return .nothing }
            return body(entries)
        }
    }

    static func object(_ body: @escaping @Sendable (RuntimeValue.CustomObject) -> RuntimeValue) -> @Sendable (RuntimeValue) -> RuntimeValue {
        { value in
            guard case .object(let object) = value else { return .nothing }
            return body(object)
        }
    }
}
