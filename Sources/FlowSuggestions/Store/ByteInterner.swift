import Foundation

/// Gives each distinct run of bytes in one buffer a small number, so the
/// suggestion engine compares and hashes numbers instead of strings: an
/// app's name, a parameter's name, a value's JSON text. Open addressing on
/// a 64-bit FNV-1a hash, collisions settled by comparing the bytes.
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

    static func hash(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for index in range {
            hash = (hash ^ UInt64(bytes[index])) &* 0x0000_0100_0000_01B3
        }
        return hash
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
        let hash = Self.hash(other, range)
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] >= 0 {
            let id = Int(slots[slot])
            if hashes[id] == hash, Self.same(bytes, ranges[id], other, range) { return Int32(id) }
            slot = (slot + 1) & mask
        }
        return nil
    }

    private func find(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, hash: UInt64) -> Int32? {
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] >= 0 {
            let id = Int(slots[slot])
            if hashes[id] == hash, Self.same(bytes, ranges[id], bytes, range) { return Int32(id) }
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
