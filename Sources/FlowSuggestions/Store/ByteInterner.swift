import Foundation

/// Gives each distinct run of bytes in one buffer a small number, so the
/// suggestion engine compares and hashes numbers instead of strings: an
/// app's name, a parameter's name, a value's JSON text. Open addressing on
/// a 64-bit hash of eight bytes at a time, collisions settled by comparing
/// the bytes.
///
/// - Complexity: `intern` is O(length) on average.
struct ByteInterner {
    private(set) var ranges: [Range<Int>] = []
    private var hashes: [UInt64] = []
    private var slots: [Int32]
    private var mask: Int

    init(capacity: Int = 1024) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        slots = Array(repeating: -1, count: size)
        mask = size - 1
    }

    var count: Int { ranges.count }

    /// A hash of the bytes, eight at a time: the journal's values are tens of
    /// bytes each and there are hundreds of thousands of them.
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> UInt64 {
        var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(range.count)
        guard let base = bytes.baseAddress else { return hash }
        var index = range.lowerBound
        while index + 8 <= range.upperBound {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            hash = (hash ^ word) &* 0xFF51_AFD7_ED55_8CCD
            hash ^= hash >> 32
            index += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while index < range.upperBound {
            tail |= UInt64(base[index]) << shift
            shift += 8
            index += 1
        }
        hash = (hash ^ tail) &* 0xC4CE_B9FE_1A85_EC53
        return hash ^ (hash >> 29)
    }

    /// Recently interned short names (keys, app and intent names), found
    /// again by length and first bytes without hashing: a journal line
    /// repeats the last line's names, and there are a hundred thousand lines.
    private var recent = [(range: Range<Int>, id: Int32)](repeating: (0..<0, -1), count: 256)

    /// `intern` for names: short and repeated, looked up in `recent` first.
    mutating func internName(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int32 {
        guard range.count >= 2, range.count <= 24 else { return intern(bytes, range) }
        let slot = (range.count &* 31 &+ Int(bytes[range.lowerBound]) &* 7 &+ Int(bytes[range.upperBound - 1])) & 255
        let cached = recent[slot]
        if cached.id >= 0, Self.same(bytes, cached.range, bytes, range) { return cached.id }
        let id = intern(bytes, range)
        recent[slot] = (range, id)
        return id
    }

    /// The number of `range`'s bytes, given a new one if they were never seen.
    mutating func intern(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int32 {
        let hash = Self.hash(bytes, range)
        if let found = find(bytes, range, hash: hash) { return found }
        if (ranges.count + 1) * 2 > slots.count { grow() }
        let id = Int32(ranges.count)
        ranges.append(range)
        hashes.append(hash)
        place(id, hash: hash)
        return id
    }

    /// The number of bytes equal to `range`'s (which may lie in another buffer), if seen.
    func lookup(_ bytes: UnsafeBufferPointer<UInt8>, in other: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int32? {
        probe(bytes, other, range, hash: Self.hash(other, range))
    }

    private func find(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, hash: UInt64) -> Int32? {
        probe(bytes, bytes, range, hash: hash)
    }

    /// Follows the slots from `hash` to the number of bytes equal to `other[range]`, or to an empty slot.
    @inline(__always)
    private func probe(_ bytes: UnsafeBufferPointer<UInt8>, _ other: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, hash: UInt64) -> Int32? {
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] >= 0 {
            let id = Int(slots[slot])
            if hashes[id] == hash, Self.same(bytes, ranges[id], other, range) { return Int32(id) }
            slot = (slot + 1) & mask
        }
        return nil
    }

    static func same(_ a: UnsafeBufferPointer<UInt8>, _ first: Range<Int>, _ b: UnsafeBufferPointer<UInt8>, _ second: Range<Int>) -> Bool {
        guard first.count == second.count else { return false }
        guard !first.isEmpty else { return true }
        return memcmp(a.baseAddress! + first.lowerBound, b.baseAddress! + second.lowerBound, first.count) == 0
    }

    private mutating func place(_ id: Int32, hash: UInt64) {
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] >= 0 { slot = (slot + 1) & mask }
        slots[slot] = id
    }

    private mutating func grow() {
        slots = Array(repeating: -1, count: slots.count * 2)
        mask = slots.count - 1
        for id in hashes.indices { place(Int32(id), hash: hashes[id]) }
    }
}
