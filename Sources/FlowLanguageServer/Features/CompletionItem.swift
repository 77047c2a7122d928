import FlowCompiler
import FlowState

/// One completion as LSP shows it, made from the model's own facts: an
/// intent's sentence, a parameter's type, a case's display string, a
/// property's summary line.
struct CompletionItem {
    /// LSP's `CompletionItemKind`.
    enum Kind: Int {
        case function = 3, field = 5, variable = 6, module = 9, property = 10, value = 12, enumMember = 20, keyword = 14, snippet = 15
    }

    var label: String
    var kind: Kind
    var detail: String?
    var documentation: String?
    var insertText: String?
    var isSnippet = false

    var json: JSONValue {
        .fields([
            "label": JSONValue(label),
            "kind": JSONValue(kind.rawValue),
            "detail": detail.map { JSONValue($0) },
            "documentation": documentation.map { JSONValue($0) },
            "insertText": insertText.map { JSONValue($0) },
            "insertTextFormat": isSnippet ? 2 : nil,
        ])
    }

    static func app(_ name: String, detail: String) -> CompletionItem {
        CompletionItem(label: name, kind: .module, detail: detail)
    }

    static func intent(_ intent: IntentModel, app: AppModel) -> CompletionItem {
        CompletionItem(label: intent.name, kind: .function, detail: intent.sentence,
                       documentation: [intent.description, "\(app.displayName) · \(intent.title)"].compactMap { $0 }.joined(separator: "\n"))
    }

    static func action(_ action: ActionEntry) -> CompletionItem {
        let standsFor = action.isFlowOnly ? "flow only" : "Shortcuts: " + action.shortcutsNames.joined(separator: ", ")
        return CompletionItem(label: action.name, kind: .function, detail: action.sentence,
                              documentation: "\(action.category.rawValue) · \(standsFor)" + (action.capability.map { "; needs 'requires \($0.rawValue)'" } ?? ""))
    }

    static func parameter(_ parameter: ParameterModel) -> CompletionItem {
        CompletionItem(label: parameter.name + ":", kind: .field, detail: "\(parameter.type)" + (requirement(parameter).map { " (\($0))" } ?? ""),
                       documentation: parameter.prompt?.source ?? parameter.displayName, insertText: parameter.name + ": ")
    }

    /// "required", "required when orderType == .delivery", or nil for an optional parameter.
    static func requirement(_ parameter: ParameterModel) -> String? {
        guard parameter.isRequired else { return nil }
        guard let relationship = parameter.relationship else { return "required" }
        return "required when \(relationship.parent) \(relationship.isEqual ? "==" : "!=") \(relationship.value)"
    }

    static func parameter(_ parameter: ActionParameter) -> CompletionItem {
        let label = parameter.label ?? parameter.name
        return CompletionItem(label: label + ":", kind: .field, detail: "\(parameter.type)" + (parameter.isOptional ? " (optional)" : ""),
                              documentation: parameter.help, insertText: label + ": ")
    }

    /// One of the text values a parameter takes (`type: "number"`), inserted with its quotes.
    static func choice(_ choice: ActionChoice, of parameter: ActionParameter) -> CompletionItem {
        CompletionItem(label: "\"\(choice.value)\"", kind: .value, detail: choice.output.map { "the step outputs \($0)" } ?? "\(parameter.type)",
                       documentation: parameter.help, insertText: "\"\(choice.value)\"")
    }

    static func enumCase(_ enumCase: EnumModel.Case, of model: EnumModel) -> CompletionItem {
        CompletionItem(label: enumCase.name, kind: .enumMember, detail: enumCase.displayName, documentation: "a case of \(model.app).\(model.name)")
    }

    static func property(_ member: (name: String, type: FlowType, summary: String?)) -> CompletionItem {
        CompletionItem(label: member.name, kind: .property, detail: "\(member.type)", documentation: member.summary)
    }

    static func name(_ name: CheckRecord.InScope) -> CompletionItem {
        let what: String = switch name.kind {
        case .constant: "let"
        case .variable: "var"
        case .input: "input"
        case .loopItem: "loop item"
        case .provided, .special: "provided by flow"
        case .magic: "the output of an earlier step"
        }
        return CompletionItem(label: name.name, kind: name.kind == .magic ? .value : .variable, detail: "\(name.type)", documentation: what)
    }

    static func capability(_ capability: Capability) -> CompletionItem {
        CompletionItem(label: capability.rawValue, kind: .enumMember, detail: "lets the shortcut \(capability.explanation)")
    }

    static func keyword(_ word: String) -> CompletionItem {
        CompletionItem(label: word, kind: .keyword)
    }

    /// A top-level declaration: a snippet with its braces when the client takes snippets.
    static func declaration(_ word: String, snippets: Bool) -> CompletionItem {
        let body: String? = switch word {
        case "shortcut": "shortcut \"${1:Name}\" {\n  $0\n}"
        case "automation": "automation \"${1:Name}\" {\n  when ${2:every day at 07:30}\n  run \"${3:Shortcut}\"\n}"
        case "app": "app ${1:Name} {\n  handler builtin\n  $0\n}"
        case "use": "use ${1:SoupChef}"
        default: nil
        }
        guard snippets, let body else { return keyword(word) }
        return CompletionItem(label: word, kind: .snippet, detail: "\(word) declaration", insertText: body, isSnippet: true)
    }

    /// `if`, `for`, `repeat`, `while`, `menu`, `try` with their blocks.
    static func statementSnippets(snippets: Bool) -> [CompletionItem] {
        let bodies: [(String, String)] = [
            ("if", "if ${1:condition} {\n  $0\n}"),
            ("for", "for ${1:item} in ${2:list} {\n  $0\n}"),
            ("repeat", "repeat ${1:3} {\n  $0\n}"),
            ("while", "while ${1:condition} {\n  $0\n}"),
            ("menu", "menu \"${1:Prompt}\" {\n  \"${2:Item}\" {\n    $0\n  }\n}"),
            ("try", "try {\n  $0\n} catch {\n}"),
        ]
        return bodies.map { word, body in
            snippets ? CompletionItem(label: word, kind: .snippet, detail: "\(word) block", insertText: body, isSnippet: true) : keyword(word)
        }
    }
}
