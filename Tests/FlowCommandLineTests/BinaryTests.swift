import Foundation
import Testing

/// End to end: the built `flow` binary as a shell runs it.
@Suite struct BinaryTests {
    /// The `flow` executable beside the test bundle (SwiftPM builds it with the tests).
    static var binary: URL? {
        let directory = Bundle.main.bundleURL.deletingLastPathComponent()
        for candidate in [directory, Bundle.main.bundleURL, URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()] {
            let url = candidate.appendingPathComponent("flow")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return nil
    }

    func run(_ arguments: [String], environment: [String: String] = [:]) throws -> (code: Int32, stdout: String, stderr: String) {
        let binary = try #require(Self.binary, "the flow binary was not built next to the tests")
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = packageRoot
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self))
    }

    @Test func theREADMEMainJobRuns() throws {
        let result = try run(["check", "Workflows"])
        #expect(result.code == 0, "\(result.stderr)")
    }

    @Test func diagnosticsArePlainWithoutATerminal() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flow-bin-\(UUID().uuidString).flow")
        try "shortcut \"x\" {".write(to: directory, atomically: true, encoding: .utf8)
        let result = try run(["check", directory.path])
        #expect(result.code == 65)
        #expect(!result.stderr.contains("\u{1B}["))
        let colored = try run(["check", "--color", "always", directory.path])
        #expect(colored.stderr.contains("\u{1B}["))
    }
}
