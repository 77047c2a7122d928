import FlowModel

extension ActionEntry {
    /// Shortcuts' Get Type: the kind of a value, named as flow's types are
    /// (`String`, `Integer`, `Dictionary`, an app's type by its name), so
    /// JSON from the web can be told apart before it is read.
    public static let getType = ActionEntry(
        name: "get-type", category: .scripting, shortcutsNames: ["Get Type"], keywords: ["kind", "typeof", "class"],
        summary: "Get the type of ${value}",
        parameters: [.first("value", .any)],
        output: .string, isIdempotent: true,
        example: #"get-type(["soup": 2])"#
    ) { call, context in
        .string(typeName(call.value("value") ?? .nothing))
    }

    static func typeName(_ value: RuntimeValue) -> String {
        switch value {
        case .nothing: "Nothing"
        case .integer: "Integer"
        case .decimal: "Decimal"
        case .boolean: "Boolean"
        case .string: "String"
        case .date: "Date"
        case .components: "DateComponents"
        case .duration: "Duration"
        case .measurement: "Measurement"
        case .currency: "CurrencyAmount"
        case .url: "URL"
        case .file: "File"
        case .location: "Location"
        case .person: "Person"
        case .paymentMethod: "PaymentMethod"
        case .enumCase(let value): value.enumName
        case .object(let object): object.typeName
        case .list: "List"
        case .dictionary: "Dictionary"
        case .error: "Error"
        }
    }
}
