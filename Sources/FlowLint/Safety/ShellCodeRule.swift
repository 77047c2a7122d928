import FlowCompiler
import FlowDiagnostics

/// `run-shell-script(code: ...)` runs text as shell code as it is: the one
/// way to run text made while running (an input, a file's contents) as
/// code. It is sometimes meant, and never by accident: every use is shown,
/// so that a review finds them all (`# lint:ignore lint.safety.shell-code
/// reason` keeps one that is meant). `script:` is the safe form: its values
/// reach the shell as data.
struct ShellCodeRule: LintRule {
    let id = "lint.safety.shell-code"
    let summary = "run-shell-script(code:) runs text as shell code as it is; prefer script: with ${...} values, which reach the shell as data"

    func check(_ input: LintInput) -> [LintFinding] {
        let files = Dictionary(input.files.map { ($0.file.path, $0.file) }, uniquingKeysWith: { first, _ in first })
        let graphs = input.program.shortcuts + input.program.automations.compactMap(\.steps)
        return graphs.flatMap { graph in
            graph.nodes.compactMap { node -> LintFinding? in
                guard node.action == .builtin("run-shell-script"), node.bindings.contains(where: { $0.parameter == "code" }),
                      let file = files[node.path] else { return nil }
                return LintFinding(self, in: file, at: node.range,
                                   "this runs text as shell code as it is: whatever it holds runs, values included",
                                   notes: [.init("write the script with 'script:' and put values in it as ${...}: the shell reads them as data")])
            }
        }
    }
}

extension LintGroup {
    /// What would let a value from outside run as code.
    public static let safety = LintGroup(name: "safety", rules: [ShellCodeRule()])
}
