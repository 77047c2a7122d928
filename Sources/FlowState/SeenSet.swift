import Foundation

/// One delivered event's key, as the seen journal keeps it.
struct SeenRecord: Codable, Equatable {
    var source: String
    var id: String
    var time: Date

    var key: EventKey { EventKey(source: source, id: id) }
}

/// The `(source, id)` keys delivered recently, oldest first, for dropping
/// duplicates; the memory of `STATE/events/seen.journal`.
struct SeenSet {
    private var times: [EventKey: Date] = [:]
    /// Insertion order; `records[head...]` are the live ones.
    private var records: [SeenRecord] = []
    private var head = 0

    var count: Int { times.count }

    func contains(_ key: EventKey) -> Bool { times[key] != nil }

    /// Adds a key; false when it was already there.
    @discardableResult
    mutating func insert(_ record: SeenRecord) -> Bool {
        guard times[record.key] == nil else { return false }
        times[record.key] = record.time
        records.append(record)
        return true
    }

    /// Forgets the oldest keys beyond `retention`'s count and age; true when
    /// any went.
    ///
    /// - Complexity: O(k) for the k keys forgotten, amortized.
    mutating func prune(at now: Date, retention: EventRetention) -> Bool {
        let oldest = now.addingTimeInterval(-retention.seenAge)
        var forgotten = 0
        while head < records.count, times.count > retention.seenKeys || records[head].time < oldest {
            times[records[head].key] = nil
            head += 1
            forgotten += 1
        }
        if head > 1024 && head * 2 > records.count {
            records.removeFirst(head)
            head = 0
        }
        return forgotten > 0
    }

    /// The live keys, oldest first: what a compacted seen journal holds.
    var live: ArraySlice<SeenRecord> { records[head...] }
}
