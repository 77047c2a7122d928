import Foundation
import Testing

/// Golden files, shared by the test targets: compare output with the file
/// beside the fixture, or re-record it with `FLOW_RECORD=1 swift test`. A
/// recording run still fails, so a missing or stale golden never passes silently.
public enum GoldenFile {
    public static let recording = ProcessInfo.processInfo.environment["FLOW_RECORD"] == "1"

    public static func compare(_ actual: String, at url: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let expected = try? String(contentsOf: url, encoding: .utf8)
        if recording {
            try actual.write(to: url, atomically: true, encoding: .utf8)
            Issue.record("recorded \(url.lastPathComponent); run again without FLOW_RECORD=1", sourceLocation: sourceLocation)
            return
        }
        guard let expected else {
            Issue.record("missing golden \(url.path); create it with FLOW_RECORD=1 swift test", sourceLocation: sourceLocation)
            return
        }
        #expect(actual == expected, "\(url.lastPathComponent) differs; if the change is intended: FLOW_RECORD=1 swift test",
                sourceLocation: sourceLocation)
    }
}

/// A seeded generator (SplitMix64), so fuzz runs are reproducible.
public struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
