import Foundation
import Testing
@testable import FlowState

@Suite struct AtomicFileTests {
    @Test func writesAndReplacesTheWholeFileLeavingNoTemporaryFile() throws {
        let directory = try temporaryStateDirectory()
        let file = directory.appendingPathComponent("state.json")
        try AtomicFile.write(Array("first".utf8), to: file)
        #expect(try bytes(of: file) == Array("first".utf8))
        try AtomicFile.write(Array("second, longer".utf8), to: file)
        #expect(try bytes(of: file) == Array("second, longer".utf8))
        #expect(files(in: directory) == ["state.json"])
    }

    @Test func aMissingDirectoryIsATypedErrorNamingThePath() throws {
        let file = try temporaryStateDirectory().appendingPathComponent("missing/state.json")
        #expect {
            try AtomicFile.write([1, 2, 3], to: file)
        } throws: { error in
            guard case .system(let operation, let path, let code) = error as? StateError else { return false }
            return operation == "open" && path.hasPrefix(file.deletingLastPathComponent().path) && code == ENOENT
        }
    }

    @Test func theModeIsApplied() throws {
        let file = try temporaryStateDirectory().appendingPathComponent("secret")
        try AtomicFile.write([1], to: file, mode: 0o600)
        let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    }
}
