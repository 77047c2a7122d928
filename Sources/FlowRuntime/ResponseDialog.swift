import FlowCompiler

/// What the system says after an intent: the response code's template
/// framed by the category, or the generic fallbacks when there is none.
enum ResponseDialog {
    static func text(_ response: IntentResponse, intent: IntentModel, app: AppModel, values: IntentValues) -> String {
        var names = values
        for (name, value) in response.properties { names[name] = value }
        let code = intent.response.codes.first { $0.name == response.code }
        let isError = code?.isError ?? response.code.hasPrefix("failure")
        let sentence = code?.printed.map { TemplateRenderer.render($0, values: names) }
        if isError {
            guard let sentence else { return "Sorry, there was a problem with the app." }
            return "\(app.displayName) couldn't \(intent.category.verb.lowercased()): \(sentence)"
        }
        return sentence ?? intent.category.successFallback
    }
}
