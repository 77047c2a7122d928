import Foundation
import Testing
@testable import FlowCommandLine

/// "Always" grants are bound to the file's canonical path, the shortcut's
/// name and a digest of the content: the spoof (another `a.flow`
/// with a shortcut of the same name in another folder) and an edit after the
/// grant are refused without a terminal (exit 77, nothing ran).
@Suite struct GrantBindingTests {
    static let shortcut = """
        shortcut "Spoof" {
          requires shell
          run-shell-script(script: "touch WHO")
        }
        """

    /// Grants `a.flow` in `folder` for always, as answering "a" at a terminal does.
    func grantAlways(_ folder: URL, state: URL) throws {
        var context = CommandContext(stdout: OutputStream(), stderr: OutputStream(), environment: [:], currentDirectory: folder.path)
        context.now = { Date() }
        let (program, code) = try #require(CheckedProgram.load(["a.flow"], context: context, useColor: false))
        #expect(code == .success)
        let graph = try #require(program.shortcuts.first)
        try CapabilityGrants(stateDirectory: state, workingDirectory: folder).remember([.shell], for: graph, program: program)
    }

    @Test func aGrantHoldsForItsFileAndNoOtherOfTheSameName() throws {
        let base = try temporaryDirectory([:])
        let state = base.appendingPathComponent("state")
        let first = base.appendingPathComponent("first"), second = base.appendingPathComponent("second")
        for (folder, who) in [(first, "first"), (second, "second")] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Self.shortcut.replacingOccurrences(of: "WHO", with: folder.appendingPathComponent("ran-" + who).path).write(to: folder.appendingPathComponent("a.flow"), atomically: true, encoding: .utf8)
        }
        try grantAlways(first, state: state)

        let granted = Run(["run", "a.flow", "--state", state.path], in: first)
        #expect(granted.code == 0, "\(granted.stderr)")
        #expect(FileManager.default.fileExists(atPath: first.appendingPathComponent("ran-first").path))

        let spoof = Run(["run", "a.flow", "--state", state.path], in: second)
        #expect(spoof.code == 77 && spoof.stderr.contains("nothing ran"), "\(spoof.stderr)")
        #expect(!FileManager.default.fileExists(atPath: second.appendingPathComponent("ran-second").path))
    }

    @Test func anEditAfterTheGrantAsksAgain() throws {
        let folder = try temporaryDirectory([:])
        try Self.shortcut.replacingOccurrences(of: "WHO", with: folder.appendingPathComponent("ran-before").path)
            .write(to: folder.appendingPathComponent("a.flow"), atomically: true, encoding: .utf8)
        let state = folder.appendingPathComponent("state")
        try grantAlways(folder, state: state)
        #expect(Run(["run", "a.flow", "--state", state.path], in: folder).code == 0)
        try Self.shortcut.replacingOccurrences(of: "WHO", with: folder.appendingPathComponent("ran-after").path).write(to: folder.appendingPathComponent("a.flow"), atomically: true, encoding: .utf8)
        let edited = Run(["run", "a.flow", "--state", state.path], in: folder)
        #expect(edited.code == 77, "\(edited.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("ran-after").path))
    }

    /// What a grant holds for is the shortcut's file and what it calls: an
    /// edit to a used shortcut asks again, an edit to another file of the
    /// program (the daemon loads every automation file) does not, and a
    /// shortcut that declares nothing reads no file to find that out.
    @Test func theDigestCoversWhatTheShortcutRunsAndNothingElse() throws {
        let folder = try temporaryDirectory([
            "a.flow": "use \"b.flow\"\nshortcut \"Main\" {\n  requires shell\n  run-shortcut(name: \"Helper\")\n}\n",
            "b.flow": "shortcut \"Helper\" {\n  requires shell\n  run-shell-script(script: \"true\")\n}\n",
            "c.flow": "shortcut \"Other\" {\n  show-result(\"x\")\n}\n",
        ])
        var context = CommandContext(stdout: OutputStream(), stderr: OutputStream(), environment: [:], currentDirectory: folder.path)
        context.now = { Date() }
        let load = { try #require(CheckedProgram.load(["a.flow", "c.flow"], context: context, useColor: false)).0 }
        let program = try load()
        let main = try #require(program.shortcuts.first { $0.name == "Main" })
        let grants = CapabilityGrants(stateDirectory: folder.appendingPathComponent("state"), workingDirectory: folder)
        #expect(grants.contentFiles(of: main, program: program).map { URL(fileURLWithPath: $0).lastPathComponent }.sorted() == ["a.flow", "b.flow"])
        try grants.remember([.shell], for: main, program: program)
        try "shortcut \"Other\" {\n  show-result(\"y\")\n}\n".write(to: folder.appendingPathComponent("c.flow"), atomically: true, encoding: .utf8)
        #expect(grants.remembered(for: main, program: try load()) == [.shell], "another file's edit keeps the grant")
        try "shortcut \"Helper\" {\n  requires shell\n  run-shell-script(script: \"rm -rf x\")\n}\n".write(to: folder.appendingPathComponent("b.flow"), atomically: true, encoding: .utf8)
        let after = grants.rememberedWithReason(for: main, program: try load())
        #expect(after.0.isEmpty && after.whyNot?.contains("changed") == true, "the called shortcut's edit asks again")
    }

    @Test func aSymbolicLinkToTheGrantedFileIsTheSameFile() throws {
        let folder = try temporaryDirectory([:])
        try Self.shortcut.replacingOccurrences(of: "WHO", with: folder.appendingPathComponent("ran-linked").path)
            .write(to: folder.appendingPathComponent("a.flow"), atomically: true, encoding: .utf8)
        let state = folder.appendingPathComponent("state")
        try grantAlways(folder, state: state)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("b.flow").path, withDestinationPath: "a.flow")
        #expect(Run(["run", "b.flow", "--state", state.path], in: folder).code == 0)
    }

    @Test func grantsAreListedAndRevoked() throws {
        let folder = try temporaryDirectory([:])
        try Self.shortcut.replacingOccurrences(of: "WHO", with: folder.appendingPathComponent("ran").path)
            .write(to: folder.appendingPathComponent("a.flow"), atomically: true, encoding: .utf8)
        let state = folder.appendingPathComponent("state")
        try grantAlways(folder, state: state)
        let listed = Run(["grants", "list", "--state", state.path], in: folder)
        #expect(listed.stdout.contains("“Spoof” in ") && listed.stdout.contains("a.flow: shell"), "\(listed.stdout)")
        #expect(Run(["grants", "revoke", "a.flow", "--shortcut", "Other", "--state", state.path], in: folder).code == 67)
        #expect(Run(["grants", "revoke", "a.flow", "--state", state.path], in: folder).code == 0)
        #expect(Run(["run", "a.flow", "--state", state.path], in: folder).code == 77, "revoked: asked again, and without a terminal refused")
        #expect(Run(["grants", "revoke", "--state", state.path], in: folder).code == 64)
    }
}
