extension RuntimeValue {
    /// Whether the value is one of `type`: what a property's accessor must
    /// give for the type the table declares (`PropertyTableTests`), and what
    /// a value from outside (an app, an answer) must be before a run uses it.
    /// `.nothing` conforms to nothing; JSON and Any take every value.
    public func conforms(to type: FlowType) -> Bool {
        switch (self, type) {
        case (.nothing, _): false
        case (_, .json), (_, .any): true
        case (.integer, .integer), (.integer, .decimal), (.decimal, .decimal), (.boolean, .boolean), (.string, .string),
             (.date, .date), (.components, .dateComponents), (.duration, .duration), (.measurement, .measurement),
             (.currency, .currencyAmount), (.url, .url), (.file, .file), (.location, .location), (.person, .person),
             (.paymentMethod, .paymentMethod), (.error, .error), (.dictionary, .trigger), (.dictionary, .event):
            true
        case (.enumCase(let value), .enumeration(let app, let name)): value.app == app && value.enumName == name
        case (.object(let object), .custom(_, let name)): object.typeName == name
        case (.list(let items), .list(let element)): items.allSatisfy { $0.conforms(to: element) }
        case (.dictionary(let entries), .dictionary(_, let value)): entries.allSatisfy { $0.value.conforms(to: value) }
        default: false
        }
    }
}
