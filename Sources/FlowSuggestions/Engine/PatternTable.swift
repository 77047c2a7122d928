import Foundation

/// The projections of donations, counted: each pattern is one source (an
/// intent or an activity type), one of its shortcut types (or key sets),
/// and the values of that type's parameters, with how many donations made
/// it in each context fit and which ones. Keys are value numbers, kept in
/// one flat buffer; lookups hash them, so counting a hundred thousand
/// donations allocates almost nothing.
///
/// - Complexity: `add` and `find` are O(values) on average.
struct PatternTable {
    struct Pattern {
        var source: Int32
        var type: Int32
        var valueStart: Int32
        var valueCount: Int32
        /// Donations by `ContextFit`: elsewhere, at this time of day only, in this bucket.
        var counts: (Int32, Int32, Int32) = (0, 0, 0)
        /// The newest donation's record index, and where its list of donations starts in `links`.
        var newest: Int32 = -1
        var head: Int32 = -1

        var total: Int { Int(counts.0 + counts.1 + counts.2) }
        var inBucket: Int { Int(counts.2) }
        var atTimeOfDay: Int { Int(counts.1) }
        var elsewhere: Int { Int(counts.0) }
    }

    private(set) var patterns: [Pattern] = []
    private(set) var values: [Int32] = []
    /// Each pattern's donations as a list threaded through two flat arrays,
    /// newest first: a record, and the next link (-1 at the end). Appending
    /// costs two integers, where an array per pattern would cost an allocation.
    private var linkRecords: [Int32] = []
    private var nextLinks: [Int32] = []
    private var hashes: [UInt64] = []
    private var slots = [Int32](repeating: -1, count: 1024)

    func values(of pattern: Pattern) -> ArraySlice<Int32> {
        values[Int(pattern.valueStart)..<Int(pattern.valueStart + pattern.valueCount)]
    }

    static func hash(_ source: Int32, _ type: Int32, _ key: UnsafeBufferPointer<Int32>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ value: Int32) { hash = (hash ^ UInt64(UInt32(bitPattern: value))) &* 0x0000_0100_0000_01B3 }
        mix(source)
        mix(type)
        for value in key { mix(value) }
        return hash ^ (hash >> 29)
    }

    /// The pattern with this key, if any donation made it.
    func find(source: Int32, type: Int32, key: UnsafeBufferPointer<Int32>) -> Int? {
        let hash = Self.hash(source, type, key)
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] >= 0 {
            let index = Int(slots[slot])
            if hashes[index] == hash, matches(patterns[index], source, type, key) { return index }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// Counts one donation (record `record`, fitting now as `fit`) for the pattern with this key.
    mutating func add(source: Int32, type: Int32, key: UnsafeBufferPointer<Int32>, fit: ContextFit, record: Int32) {
        let hash = Self.hash(source, type, key)
        var mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        var found = -1
        while slots[slot] >= 0 {
            let index = Int(slots[slot])
            if hashes[index] == hash, matches(patterns[index], source, type, key) {
                found = index
                break
            }
            slot = (slot + 1) & mask
        }
        if found < 0 {
            found = patterns.count
            patterns.append(Pattern(source: source, type: type, valueStart: Int32(values.count), valueCount: Int32(key.count)))
            values.append(contentsOf: key)
            hashes.append(hash)
            if patterns.count * 2 > slots.count {
                grow()
            } else {
                slots[slot] = Int32(found)
            }
            mask = slots.count - 1
        }
        switch fit {
        case .other: patterns[found].counts.0 += 1
        case .timeOfDay: patterns[found].counts.1 += 1
        case .bucket: patterns[found].counts.2 += 1
        }
        linkRecords.append(record)
        nextLinks.append(patterns[found].head)
        patterns[found].head = Int32(linkRecords.count - 1)
        patterns[found].newest = record
    }

    /// A pattern's donations (record indices), oldest first.
    func donations(of pattern: Pattern) -> [Int] {
        var records: [Int] = []
        records.reserveCapacity(pattern.total)
        var link = pattern.head
        while link >= 0 {
            records.append(Int(linkRecords[Int(link)]))
            link = nextLinks[Int(link)]
        }
        return records.reversed()
    }

    private func matches(_ pattern: Pattern, _ source: Int32, _ type: Int32, _ key: UnsafeBufferPointer<Int32>) -> Bool {
        guard pattern.source == source, pattern.type == type, Int(pattern.valueCount) == key.count else { return false }
        var position = Int(pattern.valueStart)
        for value in key {
            if values[position] != value { return false }
            position += 1
        }
        return true
    }

    private mutating func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        let mask = slots.count - 1
        for index in hashes.indices {
            var slot = Int(truncatingIfNeeded: hashes[index]) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(index)
        }
    }
}
