import FlowCompiler

/// One action as the catalog lists it: an app's intent or a built-in action,
/// with the category it is found under and its summary sentence.
struct CatalogAction {
    /// `SoupChef.OrderSoup` or `send-message`: what a shortcut writes.
    var name: String
    /// The app's display name; nil for built-in actions.
    var appName: String?
    var category: String
    var title: String
    /// The summary sentence, each parameter shown as `[Display Name]`.
    var summary: String
    var description: String?
    var isDeprecated: Bool
    var intent: IntentModel?
    var builtin: BuiltinAction?

    /// The categories of the Shortcuts action search; apps' intents are under "Apps".
    static let categories = ["Apps", "Scripting", "Media", "Location", "Documents", "Sharing", "Web"]

    init(intent: IntentModel, app: AppModel) {
        name = "\(app.name).\(intent.name)"
        appName = app.displayName
        category = "Apps"
        title = intent.title
        description = intent.description
        isDeprecated = intent.isDeprecated
        self.intent = intent
        let template = Self.defaultSummary(of: intent)?.template
        summary = template.map { Self.sentence($0) { path in intent.parameter(path[0])?.displayName } } ?? intent.title
    }

    init(builtin: BuiltinAction) {
        name = builtin.name
        category = builtin.category
        title = builtin.name.split(separator: "-").map { $0 == "url" ? "URL" : String($0) }.joined(separator: " ").capitalizedFirst
        summary = Self.sentence(Template.parsing(builtin.summary)) { path in path[0] == "url" ? "URL" : path[0].capitalizedFirst }
        isDeprecated = false
        self.builtin = builtin
    }

    /// The summary the Edit Action screen starts with: the one that holds for
    /// the parameters' defaults, else the first without a condition, else the first.
    static func defaultSummary(of intent: IntentModel) -> SummaryModel? {
        intent.summaries.first { summary in
            guard let condition = summary.condition else { return false }
            return intent.parameter(condition.parent)?.defaultValue.map(condition.holds(for:)) ?? false
        } ?? intent.summaries.first { $0.condition == nil } ?? intent.summaries.first
    }

    /// A template with each placeholder as `[Name]`.
    /// The summary with each parameter as `[Display Name]`, rendered by the
    /// one template renderer the checker's step sentences and dialog use.
    static func sentence(_ template: Template, name: ([String]) -> String?) -> String {
        template.render { path in .init("[" + (name(path) ?? path.joined(separator: ".")) + "]") }
    }

    /// Does the action match every word of a search? Names, titles, the
    /// summary, the description, the app and the category count.
    func matches(_ term: String) -> Bool {
        let haystack = [name, appName ?? "", category, title, summary, description ?? ""].joined(separator: " ").lowercased()
        return term.lowercased().split(whereSeparator: \.isWhitespace).allSatisfy { haystack.contains($0) }
    }
}
