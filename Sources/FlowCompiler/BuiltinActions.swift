/// The built-in actions: kebab-case names, labeled parameters, an output.
/// This table is the catalog the checker resolves calls against.
public struct BuiltinAction: Sendable {
    public struct Parameter: Sendable {
        /// The label written in a call; nil for the unlabeled first argument.
        public var label: String?
        public var name: String
        public var type: FlowType
        public var isOptional: Bool
    }

    public var name: String
    public var parameters: [Parameter]
    public var output: FlowType
    /// The summary sentence, naming parameters as `${name}`.
    public var summary: String
    /// The Shortcuts action-search category: Scripting, Sharing, Web, ...
    public var category: String

    static func p(_ label: String?, _ name: String, _ type: FlowType, optional: Bool = false) -> Parameter {
        Parameter(label: label, name: name, type: type, isOptional: optional)
    }

    public static let all: [BuiltinAction] = [
        .init(name: "show-result", parameters: [p(nil, "content", .any)], output: .nothing,
              summary: "Show ${content}", category: "Scripting"),
        .init(name: "send-message", parameters: [p("to", "to", .list(.person)), p("text", "text", .string)], output: .nothing,
              summary: "Send \"${text}\" to ${to}", category: "Sharing"),
        .init(name: "get-contents-of-url",
              parameters: [p("url", "url", .url), p("method", "method", .string, optional: true),
                           p("headers", "headers", .dictionary(key: .string, value: .string), optional: true),
                           p("body", "body", .json, optional: true)],
              output: .json, summary: "Get contents of ${url}", category: "Web"),
        .init(name: "run-shell-script",
              parameters: [p("script", "script", .string), p("shell", "shell", .string, optional: true),
                           p("input", "input", .string, optional: true)],
              output: .string, summary: "Run shell script", category: "Scripting"),
        .init(name: "wait", parameters: [p(nil, "duration", .duration)], output: .nothing,
              summary: "Wait ${duration}", category: "Scripting"),
        .init(name: "set-focus", parameters: [p("mode", "mode", .string)], output: .nothing,
              summary: "Set Focus to ${mode}", category: "Scripting"),
        .init(name: "ask-for-input", parameters: [p("prompt", "prompt", .string), p("default", "default", .string, optional: true)],
              output: .string, summary: "Ask for input: ${prompt}", category: "Scripting"),
        .init(name: "choose-from-list", parameters: [p(nil, "list", .list(.any)), p("prompt", "prompt", .string, optional: true)],
              output: .json, summary: "Choose from ${list}", category: "Scripting"),
        .init(name: "run-shortcut", parameters: [p("name", "name", .string), p("input", "input", .any, optional: true)],
              output: .json, summary: "Run ${name}", category: "Scripting"),
        .init(name: "copy-to-clipboard", parameters: [p(nil, "content", .any)], output: .nothing,
              summary: "Copy ${content} to the clipboard", category: "Sharing"),
        .init(name: "notify", parameters: [p(nil, "text", .string), p("title", "title", .string, optional: true)], output: .nothing,
              summary: "Show notification ${text}", category: "Scripting"),
    ]

    public static func named(_ name: String) -> BuiltinAction? { byName[name] }

    static let byName: [String: BuiltinAction] = Dictionary(all.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

    /// The summary as template parts, parsed once.
    static let summaryTemplates: [String: Template] = Dictionary(all.map {
        ($0.name, Template(parts: ShortcutChecker.parse($0.summary), source: $0.summary))
    }, uniquingKeysWith: { first, _ in first })
}
