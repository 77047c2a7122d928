import Foundation

/// How long the spool remembers delivered events. Bounded, so that a spool
/// that delivers 2,000 events a second for a month neither fills the disk nor
/// slows the daemon's start.
public struct EventRetention: Sendable, Equatable {
    /// How many delivered `(source, id)` keys are remembered for dropping
    /// duplicates. A duplicate posted after its key was forgotten is delivered
    /// again, so this is the window within which "delivered once" holds.
    public var seenKeys: Int
    /// Keys older than this are forgotten even when fewer than `seenKeys`.
    public var seenAge: TimeInterval
    /// How many delivered event files `cur/` keeps, newest first.
    public var deliveredFiles: Int
    /// Delivered event files older than this are removed.
    public var deliveredAge: TimeInterval
    /// Files in `tmp/` older than this were left by a poster that crashed
    /// (never acknowledged) and are removed when the consumer opens.
    public var abandonedAge: TimeInterval

    public init(seenKeys: Int = 100_000, seenAge: TimeInterval = 30 * 24 * 3600, deliveredFiles: Int = 10_000,
                deliveredAge: TimeInterval = 30 * 24 * 3600, abandonedAge: TimeInterval = 3600) {
        self.seenKeys = seenKeys
        self.seenAge = seenAge
        self.deliveredFiles = deliveredFiles
        self.deliveredAge = deliveredAge
        self.abandonedAge = abandonedAge
    }
}
