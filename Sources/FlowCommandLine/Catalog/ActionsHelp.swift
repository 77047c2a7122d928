import FlowCompiler

/// `flow help actions`: every built-in action, by category, from its entry:
/// its call with types and defaults, its sentence, the Shortcuts actions it
/// stands for, what it needs, and an example.
enum ActionsHelp {
    static func text() -> String {
        var text = "BUILT-IN ACTIONS\n"
        for category in ActionCategory.allCases {
            let actions = ActionCatalog.all.filter { $0.category == category }.sorted { $0.name < $1.name }
            guard !actions.isEmpty else { continue }
            text += "\n\(category.rawValue)\n"
            for action in actions { text += lines(action).joined(separator: "\n") + "\n" }
        }
        return text + """

        Labels are written as shown; '_ name' is the first argument, written without a label. '?' marks optional ones,
        '= value' a default, "a" | "b" the only values a parameter takes.
        'flow actions --search "get dictionary value"' finds an action by its Shortcuts name; 'flow actions show NAME' shows one.
        send-message reaches people in contacts.json through the transport in config.json (see flow help run).
        run-shortcut also takes the shortcut's inputs as labels: run-shortcut(name: "Lunch", people: 5).

        """
    }

    /// One action: its call, then its sentence and what it stands for, then what it needs, then an example.
    static func lines(_ action: ActionEntry) -> [String] {
        var lines = ["  " + action.signature]
        let standsFor = action.isFlowOnly ? "flow only" : "Shortcuts: " + action.shortcutsNames.joined(separator: ", ")
        lines.append("      \"\(action.sentence)\" · \(standsFor)")
        var needs: [String] = []
        if let capability = action.capability { needs.append("needs 'requires \(capability.rawValue)' or --allow \(capability.rawValue)") }
        if action.involves.contains(.person) { needs.append("asks the person (--answer, --yes without a terminal)") }
        if !needs.isEmpty { lines.append("      " + needs.joined(separator: "; ")) }
        lines.append("      e.g. \(action.example)")
        return lines
    }
}
