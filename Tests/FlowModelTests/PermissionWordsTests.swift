import Testing
import FlowModel

/// `--allow` words: each well-formed one grants exactly what it says, and a
/// malformed one is an error, never a wider grant.
@Suite struct PermissionWordsTests {
    @Test func wordsGrantWhatTheySay() throws {
        let permissions = try Permissions(words: ["shell,network=api.example.com", "files:read=/notes", "message=John Appleseed"])
        #expect(permissions.contains(.shell))
        #expect(permissions.allows(.host("api.example.com")) && !permissions.allows(.host("example.org")))
        #expect(permissions.allows(.read("/notes/a")) && !permissions.allows(.write("/notes/a")))
        #expect(permissions.allows(.recipient("john appleseed")))
        #expect(try Permissions(words: permissions.words) == permissions, "the stored words give the same back")
    }

    @Test(arguments: ["network=", "files:=x", "files:read", "=x", "files:exec=/x", "shell=ls", "netwrk"])
    func aMalformedWordIsAnError(_ word: String) {
        #expect(throws: Permissions.WordError.self) { try Permissions(words: [word]) }
    }
}
