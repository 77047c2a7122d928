/// The name of every built-in action. The catalog below and the runtime's
/// implementations are keyed by it: the runtime switches over it without a
/// default, so an action with no implementation does not compile, and
/// `BuiltinCatalogTests` proves every case has exactly one catalog entry.
public enum BuiltinName: String, CaseIterable, Sendable {
    case showResult = "show-result"
    case sendMessage = "send-message"
    case getContentsOfUrl = "get-contents-of-url"
    case runShellScript = "run-shell-script"
    case wait = "wait"
    case setFocus = "set-focus"
    case askForInput = "ask-for-input"
    case chooseFromList = "choose-from-list"
    case runShortcut = "run-shortcut"
    case copyToClipboard = "copy-to-clipboard"
    case showNotification = "show-notification"
    case showAlert = "show-alert"
    case comment = "comment"
    case text = "text"
    case number = "number"
    case count = "count"
    case getItemFromList = "get-item-from-list"
    case getDictionaryValue = "get-dictionary-value"
    case setDictionaryValue = "set-dictionary-value"
    case currentDate = "current-date"
    case formatDate = "format-date"
    case readFile = "read-file"
    case writeFile = "write-file"
    case appendFile = "append-file"
}

/// The built-in actions: kebab-case names, labeled parameters, an output.
/// This table is the catalog the checker resolves calls against.
public struct BuiltinAction: Sendable {
    public struct Parameter: Sendable {
        /// The label written in a call; nil for the unlabeled first argument.
        public var label: String?
        public var name: String
        public var type: FlowType
        public var isOptional: Bool
        /// What reads the parameter's text, so how a template's values are put in it.
        public var sink: TemplateSink = .text
    }

    public var id: BuiltinName
    /// The kebab-case name a program writes (`show-result`).
    public var name: String { id.rawValue }
    public var parameters: [Parameter]
    public var output: FlowType
    /// The summary sentence, naming parameters as `${name}`.
    public var summary: String
    /// The Shortcuts action-search category: Scripting, Sharing, Web, ...
    public var category: String
    /// The permission it needs to run (`requires` or `--allow`); nil for none.
    public var capability: Capability? = nil
    /// The parameter naming what it reaches (the URL's host, the recipients,
    /// the path), checked against a scoped capability by the checker when it
    /// is a literal and by the runtime always.
    public var reach: ReachParameter? = nil

    public struct ReachParameter: Sendable {
        public enum Kind: Sendable { case host, recipient, read, write }
        public var parameter: String
        public var kind: Kind

        /// The item a value of the parameter reaches.
        public func reach(_ target: String) -> Reach {
            switch kind {
            case .host: .host(target)
            case .recipient: .recipient(target)
            case .read: .read(target)
            case .write: .write(target)
            }
        }
    }

    static func p(_ label: String?, _ name: String, _ type: FlowType, optional: Bool = false, sink: TemplateSink = .text) -> Parameter {
        Parameter(label: label, name: name, type: type, isOptional: optional, sink: sink)
    }

    public static let all: [BuiltinAction] = [
        .init(id: .showResult, parameters: [p(nil, "content", .any)], output: .nothing,
              summary: "Show ${content}", category: "Scripting"),
        .init(id: .sendMessage, parameters: [p("to", "to", .list(.person)), p("text", "text", .string)], output: .nothing,
              summary: "Send \"${text}\" to ${to}", category: "Sharing", capability: .message,
              reach: .init(parameter: "to", kind: .recipient)),
        .init(id: .getContentsOfUrl,
              parameters: [p("url", "url", .url, sink: .url), p("method", "method", .string, optional: true),
                           p("headers", "headers", .dictionary(key: .string, value: .string), optional: true, sink: .header),
                           p("body", "body", .json, optional: true, sink: .jsonBody)],
              output: .json, summary: "Get contents of ${url}", category: "Web", capability: .network,
              reach: .init(parameter: "url", kind: .host)),
        .init(id: .runShellScript,
              parameters: [p("script", "script", .string, optional: true, sink: .shellScript),
                           p("code", "code", .string, optional: true), p("arguments", "arguments", .list(.string), optional: true),
                           p("shell", "shell", .string, optional: true), p("input", "input", .string, optional: true)],
              output: .string, summary: "Run shell script", category: "Scripting", capability: .shell),
        .init(id: .wait, parameters: [p(nil, "duration", .duration)], output: .nothing,
              summary: "Wait ${duration}", category: "Scripting"),
        .init(id: .setFocus, parameters: [p("mode", "mode", .string)], output: .nothing,
              summary: "Set Focus to ${mode}", category: "Scripting"),
        .init(id: .askForInput, parameters: [p("prompt", "prompt", .string), p("type", "type", .string, optional: true),
                                                  p("default", "default", .any, optional: true)],
              output: .string, summary: "Ask for input: ${prompt}", category: "Scripting"),
        .init(id: .chooseFromList, parameters: [p(nil, "list", .list(.any)), p("prompt", "prompt", .string, optional: true)],
              output: .json, summary: "Choose from ${list}", category: "Scripting"),
        .init(id: .runShortcut, parameters: [p("name", "name", .string), p("input", "input", .any, optional: true)],
              output: .json, summary: "Run ${name}", category: "Scripting"),
        .init(id: .copyToClipboard, parameters: [p(nil, "content", .any)], output: .nothing,
              summary: "Copy ${content} to the clipboard", category: "Sharing"),
        .init(id: .showNotification, parameters: [p(nil, "text", .string), p("title", "title", .string, optional: true)], output: .nothing,
              summary: "Show notification ${text}", category: "Scripting"),
        .init(id: .showAlert, parameters: [p(nil, "message", .string), p("title", "title", .string, optional: true)], output: .boolean,
              summary: "Show alert ${message}", category: "Scripting"),
        .init(id: .comment, parameters: [p(nil, "text", .string)], output: .nothing, summary: "Comment: ${text}", category: "Scripting"),
        .init(id: .text, parameters: [p(nil, "text", .string)], output: .string, summary: "Text ${text}", category: "Scripting"),
        .init(id: .number, parameters: [p(nil, "number", .decimal)], output: .decimal, summary: "Number ${number}", category: "Scripting"),
        .init(id: .count, parameters: [p(nil, "items", .any)], output: .integer, summary: "Count ${items}", category: "Scripting"),
        .init(id: .getItemFromList, parameters: [p(nil, "list", .list(.any)), p("index", "index", .integer)], output: .json,
              summary: "Get item ${index} from ${list}", category: "Scripting"),
        .init(id: .getDictionaryValue, parameters: [p(nil, "dictionary", .json), p("key", "key", .string)], output: .json,
              summary: "Get ${key} from ${dictionary}", category: "Scripting"),
        .init(id: .setDictionaryValue, parameters: [p(nil, "dictionary", .json), p("key", "key", .string), p("value", "value", .any)],
              output: .dictionary(key: .string, value: .json), summary: "Set ${key} in ${dictionary}", category: "Scripting"),
        .init(id: .currentDate, parameters: [], output: .date, summary: "Current date", category: "Scripting"),
        .init(id: .formatDate, parameters: [p(nil, "date", .date), p("format", "format", .string, optional: true)], output: .string,
              summary: "Format ${date}", category: "Scripting"),
        .init(id: .readFile, parameters: [p(nil, "path", .file, sink: .path)], output: .string, summary: "Read ${path}", category: "Documents",
              capability: .files, reach: .init(parameter: "path", kind: .read)),
        .init(id: .writeFile, parameters: [p(nil, "path", .file, sink: .path), p("text", "text", .string)], output: .nothing,
              summary: "Write to ${path}", category: "Documents", capability: .files,
              reach: .init(parameter: "path", kind: .write)),
        .init(id: .appendFile, parameters: [p(nil, "path", .file, sink: .path), p("text", "text", .string)], output: .nothing,
              summary: "Append to ${path}", category: "Documents", capability: .files,
              reach: .init(parameter: "path", kind: .write)),
    ]

    /// `flow help actions`: every built-in action with its parameters, output and permission.
    public static func helpText() -> String {
        var text = "BUILT-IN ACTIONS\n\n"
        for action in all.sorted(by: { ($0.category, $0.name) < ($1.category, $1.name) }) {
            let parameters = action.parameters.map { ($0.label.map { "\($0): " } ?? "") + "\($0.type)" + ($0.isOptional ? "?" : "") }
            text += "  \(action.name)(" + parameters.joined(separator: ", ") + ")"
            if action.output != .nothing { text += " -> \(action.output)" }
            text += "\n      \(action.category): \"\(action.summary)\""
            if let capability = action.capability { text += "; needs 'requires \(capability.rawValue)' or --allow \(capability.rawValue)" }
            text += "\n"
        }
        return text + """

        Labels are written as shown; a parameter without a label is the first, unlabeled argument. '?' marks optional ones.
        ask-for-input's type is written out: \(inputKinds.map { "\"\($0.name)\" (\($0.type))" }.joined(separator: ", ")); the answer has that type.
        send-message reaches people in contacts.json through the transport in config.json (see flow help run).
        run-shortcut also takes the shortcut's inputs as labels: run-shortcut(name: "Lunch", people: 5).

        """
    }

    public static func named(_ name: String) -> BuiltinAction? { byName[name] }

    /// `ask-for-input(type: ...)`: the kinds of input, each with its output type.
    public static let inputKinds: [(name: String, type: FlowType)] = [("text", .string), ("number", .decimal), ("date", .date), ("url", .url)]

    static let byName: [String: BuiltinAction] = Dictionary(all.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
}
