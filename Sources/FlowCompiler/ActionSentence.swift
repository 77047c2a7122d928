/// How an action is said where no call gives its values: the Shortcuts
/// editor's action search and Edit Action screen (`flow actions`), and an
/// editor's hover and completion (`flow lsp`). One place, so both say the
/// same sentence.
extension Template {
    /// The template with each placeholder as `[Name]` (`name` gives the name,
    /// else the path as written), rendered by the one template renderer the
    /// checker's step sentences and dialog use.
    public func sentence(naming name: ([String]) -> String?) -> String {
        render { path in .init("[" + (name(path) ?? path.joined(separator: ".")) + "]") }
    }
}

extension IntentModel {
    /// The summary the Edit Action screen starts with: the one that holds for
    /// the parameters' defaults, else the first without a condition, else the first.
    public var defaultSummary: SummaryModel? {
        summaries.first { summary in
            guard let condition = summary.condition else { return false }
            return parameter(condition.parent)?.defaultValue.map(condition.holds(for:)) ?? false
        } ?? summaries.first { $0.condition == nil } ?? summaries.first
    }

    /// "Order [Quantity] [Soup] for pickup from [Store Location]": the
    /// default summary with each parameter by its display name, else the title.
    public var sentence: String {
        defaultSummary.map { $0.template.sentence { path in parameter(path[0])?.displayName } } ?? title
    }
}

extension ActionEntry {
    /// "Send "[Text]" to [To]": the summary with each parameter named.
    public var sentence: String {
        Template.parsing(summary).sentence { path in path[0] == "url" ? "URL" : path[0].capitalizedFirst }
    }
}
