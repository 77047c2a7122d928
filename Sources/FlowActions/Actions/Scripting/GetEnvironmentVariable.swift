import Foundation
import FlowModel

extension ActionEntry {
    /// flow's own: a variable of flow's environment (HOME, LANG, a token a
    /// service set). It needs no capability: the run could print the same
    /// with `run-shell-script`, which needs `shell`, but a capability for
    /// reading what the person's own session already holds would guard
    /// nothing the run's author cannot see. Mind that a value may be a
    /// secret: a shortcut that sends it somewhere says so in its `requires`.
    public static let getEnvironmentVariable = ActionEntry(
        name: "get-environment-variable", category: .scripting, shortcutsNames: [], isFlowOnly: true,
        keywords: ["env", "environment", "variable", "getenv", "home", "path"],
        summary: "Get environment variable ${name}",
        parameters: [.first("name", .string)],
        output: .string, outputMayBeAbsent: true, isIdempotent: true,
        example: #"get-environment-variable("HOME")"#
    ) { call, context in
        ProcessInfo.processInfo.environment[call.text("name")].map { .string($0) } ?? .nothing
    }
}
