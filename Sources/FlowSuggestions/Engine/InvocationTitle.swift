import FlowCompiler
import FlowRuntime

extension IntentInvocation {
    /// How it reads where suggestions show it: the title of the shortcut
    /// type its values fill, with the values ("Order 1 Tomato Soup with
    /// Croutons"), else the intent's title; for a phrase bound to an intent
    /// typed on the command line, which reads like one bound to a suggestion.
    public func title(apps: [AppModel]) -> String {
        guard let model = apps.first(where: { $0.name == app }), let intent = model.intent(intent) else { return name }
        let given = Set(values.filter { !SuggestionRenderer.isEmpty($0.value) }.keys)
        guard let type = SuggestionRenderer.shortcutType(for: given, in: intent) else { return intent.title }
        return TemplateRenderer.render(type.title, values: values)
    }
}
