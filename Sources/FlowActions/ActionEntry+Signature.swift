import FlowModel

/// How help, `flow actions show` and an editor's hover write an action's
/// call: one rendering, so they never disagree on a default or a choice.
extension ActionEntry {
    /// `get-contents-of-url(url: URL, method: String = "GET", headers: [String: String]?, body: JSON?) -> JSON`
    public var signature: String {
        name + "(" + parameters.map(\.described).joined(separator: ", ") + ")" + (outputDescription.map { " -> \($0)" } ?? "")
    }

    /// "JSON", "JSON (or nothing)"; nil for an action that outputs nothing.
    public var outputDescription: String? {
        guard output != .nothing else { return nil }
        return "\(output)" + (outputMayBeAbsent ? " (or nothing)" : "")
    }
}

extension ActionParameter {
    /// `url: URL`, `_ content: Any`, `method: String = "GET"`, `title: String?`,
    /// `type: "text" | "number" | "date" | "url" = "text"`.
    public var described: String {
        var text = (label.map { "\($0): " } ?? "_ \(name): ")
        text += choices.isEmpty ? "\(type)" : choices.map { "\"\($0.value)\"" }.joined(separator: " | ")
        if let defaultValue { return text + " = " + Self.literal(defaultValue) }
        return text + (isOptional ? "?" : "")
    }

    /// A default as a program writes it: text quoted, anything else as it reads.
    public static func literal(_ value: RuntimeValue) -> String {
        if case .string(let text) = value { return "\"\(text)\"" }
        return value.description
    }
}
