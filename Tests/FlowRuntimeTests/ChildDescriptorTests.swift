import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import FlowRuntime

/// A child gets standard input, output and error, and nothing else of flow's.
@Suite struct ChildDescriptorTests {
    @Test func aChildInheritsOnlyTheStandardDescriptors() async throws {
        // A file opened without close-on-exec, as Foundation opens the files it writes.
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("flow-fd-\(UUID().uuidString)").path
        let descriptor = open(path, O_WRONLY | O_CREAT, 0o644)
        #expect(descriptor >= 3)
        defer {
            close(descriptor)
            unlink(path)
        }
        let outcome = try await ChildProcess(executable: "/bin/sh", arguments: ["-c", "ls /proc/$$/fd"], environment: nil).run()
        let open = String(decoding: outcome.output, as: UTF8.self).split(separator: "\n").compactMap { Int($0) }
        // The shell's own (reading /proc opens one more) aside, only 0, 1 and 2.
        #expect(!open.contains(Int(descriptor)), "\(open)")
        #expect(Spawned.addCloseFrom != nil, "glibc 2.34 or later has posix_spawn_file_actions_addclosefrom_np")
    }
}
