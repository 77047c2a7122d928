extension ActionEntry {
    /// Each built-in action's summary as template parts, parsed once.
    static let summaryTemplates: [String: Template] = Dictionary(ActionCatalog.all.map {
        ($0.name, Template.parsing($0.summary))
    }, uniquingKeysWith: { first, _ in first })
}
