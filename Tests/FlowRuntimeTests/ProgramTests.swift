import Foundation
import Testing
import FlowCompiler
@testable import FlowRuntime

/// Program tests: each `.flow` file in `Programs/` is a shortcut whose
/// expectations are written in it, as comments at the start of a line:
///
///     # expect: a line the run shows (show-result, dialogs, the output), in order
///     # answer: name=value        a prepared answer (repeatable, used in order)
///     # yes                       answer yes to every confirmation
///     # allow: files, shell       capabilities granted
///     # fails: text               the run ends with this failure message (a substring)
///     # exit: 70                  ...and this exit code
///
/// `@TMP@` in a program (and its expectations) is a fresh folder for that run,
/// so programs that write files never meet another run's files.
///
/// Every line shown must be expected and every expectation shown: a new
/// output line fails the test as surely as a missing one.
@Suite struct ProgramTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Programs")

    static var programs: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).filter { $0.hasSuffix(".flow") }.sorted()
    }

    struct Expectations {
        var lines: [String] = []
        var answers: [(String, String)] = []
        var yes = false
        var allowed: Set<Capability> = []
        var failure: String?
        var exitCode: Int32?

        init(source: String) {
            for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
                let text = line.trimmingCharacters(in: .whitespaces)
                guard text.hasPrefix("# ") else { continue }
                let directive = text.dropFirst(2)
                func value(_ name: String) -> String? {
                    directive.hasPrefix(name + ":") ? String(directive.dropFirst(name.count + 1)).trimmingCharacters(in: .whitespaces) : nil
                }
                if directive.hasPrefix("expect:") {
                    let rest = directive.dropFirst("expect:".count)
                    lines.append(String(rest.hasPrefix(" ") ? rest.dropFirst() : rest))
                } else if let answer = value("answer"), let equals = answer.firstIndex(of: "=") {
                    answers.append((String(answer[..<equals]), String(answer[answer.index(after: equals)...])))
                } else if directive == "yes" {
                    yes = true
                } else if let list = value("allow") {
                    allowed = Set(list.split(separator: ",").compactMap { Capability(rawValue: $0.trimmingCharacters(in: .whitespaces)) })
                } else if let text = value("fails") {
                    failure = text
                } else if let code = value("exit") {
                    exitCode = Int32(code)
                }
            }
        }
    }

    @Test func thereAreProgramTests() {
        #expect(Self.programs.count >= 10)
    }

    @Test(arguments: programs)
    func programShowsWhatItExpects(_ name: String) async throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("flow-program-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let source = try String(contentsOf: Self.directory.appendingPathComponent(name), encoding: .utf8)
            .replacingOccurrences(of: "@TMP@", with: scratch.path)
        let expected = Expectations(source: source)
        #expect(!expected.lines.isEmpty || expected.failure != nil, "\(name) expects nothing")
        let outcome = try await run(source, answers: expected.answers, yes: expected.yes, allowed: Permissions(expected.allowed))
        // What `flow run` prints: the transcript, then the stop message or the output.
        var shown = outcome.transcript.lines
        if case .stopped(let message?)? = outcome.failure {
            shown.append(message)
        } else if let result = outcome.result, result != .nothing {
            shown.append(result.description)
        }
        #expect(shown == expected.lines, "\(name)")
        switch (outcome.failure, expected.failure) {
        case (nil, nil), (.stopped?, nil):
            break
        case (let failure?, let message?):
            #expect(failure.description.contains(message), "\(name): \(failure)")
            if let code = expected.exitCode { #expect(failure.exitCode == code, "\(name)") }
        case (let failure?, nil):
            Issue.record("\(name) failed: \(failure)")
        case (nil, let message?):
            Issue.record("\(name) should have failed with '\(message)'")
        }
    }
}
