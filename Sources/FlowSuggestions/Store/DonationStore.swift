import Foundation
import FlowState
import FlowRuntime
#if canImport(Glibc)
import Glibc
#endif

/// Donations on disk, in the state directory's `donations/` folder:
///
/// - `journal.jsonl`: one donation a line (`JournalLine`), oldest first.
///   A donation is appended with one `write` and `fsync`ed before flow goes
///   on, so a donation that was reported is one that survives a crash.
/// - `suggested.json`: the shortcuts each external app published with the
///   protocol's `suggest` (`{"Reminders": [{"intent": ..., ...}]}`).
/// - `lock`: the lock writers hold (FlowState's `FileLock.withLock`).
///
/// Deleting rewrites the journal without the deleted lines into a temporary
/// file, `fsync`s it and renames it over the journal: all or nothing. The
/// same compaction drops what is over the retention bounds (when the journal
/// grows past `bounds.compactionBytes`, or a read finds too many) and lines
/// that cannot be read (they were reported when read). The store is never
/// the reason a run fails: callers report its errors as warnings.
public struct DonationStore: Sendable {
    public let directory: URL
    public var bounds: RetentionBounds

    public init(stateDirectory: URL, bounds: RetentionBounds = .standard) {
        self.directory = stateDirectory.appendingPathComponent("donations")
        self.bounds = bounds
    }

    public var journal: URL { directory.appendingPathComponent("journal.jsonl") }
    public var suggestedFile: URL { directory.appendingPathComponent("suggested.json") }
    var lockFile: URL { directory.appendingPathComponent("lock") }

    // MARK: - Appending

    /// Appends one donation's line durably: FlowState's shared journal (one
    /// `write(2)` with `O_APPEND`, a torn end set aside first, fdatasync),
    /// under the store's lock so a compaction never replaces the file under it.
    func append(_ line: Data) throws {
        var payload = Array(line)
        if payload.last == 0x0A { payload.removeLast() }
        let size = try FileLock.withLock(lockFile) { () throws -> Int in
            try SharedJournal(url: journal).append(payload, framed: false)
            return ((try? FileManager.default.attributesOfItem(atPath: journal.path))?[.size] as? NSNumber)?.intValue ?? 0
        }
        if size > bounds.compactionBytes { try compact() }
    }

    // MARK: - Reading

    /// Every donation kept, oldest first. A missing journal is an empty one;
    /// an unreadable one is empty with a problem; bad lines are problems.
    public func load() -> DonationLog {
        let name = journal.lastPathComponent
        guard FileManager.default.fileExists(atPath: journal.path) else { return DonationLog(bytes: [], name: name, bounds: bounds) }
        guard let bytes = JournalBytes(mapping: journal.path) else {
            var log = DonationLog(bytes: [], name: name, bounds: bounds)
            log.problems.append("\(journal.path): cannot be read")
            return log
        }
        return DonationLog(bytes: bytes, name: name, bounds: bounds)
    }

    // MARK: - Deleting and compacting

    /// Deletes the donations that `selection` picks, of `app` or of every app;
    /// returns how many were deleted.
    @discardableResult
    public func delete(_ selection: DonationSelection, app: String?) throws -> Int {
        try rewrite { log, index in
            let record = log.records[index]
            if let app, log.string(record.app) != app { return false }
            switch selection {
            case .all: return true
            case .identifiers(let identifiers): return record.identifier >= 0 && identifiers.contains(log.string(record.identifier))
            case .group(let group): return record.group >= 0 && log.string(record.group) == group
            }
        } suggestions: { published in
            guard case .all = selection else { return published }
            return app.map { name in published.filter { $0.key != name } } ?? [:]
        }
    }

    /// Rewrites the journal with only the readable donations within bounds.
    public func compact() throws {
        _ = try rewrite { _, _ in false }
    }

    /// Rewrites the journal without the donations `drop` picks; returns how many it dropped.
    private func rewrite(dropping drop: (DonationLog, Int) -> Bool,
                         suggestions: (([String: Any]) -> [String: Any])? = nil) throws -> Int {
        guard FileManager.default.fileExists(atPath: directory.path) else { return 0 }
        return try FileLock.withLock(lockFile) {
            let log = load()
            var kept = Data()
            var dropped = 0
            log.bytes.withUnsafeBufferPointer { buffer in
                for index in log.records.indices {
                    if drop(log, index) {
                        dropped += 1
                    } else {
                        kept.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[log.records[index].line]))
                        kept.append(0x0A)
                    }
                }
            }
            // Over the byte budget (long lines): the oldest go too, down to three quarters
            // of it, so the next appends do not compact again at once.
            let target = bounds.compactionBytes / 4 * 3
            if kept.count > target {
                var cut = kept.startIndex
                while kept.endIndex - cut > target, let newline = kept[cut...].firstIndex(of: 0x0A) { cut = newline + 1 }
                kept = Data(kept[cut...])
            }
            try Self.replace(journal, with: kept)
            if let suggestions {
                let published = publishedSuggestions()
                let remaining = suggestions(published)
                if remaining.count != published.count { try writeSuggestions(remaining) }
            }
            return dropped
        }
    }

    /// Replaces `file` with `data` atomically (FlowState's `AtomicFile`).
    static func replace(_ file: URL, with data: Data) throws {
        try AtomicFile.write(Array(data), to: file)
    }

    // MARK: - Suggestions apps published

    /// What each app published with `suggest`, as JSON, by app name.
    public func publishedSuggestions() -> [String: Any] {
        guard let data = FileManager.default.contents(atPath: suggestedFile.path),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return [:] }
        return object
    }

    /// Replaces what `app` published.
    func publish(_ suggestions: [[String: Any]], of app: String) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try FileLock.withLock(lockFile) {
            var published = publishedSuggestions()
            published[app] = suggestions.isEmpty ? nil : suggestions
            try writeSuggestions(published)
        }
    }

    private func writeSuggestions(_ published: [String: Any]) throws {
        try Self.replace(suggestedFile, with: try JSONSerialization.data(withJSONObject: published, options: [.sortedKeys, .prettyPrinted]))
    }
}
