import Foundation
import Synchronization
@testable import FlowState

/// A fresh, empty state directory.
func temporaryStateDirectory() throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flow-state-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
}

/// A clock the test moves by hand: nothing sleeps.
final class ManualClock: Sendable {
    private let time: Mutex<Date>

    init(_ start: Date = Date(timeIntervalSince1970: 1_800_000_000)) {
        time = Mutex(start)
    }

    var now: Date { time.withLock { $0 } }

    func advance(_ seconds: TimeInterval) {
        time.withLock { $0 = $0.addingTimeInterval(seconds) }
    }

    /// For `open(now:)`.
    var function: @Sendable () -> Date { { self.now } }
}

func bytes(of url: URL) throws -> [UInt8] {
    Array(try Data(contentsOf: url))
}

func write(_ bytes: [UInt8], to url: URL) throws {
    try Data(bytes).write(to: url)
}

func files(in directory: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
}

/// An executable built beside the test bundle (SwiftPM builds the package's
/// executables with the tests).
func builtExecutable(_ name: String) -> URL? {
    let directory = Bundle.main.bundleURL.deletingLastPathComponent()
    for candidate in [directory, Bundle.main.bundleURL, URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()] {
        let url = candidate.appendingPathComponent(name)
        if FileManager.default.isExecutableFile(atPath: url.path) { return url }
    }
    return nil
}
