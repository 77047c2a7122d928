extension LintGroup {
    /// The talks' advice on intent definitions (SEEDS-DIGEST sections 2 and 3).
    public static let definitions = LintGroup(name: "definitions", rules: [
        IdNamePairRule(), StringEnumRule(), NoShortcutTypesRule(),
    ])
}
