import Testing
import FlowLint

/// `lint.safety.shell-code`: every `run-shell-script(code:)` is shown; `script:` is not.
@Suite struct ShellCodeRuleTests {
    @Test func everyCodeArgumentIsReportedAndScriptsAreNot() {
        let findings = lint("""
            shortcut "Run" (command: String) {
              requires shell
              run-shell-script(code: command)
              run-shell-script(script: "echo ${command}")
            }

            automation "Nightly" {
              when every day at 02:00
              do { run-shell-script(code: "date") }
            }
            """)
        let shellCode = findings.filter { $0.diagnostic.id == "lint.safety.shell-code" }
        #expect(shellCode.count == 2)
        #expect(shellCode.allSatisfy { $0.diagnostic.severity == .warning })
    }
}
