import FlowModel

extension ActionEntry {
    /// A new random UUID (version 4, uppercase as Apple's platforms print
    /// it). Shortcuts has none; its users run a script for one.
    public static let newUUID = ActionEntry(
        name: "new-uuid", category: .encoding, shortcutsNames: [], isFlowOnly: true, keywords: ["guid", "identifier", "random id"],
        summary: "New UUID",
        parameters: [],
        output: .string, isIdempotent: false,
        example: #"new-uuid()"#
    ) { _, _ in
        .string(Identifiers.newUUID())
    }
}
