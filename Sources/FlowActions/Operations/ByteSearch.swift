#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finding bytes in bytes with the C library's `memchr` (vectorized) and
/// `memcmp`: plain Replace Text and the regex line prefilter search UTF-8
/// directly, at the speed of memory, instead of through `String`. (`memmem`
/// and `memrchr` are GNU extensions Swift's Glibc module does not import.)
enum ByteSearch {
    /// The offset of the first `needle` in `haystack` at or after `start`.
    static func firstOffset(of needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let base = haystack.baseAddress, let needleBase = needle.baseAddress, !needle.isEmpty,
              start >= 0, start + needle.count <= haystack.count else { return nil }
        // The rarest byte would be better; the first is simple and memchr is fast.
        let first = needle[0]
        let last = haystack.count - needle.count
        var position = start
        while position <= last, let candidate = firstOffset(of: first, in: haystack, from: position), candidate <= last {
            if needle.count == 1 || memcmp(base + candidate + 1, needleBase + 1, needle.count - 1) == 0 { return candidate }
            position = candidate + 1
        }
        return nil
    }

    /// The ranges of `haystack` between the occurrences of `needle`, left to
    /// right and not overlapping: one range, the whole, when there is none.
    static func pieces(of haystack: UnsafeBufferPointer<UInt8>, separatedBy needle: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        var pieces: [Range<Int>] = []
        var start = 0
        while let found = firstOffset(of: needle, in: haystack, from: start) {
            pieces.append(start..<found)
            start = found + needle.count
        }
        pieces.append(start..<haystack.count)
        return pieces
    }

    /// `body` over the UTF-8 bytes of two strings at once.
    static func withUTF8<Result>(_ first: String, _ second: String, _ body: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        var first = first, second = second
        return first.withUTF8 { a in second.withUTF8 { b in body(a, b) } }
    }

    /// The offset of the first `byte` at or after `start`.
    static func firstOffset(of byte: UInt8, in haystack: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let base = haystack.baseAddress, start >= 0, start < haystack.count,
              let found = memchr(base + start, Int32(byte), haystack.count - start) else { return nil }
        return UnsafeRawPointer(found) - UnsafeRawPointer(base)
    }

    /// The offset of the last `byte` before `end`.
    static func lastOffset(of byte: UInt8, in haystack: UnsafeBufferPointer<UInt8>, before end: Int) -> Int? {
        var position = min(end, haystack.count) - 1
        while position >= 0 {
            if haystack[position] == byte { return position }
            position -= 1
        }
        return nil
    }
}
