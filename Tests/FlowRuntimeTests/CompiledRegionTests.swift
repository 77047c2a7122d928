import Testing
@testable import FlowRuntime

/// Regions without actions run through closures compiled once
/// (`Interpreter.compile`); regions with an action are walked by `run(_:)`.
/// The same body must give the same result and the same failure either way.
@Suite struct CompiledRegionTests {
    /// What a shortcut ends with: its output, or its failure.
    static func outcome(_ body: String) async throws -> String {
        let outcome = try await run("shortcut \"t\" {\n\(body)\n}\n")
        if let failure = outcome.failure { return "failed: \(failure)" }
        return "output: \(outcome.result.map { "\($0)" } ?? "none")"
    }

    /// The body in a loop of three passes, compiled (pure), then walked (an action in the loop).
    static func bothWays(_ statements: String, before: String = "") async throws -> (compiled: String, walked: String) {
        let compiled = try await outcome("\(before)\nrepeat 3 {\n\(statements)\n}")
        let walked = try await outcome("\(before)\nrepeat 3 {\n\(statements)\nshow-result(\"\")\n}")
        return (compiled, walked)
    }

    static let cases: [(before: String, statements: String)] = [
        ("var t = 0", "t = t + repeatIndex % 7\noutput t"),
        ("var t = 9223372036854775807", "t = t + 1\noutput t"),
        ("var t = 0", "t = t * 3 - repeatIndex\noutput t"),
        ("var t = 1.0", "t = t + 0.5\noutput t"),
        ("var t = 10.0", "t = t / 4\noutput t"),
        ("var t = \"a\"", "t = t + repeatIndex\noutput t"),
        ("var t = 0", "t += repeatIndex\noutput t"),
        ("var n = [1]", "n += [repeatIndex]\noutput n"),
        ("var b = false", "b = repeatIndex < 2.5 and repeatIndex != 1\noutput b"),
        ("var b = false", "b = repeatIndex == 2 or 1 % 0 == 1\noutput b"),
        ("var b = false", "b = not (repeatIndex >= 3)\noutput b"),
        ("var b = false", "b = 2 == 2.0\noutput b"),
        ("var t = 0", "t = -t - repeatIndex\noutput t"),
        ("var t = 0", "t = t % (repeatIndex - 2)\noutput t"),
        ("var t = 0", "if repeatIndex % 2 == 0 { t = t + 10 } else { t = t + 1 }\noutput t"),
        ("var t = 0", "try {\n  t = 1 % (repeatIndex - 2)\n} catch problem {\n  output problem.message\n}"),
        ("var t = 0", "for i in 1...3 { t = t + i * repeatIndex }\noutput t"),
        ("var t = 0", "if repeatIndex == 2 {\n  stop \"at two\"\n}\nt = t + 1"),
    ]

    @Test(arguments: cases.indices)
    func compiledAndWalkedAgree(_ index: Int) async throws {
        let (before, statements) = Self.cases[index]
        let (compiled, walked) = try await Self.bothWays(statements, before: before)
        #expect(compiled == walked, "\(statements)")
        #expect(!compiled.hasPrefix("failed: check"), "\(statements)")
    }

    @Test func theBenchmarkLoop() async throws {
        let body = "var total = 0\nrepeat 1_000 {\n  total = total + repeatIndex % 7\n}\noutput total"
        #expect(try await Self.outcome(body) == "output: 3003")
    }

    @Test func aWhileLoopStopsAtTheLimit() async throws {
        #expect(try await Self.outcome("var n = 0\nwhile n >= 0 {\n  n = n + 1\n}")
                == "failed: while: the loop ran 100000 times without its condition becoming false")
    }

    @Test func aRemainderByZeroFails() async throws {
        #expect(try await Self.outcome("var n = 0\nrepeat 3 {\n  n = n + 5 % (repeatIndex - 2)\n}") == "failed: %: remainder of a division by zero")
    }
}
