import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import FlowDaemon
import FlowModel
import FlowState

/// Workflows/sort-downloads.flow under the daemon, through real inotify,
/// granted only `files` of the watched folder (its `~/Downloads` made a
/// temporary folder): new files move into folders by extension, a clash is
/// kept as a numbered copy.
@Suite struct SortDownloadsTests {
    let support = DaemonTests()

    @Test func newFilesMoveIntoFoldersByExtensionKeepingBoth() throws {
        let state = support.temporaryState(), clock = DaemonTests.Clock("2026-11-27T08:00:00Z"), log = DaemonTests.Lines()
        let raw = FileManager.default.temporaryDirectory.appendingPathComponent("flow-downloads-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: raw + "/pdf", withIntermediateDirectories: true)
        let folder = CanonicalPath.resolve(raw, against: "/")
        try Data("old".utf8).write(to: URL(fileURLWithPath: folder + "/pdf/soup.pdf"))
        try Data("z".utf8).write(to: URL(fileURLWithPath: folder + "/soups.zip"))
        try Data("n".utf8).write(to: URL(fileURLWithPath: folder + "/README"))
        let source = try String(contentsOf: DaemonTests.packageRoot.appendingPathComponent("Workflows/sort-downloads.flow"), encoding: .utf8)
        let text = source.replacingOccurrences(of: "~/Downloads", with: folder)
        var allowed = Permissions()
        allowed.grant(.read(folder))
        allowed.grant(.write(folder))
        let daemon = try support.daemon(state, clock: clock, log: log, text: text, allowed: allowed)
        daemon.pass()
        // One write in place (not Data's write, which renames a temporary file in): one burst of events.
        let descriptor = open(folder + "/soup.pdf", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        _ = "new".withCString { Glibc.write(descriptor, $0, strlen($0)) }
        close(descriptor)
        daemon.waitForWork()
        daemon.pass()
        clock.set("2026-11-27T08:00:03Z")
        daemon.pass()
        daemon.waitUntilIdle()
        daemon.pass()
        daemon.shutdown()
        let runs = try support.history(state).filter { $0.automation == "Sort downloads" }
        #expect(runs.first?.state == .succeeded, "\(log.all)")
        #expect(FileManager.default.contents(atPath: folder + "/pdf/soup.pdf") == Data("old".utf8))
        #expect(FileManager.default.contents(atPath: folder + "/pdf/soup 2.pdf") == Data("new".utf8), "\(log.all)")
        #expect(FileManager.default.fileExists(atPath: folder + "/zip/soups.zip"))
        #expect(FileManager.default.fileExists(atPath: folder + "/README"))
    }
}
