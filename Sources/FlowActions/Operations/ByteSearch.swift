#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finding bytes in bytes with the C library's `memmem` and `memchr`
/// (vectorized): plain Replace Text and the regex line prefilter search
/// UTF-8 directly, at the speed of memory, instead of through `String`.
enum ByteSearch {
    /// The offset of the first `needle` in `haystack` at or after `start`.
    static func firstOffset(of needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let base = haystack.baseAddress, let needleBase = needle.baseAddress, !needle.isEmpty,
              start >= 0, start + needle.count <= haystack.count else { return nil }
        guard let found = memmem(base + start, haystack.count - start, needleBase, needle.count) else { return nil }
        return UnsafeRawPointer(found) - UnsafeRawPointer(base)
    }

    /// The offset of the first `byte` at or after `start`.
    static func firstOffset(of byte: UInt8, in haystack: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let base = haystack.baseAddress, start >= 0, start < haystack.count,
              let found = memchr(base + start, Int32(byte), haystack.count - start) else { return nil }
        return UnsafeRawPointer(found) - UnsafeRawPointer(base)
    }

    /// The offset of the last `byte` before `end`.
    static func lastOffset(of byte: UInt8, in haystack: UnsafeBufferPointer<UInt8>, before end: Int) -> Int? {
        guard let base = haystack.baseAddress, end > 0, end <= haystack.count,
              let found = memrchr(base, Int32(byte), end) else { return nil }
        return UnsafeRawPointer(found) - UnsafeRawPointer(base)
    }
}
