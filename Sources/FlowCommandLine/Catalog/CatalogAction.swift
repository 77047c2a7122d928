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
    var builtin: ActionEntry?

    /// The categories of the Shortcuts action search: apps' intents under
    /// "Apps", then the built-in actions' categories in Shortcuts' order.
    static let categories = ["Apps"] + ActionCategory.allCases.map(\.rawValue)

    init(intent: IntentModel, app: AppModel) {
        name = "\(app.name).\(intent.name)"
        appName = app.displayName
        category = "Apps"
        title = intent.title
        description = intent.description
        isDeprecated = intent.isDeprecated
        self.intent = intent
        summary = intent.sentence
    }

    init(builtin: ActionEntry) {
        name = builtin.name
        category = builtin.category.rawValue
        title = builtin.title
        summary = builtin.sentence
        isDeprecated = false
        self.builtin = builtin
    }

    /// Does an app's intent match every word of a search? Names, titles,
    /// the summary, the description, the app and the category count. (The
    /// built-in actions are found by `ActionCatalog.search`, which also knows
    /// their Shortcuts names and keywords and ranks them.)
    func matches(_ term: String) -> Bool {
        let haystack = [name, appName ?? "", category, title, summary, description ?? ""].joined(separator: " ").lowercased()
        return term.lowercased().split(whereSeparator: \.isWhitespace).allSatisfy { haystack.contains($0) }
    }
}
