import Foundation
import Testing
@testable import FlowRuntime

/// Built-in control flow at run time; each expectation is what the program shows.
@Suite struct ControlFlowTests {
    func shows(_ body: String, answers: [(String, String)] = []) async throws -> [String] {
        let outcome = try await run("shortcut \"t\" {\n\(body)\n}\n", answers: answers)
        if let failure = outcome.failure, case .stopped = failure {} else if let failure = outcome.failure { throw failure }
        return outcome.transcript.lines
    }

    @Test func ifElseChains() async throws {
        #expect(try await shows("let n = 5\nif n > 10 { show-result(\"big\") } else if n > 3 { show-result(\"medium\") } else { show-result(\"small\") }") == ["medium"])
    }

    @Test func loopsCountFromOne() async throws {
        #expect(try await shows("repeat 3 { show-result(\"pass ${repeatIndex}\") }") == ["pass 1", "pass 2", "pass 3"])
        #expect(try await shows("for soup in [\"Clam\", \"Tomato\"] { show-result(\"${repeatIndex}: ${soup}\") }") == ["1: Clam", "2: Tomato"])
        #expect(try await shows("var left = 3\nwhile left > 0 {\n  show-result(\"${left}\")\n  left = left - 1\n}") == ["3", "2", "1"])
    }

    @Test func arithmeticAndAppending() async throws {
        #expect(try await shows("var total = 0\nfor n in 1...4 { total += n }\nshow-result(\"${total} ${7 % 3} ${$2.95 * 2}\")") == ["10 1 $5.90"])
        #expect(try await shows("var names = [\"Amy\"]\nnames += [\"John\"]\nshow-result(\"${names.count}: ${names}\")") == ["2: Amy, John"])
    }

    @Test func tryCatchCatchesAFailedStep() async throws {
        // A script that exits with an error status fails its step; the catch gets the error.
        let outcome = try await run("shortcut \"t\" {\n  requires shell\n  try {\n    run-shell-script(script: \"echo oops >&2; exit 3\")\n  } catch problem {\n    show-result(\"caught: ${problem.message}\")\n  }\n}\n",
                                    allowed: [.shell])
        #expect(outcome.transcript.lines == ["caught: the script exited with status 3: oops"])
    }

    @Test func aMissingPermissionIsNotCaughtAndStopsTheRun() async throws {
        let outcome = try await run("shortcut \"t\" {\n  requires shell\n  try {\n    run-shell-script(script: \"echo hi\")\n  } catch {\n    show-result(\"caught\")\n  }\n  show-result(\"after\")\n}\n")
        #expect(outcome.transcript.lines.isEmpty)
        #expect(outcome.failure?.exitCode == 77)
        #expect(outcome.failure?.description == "Run shell script: needs 'shell' (to run shell commands); the shortcut requires it, but it was not granted: confirm it at a terminal, or run with --allow shell")
    }

    @Test func stopEndsTheShortcut() async throws {
        let outcome = try await run("shortcut \"t\" {\n  show-result(\"before\")\n  stop \"enough\"\n}\n")
        #expect(outcome.transcript.lines == ["before"])
        #expect(outcome.failure == .stopped("enough"))
    }

    @Test func menuTakesTheChosenItem() async throws {
        let program = "let choice = menu \"Lunch?\" {\n  \"Soup\" { show-result(\"soup it is\") }\n  \"Salad\" { show-result(\"salad it is\") }\n}\nshow-result(\"chose ${choice}\")"
        #expect(try await shows(program, answers: [("menu", "2")]) == ["salad it is", "chose Salad"])
    }

    @Test func waitsAreInjected() async throws {
        #expect(try await shows("wait(2m)") == ["(wait 120.0s)"])
    }

    @Test func outputIsTheShortcutsResult() async throws {
        let outcome = try await run("shortcut \"t\" {\n  output 6 * 7\n}\n")
        #expect(outcome.result == .integer(42))
    }

    @Test func listAndTextActions() async throws {
        #expect(try await shows("let soups = [\"Clam\", \"Tomato\", \"Noodle\"]\nshow-result(count(soups))\nshow-result(get-item-from-list(soups, index: 2))\nshow-result(get-item-from-list(soups, index: -1))\ncomment(\"nothing shows\")\nshow-result(text(\"hi\"))")
                == ["3", "Tomato", "Noodle", "hi"])
    }

    @Test func filesNeedTheirPermissionAndRoundTrip() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("flow-file-\(UUID().uuidString).txt").path
        let program = "shortcut \"t\" {\n  requires files\n  write-file(\"\(path)\", text: \"soup\")\n  append-file(\"\(path)\", text: \" time\")\n  show-result(read-file(\"\(path)\"))\n}\n"
        let denied = try await run(program)
        #expect(denied.failure?.exitCode == 77)
        #expect(denied.failure?.description.contains("--allow files") == true)
        let allowed = try await run(program, allowed: [.files])
        #expect(allowed.transcript.lines == ["soup time"])
    }

    @Test func clipboardReadsBackWhatWasCopied() async throws {
        #expect(try await shows("copy-to-clipboard(\"soup\")\nshow-result(\"pasted ${clipboard}\")") == ["pasted soup"])
    }

    @Test func alertsAskYesOrNo() async throws {
        let outcome = try await run("shortcut \"t\" {\n  if show-alert(\"Order again?\") { show-result(\"ordering\") }\n}\n", yes: true)
        #expect(outcome.transcript.lines == ["ordering"])
    }

    /// Found in review: these trapped (Double to Int, nanoseconds, range arithmetic).
    @Test func extremeNumbersEndCleanly() async throws {
        let huge = try await run("shortcut \"t\" {\n  for i in -9223372036854775807...9223372036854775807 { show-result(i) }\n}\n")
        #expect(huge.failure?.description.contains("more than a million items") == true)
        #expect(try await shows("show-result(\"${99999999999999999999d}\")") == ["106751991167300 days 15 hours 30 minutes 7 seconds"])
        #expect(try await shows("show-result(10m / -2)") == ["minus 5 minutes"])
        let zero = try await run("shortcut \"t\" {\n  show-result(10m / 0)\n}\n")
        #expect(zero.failure?.description == "/: division by zero")
        #expect(try await shows("show-result(\"x\") timeout 99999999999999999999d retry 9223372036854775807") == ["x"])
        #expect(try await shows("show-result(get-item-from-list([1, 2], index: -9223372036854775807))") == [""])
        #expect(try await shows("for i in 3..<3 { show-result(i) }").isEmpty)
    }

    @Test func shellRunsWhenAllowed() async throws {
        let outcome = try await run("shortcut \"t\" {\n  requires shell\n  let said = run-shell-script(script: \"echo soup\")\n  show-result(said)\n}\n", allowed: [.shell])
        #expect(outcome.transcript.lines == ["soup"])
    }
}
