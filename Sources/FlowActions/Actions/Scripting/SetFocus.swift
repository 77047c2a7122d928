import FlowModel

extension ActionEntry {
    /// Shortcuts' Set Focus, for flow's own Focus: a file in the state
    /// folder that a Focus filter or a script can read.
    public static let setFocus = ActionEntry(
        name: "set-focus", category: .scripting, shortcutsNames: ["Set Focus"], keywords: ["do not disturb", "mode", "dnd"],
        summary: "Set Focus to ${mode}",
        parameters: [.labeled("mode", .string)],
        output: .nothing, isIdempotent: false,
        example: #"set-focus(mode: "Do Not Disturb")"#
    ) { call, context in
        let mode = call.text("mode")
        try StateFile.write(mode, to: context.stateDirectory.appendingPathComponent("focus"))
        context.say("Focus is now \(mode).")
        return .nothing
    }
}
