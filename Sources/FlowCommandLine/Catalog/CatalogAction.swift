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
        summary = intent.sentence
    }

    init(builtin: BuiltinAction) {
        name = builtin.name
        category = builtin.category
        title = builtin.title
        summary = builtin.sentence
        isDeprecated = false
        self.builtin = builtin
    }

    /// Does the action match every word of a search? Names, titles, the
    /// summary, the description, the app and the category count.
    func matches(_ term: String) -> Bool {
        let haystack = [name, appName ?? "", category, title, summary, description ?? ""].joined(separator: " ").lowercased()
        return term.lowercased().split(whereSeparator: \.isWhitespace).allSatisfy { haystack.contains($0) }
    }
}
