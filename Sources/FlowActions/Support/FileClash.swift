import FlowModel

/// What a save, copy or move does when its destination's name is taken:
/// fail (the default for copy and move, so nothing is lost unless asked),
/// replace it, keep both with a numbered name ("report 2.txt", as Finder and
/// Shortcuts do), or ask the person at a terminal.
enum FileClash {
    static let choices: [ActionChoice] = ["fail", "replace", "keep-both", "ask"]

    static func parameter(default value: String) -> ActionParameter {
        .labeled("if-exists", .string, default: .string(value), choices: choices,
                 help: "when the name is taken: fail, replace, keep-both (\"name 2.ext\") or ask")
    }

    /// Where the file goes, and whether it replaces what is there.
    static func destination(_ path: String, _ call: ActionCall, _ context: any ActionContext) async throws -> (path: String, replaces: Bool) {
        guard FilePaths.exists(path) else { return (path, false) }
        switch call.text("if-exists") {
        case "replace": return (path, true)
        case "keep-both": return (FilePaths.numbered(path), false)
        case "ask":
            if try await context.confirm("\(path) exists. Replace it? (no keeps both)") { return (path, true) }
            return (FilePaths.numbered(path), false)
        default: throw context.fail("\(path) exists; write if-exists: \"replace\" or \"keep-both\"")
        }
    }
}
