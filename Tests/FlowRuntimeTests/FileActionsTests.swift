import Foundation
import Testing
import FlowModel
@testable import FlowRuntime

/// The file and folder actions in a temporary folder, held to a scoped
/// `files(read:, write:)` grant.
@Suite struct FileActionsTests {
    let folder: String = {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("flow-files-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return CanonicalPath.resolve(path, against: "/")
    }()

    var grant: Permissions {
        var permissions = Permissions()
        permissions.grant(.read(folder))
        permissions.grant(.write(folder))
        return permissions
    }

    func program(_ body: String) -> String {
        "shortcut \"t\" {\n  requires files(read: \"\(folder)\", write: \"\(folder)\")\n\(body)\n}\n"
    }

    func shows(_ body: String) async throws -> [String] {
        let outcome = try await run(program(body), allowed: grant)
        if let failure = outcome.failure { Issue.record("\(failure)") }
        return outcome.transcript.lines
    }

    func write(_ name: String, _ text: String = "soup") throws {
        let path = (folder as NSString).appendingPathComponent(name)
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    func contents(_ name: String) -> String? {
        FileManager.default.contents(atPath: (folder as NSString).appendingPathComponent(name)).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func saveMakesFoldersAndKeepsBothWithANumber() async throws {
        let lines = try await shows("""
          let first = save-file("\(folder)/a/b/soup.txt", content: "one")
          let second = save-file("\(folder)/a/b/soup.txt", content: "two", if-exists: "keep-both")
          show-result(second.name)
          write-file("\(folder)/new/notes.txt", text: "x")
          prepend-file("\(folder)/new/notes.txt", text: "top ")
        """)
        #expect(lines == ["soup 2.txt"])
        #expect(contents("a/b/soup.txt") == "one")
        #expect(contents("a/b/soup 2.txt") == "two")
        #expect(contents("new/notes.txt") == "top x")
    }

    @Test func listsFiltersSortsAndLimits() async throws {
        try write("b.pdf", "12345")
        try write("a.pdf", "1")
        try write("c.txt")
        try write("sub/d.pdf", "123")
        try write(".hidden.pdf")
        let lines = try await shows("""
          for f in get-contents-of-folder("\(folder)", extension: "pdf") { show-result(f.name) }
          for f in get-contents-of-folder("\(folder)", recursive: true, name-matches: "*.pdf", sort-by: "size", order: "descending", limit: 2) { show-result(f.name) }
          show-result(count(get-contents-of-folder("\(folder)", files-only: true)))
          show-result(get-details-of-files("\(folder)/b.pdf", detail: "size"))
          show-result(get-details-of-files("\(folder)/sub/d.pdf", detail: "parent"))
          show-result(get-details-of-files("\(folder)/sub", detail: "kind"))
          let missing = get-file("\(folder)/none.txt", error-if-not-found: false)
          show-result("missing: ${missing}")
        """)
        #expect(lines == ["a.pdf", "b.pdf", "b.pdf", "d.pdf", "3", "5", "\(folder)/sub", "folder", "missing: "])
    }

    @Test func moveCopyRenameNeverReplaceUnlessAsked() async throws {
        try write("in/soup.txt", "new")
        try write("out/soup.txt", "old")
        try write("copy.txt", "c")
        let refused = try await run(program("  move-file(\"\(folder)/in/soup.txt\", to: \"\(folder)/out\")"),
                                    allowed: grant)
        #expect(refused.failure?.description.contains("exists") == true)
        #expect(contents("out/soup.txt") == "old")
        let lines = try await shows("""
          let moved = move-file("\(folder)/in/soup.txt", to: "\(folder)/out", if-exists: "keep-both")
          show-result(moved.name)
          let copied = copy-file("\(folder)/copy.txt", to: "\(folder)/made/")
          show-result(copied.path)
          let renamed = rename-file(copied, to: "renamed.txt")
          show-result(renamed.name)
          create-folder("\(folder)/x/y")
        """)
        #expect(lines == ["soup 2.txt", "\(folder)/made/copy.txt", "renamed.txt"])
        #expect(contents("out/soup 2.txt") == "new")
        #expect(contents("copy.txt") == "c")
        #expect(contents("made/renamed.txt") == "c")
        #expect(FileManager.default.fileExists(atPath: "\(folder)/x/y"))
    }

    @Test func deletesPermanentlyWhenAsked() async throws {
        try write("gone.txt")
        _ = try await shows("  delete-files(get-file(\"\(folder)/gone.txt\"), permanently: true)")
        #expect(contents("gone.txt") == nil)
    }

    @Test func aLiteralPathOutsideTheScopeIsACheckError() async throws {
        await #expect(throws: RunFailure.self) {
            _ = try await run(program("  move-file(\"\(folder)/a.txt\", to: \"/etc/\")"))
        }
        do {
            _ = try await run(program("  delete-files(\"/etc/hosts\")"))
            Issue.record("checked clean")
        } catch {
            #expect("\(error)".contains("outside the shortcut's"))
        }
    }

    @Test func aComputedPathOutsideTheScopeIsRefusedAtItsStep() async throws {
        try write("keep.txt")
        let outcome = try await run(program("""
          show-result("before")
          let outside = text("/etc/hosts")
          copy-file("\(folder)/keep.txt", to: outside)
        """), allowed: grant)
        #expect(outcome.transcript.lines == ["before"])
        #expect(outcome.failure?.exitCode == 77)
        let symlink = (folder as NSString).appendingPathComponent("link")
        try FileManager.default.createSymbolicLink(atPath: symlink, withDestinationPath: "/etc")
        let through = try await run(program("  let p = text(\"\(folder)/link/hosts\")\n  show-result(get-details-of-files(p, detail: \"size\"))"),
                                    allowed: grant)
        #expect(through.failure?.exitCode == 77)
    }
}
