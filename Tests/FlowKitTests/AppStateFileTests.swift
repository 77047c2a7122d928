import Foundation
import Testing
import FlowKit

/// An app's state file changed from many places at once loses no change.
@Suite struct AppStateFileTests {
    @Test func concurrentChangesAreAllKept() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flowkit-state-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = AppStateFile<[String: Int]>("counts.json", in: folder) { [:] }
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    for _ in 0..<50 { _ = try? file.change { $0["n", default: 0] += 1 } }
                }
            }
        }
        #expect(try file.read()["n"] == 400)
    }
}
