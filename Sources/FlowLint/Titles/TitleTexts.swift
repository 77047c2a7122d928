import FlowCompiler
import FlowDiagnostics
import FlowSyntax

/// Which texts the title rules read (the README's table says the same):
///
/// - an intent's `title` (a title) and `description` (its subtitle),
/// - an intent's `summary` sentences (the action's title in the editor),
/// - a shortcut type's title and `subtitle` (what suggestions show),
/// - a shortcut's `title` and `description` (the person's own: only clear
///   Title Case is flagged, since they may name people and places),
/// - with `--donations`, the titles and subtitles apps suggest on their own.
///
/// Not read: a shortcut's name (the person's, like a phrase), response
/// dialog (sentences, not titles), an app's description, automations.
enum TitleTexts {
    static func collect(_ input: LintInput) -> [TitleText] {
        var texts: [TitleText] = []
        for parse in input.files {
            for decl in parse.syntax.declarations {
                switch decl.kind {
                case .app(let app):
                    for member in app.members {
                        guard case .intent(let intent) = member else { continue }
                        texts += intentTexts(intent, app: app.name.name, input: input, file: parse.file)
                    }
                case .shortcut(let shortcut):
                    texts += shortcutTexts(shortcut, input: input, parse: parse)
                case .use, .automation:
                    break
                }
            }
        }
        for (index, suggestion) in input.suggestions.enumerated() {
            texts += suggestionTexts(suggestion, index: index, input: input)
        }
        return texts
    }

    static func intentTexts(_ decl: IntentDecl, app appName: String, input: LintInput, file: SourceFile) -> [TitleText] {
        let app = input.app(appName, in: file)
        let model = app?.intent(decl.name.name)
        let parameterTypes = Dictionary((model?.parameters ?? []).map { ($0.name, $0.type) }, uniquingKeysWith: { first, _ in first })
        let name = decl.name.name
        func text(_ role: TitleText.Role, _ what: String, _ literal: StringLiteral, pair: String?) -> TitleText {
            var text = TitleText(role: role, what: what, literal: literal, in: file)
            text.apps = app.map { [$0] } ?? []
            text.placeholderTypes = parameterTypes
            text.pair = pair
            text.categoryVerb = model?.category.verb
            return text
        }
        var texts: [TitleText] = []
        var typeNumber = 0
        for clause in decl.clauses {
            switch clause {
            case .metadata(let metadata) where metadata.key == .title:
                texts.append(text(.title, "the title of intent \(name)", metadata.value, pair: "intent \(appName).\(name)"))
            case .metadata(let metadata) where metadata.key == .description:
                var description = text(.subtitle, "the description of intent \(name)", metadata.value, pair: "intent \(appName).\(name)")
                description.isDescription = true
                texts.append(description)
            case .summary(let summary):
                texts.append(text(.summary, "a summary of intent \(name)", summary.template, pair: nil))
            case .shortcutType(let type):
                typeNumber += 1
                let pair = "shortcut type \(typeNumber) of \(appName).\(name)"
                texts.append(text(.title, "a shortcut type's title (intent \(name))", type.title, pair: pair))
                if let subtitle = type.subtitle {
                    texts.append(text(.subtitle, "a shortcut type's subtitle (intent \(name))", subtitle, pair: pair))
                }
            default:
                break
            }
        }
        return texts
    }

    static func shortcutTexts(_ decl: ShortcutDecl, input: LintInput, parse: ParseResult) -> [TitleText] {
        let name = decl.name.plainText ?? parse.file.text(decl.name.range)
        let graph = input.program.shortcuts.first { $0.name == name && $0.path == parse.file.path }
        var appNames: [String] = []
        for node in graph?.nodes ?? [] {
            if case .intent(let app, _) = node.action, !appNames.contains(app) { appNames.append(app) }
        }
        let apps = appNames.compactMap { name in input.program.apps.first { $0.name == name } }
        let metadata = decl.body.statements.compactMap { if case .metadata = $0.kind { $0.range } else { nil } }
        let verbatim = verbatimStrings(in: decl.body.range, except: metadata, parse: parse)
        var texts: [TitleText] = []
        for statement in decl.body.statements {
            guard case .metadata(let metadata) = statement.kind, metadata.key == .title || metadata.key == .description else { continue }
            let role: TitleText.Role = metadata.key == .title ? .title : .subtitle
            var text = TitleText(role: role, what: "the \(metadata.key.rawValue) of shortcut “\(name)”", literal: metadata.value, in: parse.file)
            text.apps = apps
            text.isAppText = false
            text.verbatim = verbatim
            text.pair = "shortcut \(parse.file.path) \(name)"
            text.isDescription = metadata.key == .description
            texts.append(text)
        }
        return texts
    }

    /// The plain string literals inside `range` (but not in `excluded`: the
    /// title and description themselves): what a shortcut passes on as it
    /// is (a message's text), which its title may quote.
    /// The tokens are in source order, so only those of the range are read
    /// (found by a binary search): reading every token of the file for every
    /// shortcut made linting a long file quadratic.
    static func verbatimStrings(in range: SourceRange, except excluded: [SourceRange], parse: ParseResult) -> Set<String> {
        var strings = Set<String>()
        let tokens = parse.tokens
        var low = 0
        var high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            if tokens[middle].range.start < range.start { low = middle + 1 } else { high = middle }
        }
        for token in tokens[low...].prefix(while: { $0.range.start < range.end }) where token.range.end <= range.end
            && !excluded.contains(where: { $0.start <= token.range.start && token.range.end <= $0.end }) {
            guard token.kind == .string || token.kind == .rawString else { continue }
            let source = parse.file.text(token.range)
            guard source.count >= 2, !source.contains("\\") else { continue }
            strings.insert(String(source.dropFirst().dropLast()))
        }
        return strings
    }

    static func suggestionTexts(_ suggestion: AppSuggestionText, index: Int, input: LintInput) -> [TitleText] {
        var texts: [TitleText] = []
        let app = (input.program.apps + (input.donations?.apps ?? [])).first { $0.name == suggestion.app }
        for (role, located) in [(TitleText.Role.title, suggestion.title), (.subtitle, suggestion.subtitle)] {
            guard let located else { continue }
            var text = TitleText(role: role, what: "the \(role == .title ? "title" : "subtitle") \(suggestion.app) suggests for \(suggestion.intent)",
                                 file: located.file, range: located.range, style: nil,
                                 pieces: [.text(located.text, start: located.isExact ? located.range.start : nil)])
            text.apps = app.map { [$0] } ?? []
            text.verbatim = suggestion.verbatim
            text.pair = "suggestion \(index)"
            texts.append(text)
        }
        return texts
    }
}

/// A title or subtitle an app suggests on its own (`AppHandler.suggestions`,
/// an external app's `suggest`), with where it is written.
public struct AppSuggestionText: Sendable {
    public struct Located: Sendable {
        public var text: String
        public var file: SourceFile
        public var range: SourceRange
        /// Whether `range` holds `text` byte for byte (so a warning can point at a word).
        public var isExact: Bool

        public init(text: String, file: SourceFile, range: SourceRange, isExact: Bool) {
            self.text = text
            self.file = file
            self.range = range
            self.isExact = isExact
        }
    }

    public var app: String
    public var intent: String
    public var title: Located?
    public var subtitle: Located?
    /// The suggestion's text values (a reminder's title): what its title may quote verbatim.
    public var verbatim: Set<String>

    public init(app: String, intent: String, title: Located?, subtitle: Located?, verbatim: Set<String> = []) {
        self.app = app
        self.intent = intent
        self.title = title
        self.subtitle = subtitle
        self.verbatim = verbatim
    }
}
