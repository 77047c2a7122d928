/// `text.count`, `text.lines`...
enum StringProperties {
    static let all: [PropertyEntry] = [
        PropertyEntry("count", .integer, "How many characters.", read: text { .integer($0.count) }),
        PropertyEntry("lowercased", .string, "The text in lower case.", read: text { .string($0.lowercased()) }),
        PropertyEntry("uppercased", .string, "The text in upper case.", read: text { .string($0.uppercased()) }),
        PropertyEntry("lines", .list(.string), "The lines; a final newline does not start an empty one.", read: text { value in
            var lines = value.split(separator: "\n", omittingEmptySubsequences: false)
            if lines.last?.isEmpty == true { lines.removeLast() }
            return .list(lines.map { .string(String($0)) })
        }),
    ]

    /// An accessor on text; anything else reads as nothing.
    static func text(_ body: @escaping @Sendable (String) -> RuntimeValue) -> @Sendable (RuntimeValue) -> RuntimeValue {
        { value in
            guard case .string(let text) = value else { return .nothing }
            return body(text)
        }
    }
}
