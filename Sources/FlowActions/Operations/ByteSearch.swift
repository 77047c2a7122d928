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
