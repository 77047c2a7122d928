import Foundation
import Testing
@testable import FlowCommandLine

let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Runs `flow` in-process with captured streams.
struct Run {
    let code: Int32
    let stdout: String
    let stderr: String

    init(_ arguments: [String], in directory: URL = packageRoot, environment: [String: String] = [:], stdin: String = "", now: Date? = nil) {
        var context = CommandContext(stdout: OutputStream(), stderr: OutputStream(), environment: environment,
                                     currentDirectory: directory.path, readStandardInput: { Array(stdin.utf8) })
        if let now { context.now = { now } }
        code = FlowTool.run(arguments, context: context)
        stdout = context.stdout.text
        stderr = context.stderr.text
    }
}

/// A fresh temporary directory holding `files`.
func temporaryDirectory(_ files: [String: String]) throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flow-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    for (name, text) in files {
        let file = directory.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
    }
    return directory
}

@Suite struct CommandTests {
    @Test func checkIsCleanOnEveryWorkflow() {
        let run = Run(["check", "Workflows"])
        #expect(run.code == 0, "\(run.stderr)")
        #expect(run.stderr.hasPrefix("checked "))
    }

    @Test func everyWorkflowIsInCanonicalLayout() {
        let run = Run(["fmt", "--check", "Workflows"])
        #expect(run.code == 0, "files that need 'flow fmt': \(run.stdout)\(run.stderr)")
    }

    @Test func checkReportsErrorsWithExit65() throws {
        let directory = try temporaryDirectory(["bad.flow": "shortcut \"x\" {\n  show-result(\"hi\"\n}\n"])
        let run = Run(["check", "--color", "never", "bad.flow"], in: directory)
        #expect(run.code == 65)
        // At the end of the line where the ')' is missing, not at the '}' on the next one.
        #expect(run.stderr.contains("bad.flow:2:19: error: expected ',' or ')' in the argument list"))
        #expect(run.stderr.contains("bad.flow:2:14: note: to match this opening '('"))
        #expect(run.stderr.contains("1 error in 1 file checked"))
    }

    @Test func checkJSONListsDiagnostics() throws {
        let directory = try temporaryDirectory(["bad.flow": "shortcut \"x\" {"])
        let run = Run(["check", "--json", "bad.flow"], in: directory)
        #expect(run.code == 65)
        let data = try #require(run.stdout.data(using: .utf8))
        let list = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        #expect(list.first?["id"] as? String == "syntax.expected-closing-brace")
    }

    @Test func unreadableFileExits66() {
        let run = Run(["check", "no-such-file.flow"])
        #expect(run.code == 66)
        #expect(run.stderr.contains("no-such-file.flow: no such file or directory"))
        for command in ["check", "run", "fmt", "lint"] {
            let empty = Run([command, ""])
            #expect(empty.code == 66, "\(command)")
            #expect(empty.stderr.contains("an empty path names no file") && !empty.stderr.contains("/.build"), "\(command): \(empty.stderr)")
        }
    }

    @Test func fmtRewritesAndCheckListsFiles() throws {
        let directory = try temporaryDirectory(["a.flow": "shortcut   \"x\" {show-result(\"hi\")}\n", "b.flow": "use A\n"])
        let check = Run(["fmt", "--check", "."], in: directory)
        #expect(check.code == 1)
        #expect(check.stdout == "./a.flow\n")
        let format = Run(["fmt", "a.flow"], in: directory)
        #expect(format.code == 0)
        let text = try String(contentsOf: directory.appendingPathComponent("a.flow"), encoding: .utf8)
        #expect(text == "shortcut \"x\" {\n  show-result(\"hi\")\n}\n")
        #expect(Run(["fmt", "--check", "."], in: directory).code == 0)
    }

    @Test func fmtWritesThroughASymbolicLink() throws {
        let directory = try temporaryDirectory(["real.flow": "shortcut \"A\" {\nshow-result(1)\n}\n"])
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("link.flow").path, withDestinationPath: "real.flow")
        #expect(Run(["fmt", "link.flow"], in: directory).code == 0)
        let link = try FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent("link.flow").path)
        #expect(link[.type] as? FileAttributeType == .typeSymbolicLink, "the link stays a link")
        #expect(try String(contentsOf: directory.appendingPathComponent("real.flow"), encoding: .utf8) == "shortcut \"A\" {\n  show-result(1)\n}\n")
    }

    @Test func fmtLeavesFilesWithErrorsAlone() throws {
        let original = "shortcut \"x\" {\n"
        let directory = try temporaryDirectory(["bad.flow": original])
        let run = Run(["fmt", "bad.flow"], in: directory)
        #expect(run.code == 65)
        #expect(try String(contentsOf: directory.appendingPathComponent("bad.flow"), encoding: .utf8) == original)
    }

    @Test func fmtReadsStandardInput() {
        let run = Run(["fmt", "-"], stdin: "use   A")
        #expect(run.code == 0)
        #expect(run.stdout == "use A\n")
    }

    @Test func dumpTokensAndTree() throws {
        let directory = try temporaryDirectory(["a.flow": "use SoupChef\n"])
        let tokens = Run(["dump", "tokens", "a.flow"], in: directory)
        #expect(tokens.code == 0)
        #expect(tokens.stdout.hasPrefix("1:1-1:4 identifier \"use\"\n"))
        let tree = Run(["dump", "ast", "--no-ranges", "a.flow"], in: directory)
        #expect(tree.stdout.contains("UseDecl.app"))
        #expect(tree.stdout.contains("\"SoupChef\""))
    }

    @Test func unknownCommandSuggestsTheClosest() {
        let run = Run(["chek", "x.flow"])
        #expect(run.code == 64)
        #expect(run.stderr.contains("error: unknown command 'chek'; did you mean 'check'?"))
        #expect(run.stderr.contains("Usage: flow <command> [options]"))
    }

    @Test func unknownOptionSuggestsTheClosest() {
        let run = Run(["fmt", "--chek", "x.flow"])
        #expect(run.code == 64)
        #expect(run.stderr.contains("error: unknown option '--chek'; did you mean '--check'?"))
        #expect(run.stderr.contains("See 'flow help fmt'."))
    }

    @Test func badColorValueIsAUsageError() {
        #expect(Run(["check", "--color", "sometimes", "Workflows"]).code == 64)
    }

    @Test func helpAndVersion() {
        let overview = Run(["--help"])
        #expect(overview.code == 0)
        for command in ["run", "check", "graph", "messages", "fmt", "dump", "help"] { #expect(overview.stdout.contains("  \(command) ")) }
        #expect(Run(["help", "fmt"]).stdout.contains("USAGE: flow fmt"))
        #expect(Run(["check", "--help"]).stdout.contains("USAGE: flow check"))
        #expect(Run(["--version"]).stdout == "flow \(FlowTool.version)\n")
        #expect(Run([]).code == 64)
        #expect(Run(["help", "fmtt"]).stderr.contains("did you mean 'fmt'?"))
    }

    @Test func runAnswersQuestionsAndReportsExitCodes() throws {
        let directory = try temporaryDirectory(["soup.flow": """
        use SoupChef

        shortcut "Soup time" {
          SoupChef.OrderSoup(soup: ask, quantity: ask, storeLocation: ask)
        }
        """])
        let state = directory.appendingPathComponent("state").path
        let missing = Run(["run", "--state", state, "soup.flow"], in: directory)
        #expect(missing.code == 75)
        // A run-time error is a diagnostic at the step, as check's are.
        #expect(missing.stderr.hasPrefix("soup.flow:4:3: error: needs a value for 'soup' (What type of soup do you want?)\n"), "\(missing.stderr)")
        let answered = Run(["run", "--state", state, "soup.flow", "--answer", "soup=Tomato Soup", "--answer", "quantity=2",
                            "--answer", "storeLocation=1", "--yes"], in: directory)
        #expect(answered.code == 0, "\(answered.stderr)")
        #expect(answered.stdout == "Your total is $5.00. Your Tomato Soup order will be ready in 10 minutes.\n")
        let unconfirmed = Run(["run", "--state", state, "soup.flow", "--answer", "soup=tomatoSoup", "--answer", "quantity=1",
                               "--answer", "storeLocation=1"], in: directory)
        #expect(unconfirmed.code == 75)
        #expect(Run(["run", "soup.flow", "--answer", "soup"], in: directory).code == 64)
        #expect(Run(["run", "soup.flow", "--allow", "everything"], in: directory).code == 64)
    }

    @Test func runOutputAsTextJSONOrFileAndTrace() throws {
        let directory = try temporaryDirectory(["sum.flow": "shortcut \"Sum\" (n: Integer = 4) {\n  var total = 0\n  for i in 1...n { total += i }\n  output total\n}\n"])
        #expect(Run(["run", "sum.flow"], in: directory).stdout == "10\n")
        #expect(Run(["run", "--json", "sum.flow"], in: directory).stdout == "{\"output\":10}\n")
        let toFile = Run(["run", "-o", "out.txt", "sum.flow"], in: directory)
        #expect(toFile.stdout.isEmpty)
        #expect(try String(contentsOf: directory.appendingPathComponent("out.txt"), encoding: .utf8) == "10\n")
        let traced = Run(["run", "--trace", "sum.flow"], in: directory)
        #expect(traced.stderr.isEmpty, "a shortcut without actions has no steps to trace")
    }

    @Test func missingFilesIsAUsageError() {
        let run = Run(["check"])
        #expect(run.code == 64)
        #expect(run.stderr.contains("missing the files to check"))
    }
}
