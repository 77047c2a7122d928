import Foundation
import Glibc

/// The posting side of the event spool, a maildir: `STATE/events/tmp`,
/// `new` and `cur`. Any number of processes may post at once, with or without
/// a daemon running.
///
/// Posting writes the event to `tmp/NAME`, fsyncs it, renames it into
/// `new/NAME` and fsyncs `new/`; only then does `post` return. A crash before
/// the rename leaves at most a file in `tmp/` that no one reads (the consumer
/// removes it later); after it, the event is in `new/`, whole, and will be
/// delivered. So an acknowledged event is never lost and a half-written one is
/// never read.
///
/// Duplicates are accepted here and dropped at delivery: checking `(source,
/// id)` at post time would race with other posters and need the consumer's
/// lock, while the consumer sees every event in order anyway.
public struct EventSpool: Sendable {
    let layout: StateLayout

    public init(stateDirectory: URL) {
        layout = StateLayout(stateDirectory: stateDirectory)
    }

    /// Writes `event` durably; returns its file name in `new/`.
    @discardableResult
    public func post(_ event: Event) throws(StateError) -> String {
        let names = try post([event])
        return names[0]
    }

    /// Writes a batch durably at once: the files are written, then fsynced
    /// (after the first, each fsync finds little left to do), then renamed,
    /// then `new/` is fsynced once. If it throws, some of the batch may have
    /// been posted; posting them again with the same ids is safe.
    @discardableResult
    public func post(_ events: [Event]) throws(StateError) -> [String] {
        for directory in [layout.eventsTemporary, layout.eventsNew, layout.eventsDelivered] {
            try Posix.makeDirectories(directory)
        }
        var written: [String] = []
        var renamed = 0
        defer {
            for name in written[renamed...] { _ = Glibc.unlink(layout.eventsTemporary + "/" + name) }
        }
        for event in events {
            let name = EventFileName.make(at: Date())
            let path = layout.eventsTemporary + "/" + name
            let descriptor = try Posix.open(path, O_WRONLY | O_CREAT | O_EXCL, mode: 0o600)
            written.append(name)
            defer { Posix.close(descriptor) }
            try Posix.writeAll(descriptor, try StateJSON.encode(event) + [JournalFraming.newline], path: path)
        }
        for name in written {
            let path = layout.eventsTemporary + "/" + name
            let descriptor = try Posix.open(path, O_RDONLY)
            defer { Posix.close(descriptor) }
            try Posix.sync(descriptor, path: path)
        }
        for name in written {
            try Posix.rename(layout.eventsTemporary + "/" + name, layout.eventsNew + "/" + name)
            renamed += 1
        }
        try Posix.syncDirectory(layout.eventsNew)
        SpoolWakeup.poke(path: layout.wake)
        return written
    }
}
