import Foundation
import Testing
@testable import FlowCommandLine

/// Shell completion: `flow __complete` answers, and the bash script (bash is
/// on every machine the tests run on) turns the answers into COMPREPLY.
@Suite struct CompletionTests {
    static let workflows = packageRoot.appendingPathComponent("Workflows")

    func complete(_ words: [String], shell: String = "zsh") throws -> [String] {
        let home = try temporaryDirectory([:])
        let run = Run(["__complete", "--shell", shell, "--"] + words, in: Self.workflows, environment: ["HOME": home.path])
        #expect(run.code == 0)
        return run.stdout.split(separator: "\n").map(String.init)
    }

    @Test func commandsAndOptions() throws {
        #expect(try complete(["ch"]) == ["check"])
        #expect(try complete(["comp"]) == ["completions"])
        #expect(try complete(["ls"]) == ["lsp"])
        #expect(try complete(["lsp", "--st"]) == ["--stdio"])
        #expect(try complete(["run", "--sh"]) == ["--shortcut"])
        #expect(try complete(["graph", "--format", "m"]) == ["mermaid"])
        #expect(try complete(["completions", ""]) == ["bash", "zsh", "fish"])
        #expect(try complete(["run", "--allow", "shell,"]) == ["shell,network", "shell,message", "shell,files"])
    }

    @Test func shortcutNamesActionsAndParameters() throws {
        #expect(try complete(["run", "soup-for-john.flow", "--shortcut", ""]) == ["Soup for John"])
        #expect(try complete(["actions", "show", "Reminders.L"]) == ["Reminders.ListReminders"])
        #expect(try complete(["options", "SoupChef.OrderSoup", "s"]) == ["soup", "storeLocation"])
        let fish = try complete(["actions", "show", "send-m"], shell: "fish")
        #expect(fish == ["send-message\tSend \"[Text]\" to [To]"])
    }

    @Test func answerValuesComeFromTheOptions() throws {
        #expect(try complete(["run", "soup-for-john.flow", "--answer", "q"]) == ["quantity="])
        #expect(try complete(["run", "soup-for-john.flow", "--answer", "soup="]) == ["soup=clamChowder", "soup=tomatoSoup", "soup=chickenNoodleSoup"])
        #expect(try complete(["run", "soup-for-john.flow", "--answer", "storeLocation=74"], shell: "bash") == ["7401 S Lewis Ave"])
        #expect(try complete(["options", "SoupChef.OrderSoup", "toppings", "--answer", "orderType=d"]) == ["orderType=delivery"])
    }

    @Test func noCandidatesMeansFileNames() throws {
        #expect(try complete(["run", ""]).isEmpty)
        #expect(try complete(["nonsense", ""]).isEmpty)
    }

    @Test func theBashScriptCompletesAtAValueAfterAnEqualsSign() throws {
        let script = Run(["completions", "bash"]).stdout
        let scriptFile = try temporaryDirectory(["flow.bash": script]).appendingPathComponent("flow.bash")
        let binaries = try #require(BinaryTests.binary, "the flow binary was not built next to the tests").deletingLastPathComponent().path
        let driver = """
            source '\(scriptFile.path)'
            COMP_WORDS=(flow run soup-for-john.flow --answer soup = cl); COMP_CWORD=6; _flow; printf '%s\\n' "${COMPREPLY[@]}"
            COMP_WORDS=(flow run soup-for-john.flow --answer storeLocation = ''); COMP_CWORD=6; _flow; printf '%s\\n' "${COMPREPLY[@]}"
            """
        let output = try shell(driver, path: binaries)
        #expect(output == "clamChowder\n3801\\ S\\ Sheridan\\ Blvd\n7401\\ S\\ Lewis\\ Ave\n", "\(output)")
    }

    @Test func unknownShellSuggests() {
        let run = Run(["completions", "zhs"])
        #expect(run.code == 64 && run.stderr.contains("did you mean 'zsh'?"))
    }

    func shell(_ script: String, path: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", script]
        process.currentDirectoryURL = Self.workflows
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["HOME"] = try temporaryDirectory([:]).path
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
