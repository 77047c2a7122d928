import Foundation

/// Reads one JSON text in a byte buffer without building a tree: where each
/// value starts and ends, and the text of strings. The journal holds up to
/// a hundred thousand lines and `flow suggest` reads them all in well under
/// a tenth of a second; JSONSerialization would spend most of a second
/// making dictionaries only to throw them away.
///
/// It never traps: every read is bounds-checked, nesting is limited, and
/// anything that is not JSON makes the call return nil.
struct JSONScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var index: Int
    let end: Int

    /// Deeper nesting than this is not a donation; the limit keeps the scan's work bounded.
    static let maximumDepth = 64

    init(_ bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>) {
        self.bytes = bytes
        self.index = range.lowerBound
        self.end = range.upperBound
    }

    var atEnd: Bool {
        mutating get {
            skipSpace()
            return index >= end
        }
    }

    @inline(__always)
    mutating func skipSpace() {
        // Flow writes no spaces between tokens: one comparison in the common case.
        while index < end, bytes[index] <= 0x20, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0D || bytes[index] == 0x0A {
            index += 1
        }
    }

    @inline(__always)
    mutating func consume(_ byte: UInt8) -> Bool {
        skipSpace()
        guard index < end, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    /// A string: the range of its content between the quotes, and whether
    /// it has escapes. Byte by byte: names and most values are a few bytes,
    /// too short for `memchr` to pay. (Control characters are not checked
    /// here; a value's text is checked in full when it is used.)
    @inline(__always)
    mutating func string() -> (content: Range<Int>, escaped: Bool)? {
        guard consume(0x22) else { return nil }
        let start = index
        var escaped = false
        while index < end {
            let byte = bytes[index]
            if byte == 0x22 {
                index += 1
                return (start..<(index - 1), escaped)
            }
            if byte == 0x5C {
                escaped = true
                index += 2
            } else {
                index += 1
            }
        }
        return nil
    }

    /// Where the string whose content starts at `from` ends: its closing
    /// quote, the first one no backslash escapes (found with `memchr`: the
    /// strings inside lists and objects, addresses and display strings, are
    /// long enough for it to pay).
    @inline(__always)
    func closingQuote(from: Int) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        var position = from
        while position < end {
            guard let found = memchr(base + position, 0x22, end - position) else { return nil }
            let quote = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            var backslashes = 0
            while quote - backslashes - 1 >= from && base[quote - backslashes - 1] == 0x5C { backslashes += 1 }
            if backslashes % 2 == 0 { return quote }
            position = quote + 1
        }
        return nil
    }

    /// Any value: its range, from its first byte to its last. Inside a
    /// list or object only strings and brackets are followed (and brackets
    /// must match): this runs over every value of every donation, and a
    /// value's text is checked in full (by JSONSerialization, against its
    /// type) when it is used.
    mutating func value() -> Range<Int>? {
        skipSpace()
        let start = index
        guard index < end else { return nil }
        switch bytes[index] {
        case 0x22: return string() != nil ? start..<index : nil
        case 0x7B, 0x5B: break
        default: return scalar() ? start..<index : nil
        }
        var depth = 0
        // Which brackets are open, one bit each (1 for an object), innermost lowest.
        var open: UInt64 = 0
        while index < end {
            let byte = bytes[index]
            index += 1
            switch byte {
            case 0x22:
                guard let close = closingQuote(from: index) else { return nil }
                index = close + 1
            case 0x7B, 0x5B:
                depth += 1
                guard depth <= Self.maximumDepth else { return nil }
                open = open << 1 | (byte == 0x7B ? 1 : 0)
            case 0x7D, 0x5D:
                guard depth > 0, (open & 1 == 1) == (byte == 0x7D) else { return nil }
                open >>= 1
                depth -= 1
                if depth == 0 { return start..<index }
            default:
                continue
            }
        }
        return nil
    }

    /// A number, true, false or null.
    private mutating func scalar() -> Bool {
        let start = index
        while index < end {
            let byte = bytes[index]
            let isPart = (byte >= 0x30 && byte <= 0x39) || byte == 0x2D || byte == 0x2B || byte == 0x2E || (byte >= 0x61 && byte <= 0x7A) || byte == 0x45
            guard isPart else { break }
            index += 1
        }
        let count = index - start
        guard count > 0 else { return false }
        switch bytes[start] {
        case 0x74: return count == 4 && bytes[start + 1] == 0x72 && bytes[start + 2] == 0x75 && bytes[start + 3] == 0x65
        case 0x66: return count == 5 && bytes[start + 1] == 0x61 && bytes[start + 2] == 0x6C && bytes[start + 3] == 0x73 && bytes[start + 4] == 0x65
        case 0x6E: return count == 4 && bytes[start + 1] == 0x75 && bytes[start + 2] == 0x6C && bytes[start + 3] == 0x6C
        case 0x2D, 0x30...0x39: return true
        default: return false
        }
    }

    /// One step through an object's members.
    enum Member {
        case key(Range<Int>, escaped: Bool)
        case end
        case invalid
    }

    /// The next member's key (the value is next to read), the end of the
    /// object, or input that is not an object. `first` is true until the
    /// first call, which must come right after `consume(0x7B)`.
    @inline(__always)
    mutating func nextMember(_ first: inout Bool) -> Member {
        if consume(0x7D) { return .end }
        if first {
            first = false
        } else if !consume(0x2C) {
            return .invalid
        }
        guard let (key, escaped) = string(), consume(0x3A) else { return .invalid }
        return .key(key, escaped: escaped)
    }

    /// Walks an object's members: `member` gets each key's content range and
    /// whether it is escaped, and must consume the value (or return false).
    mutating func object(_ member: (inout JSONScanner, Range<Int>, Bool) -> Bool) -> Bool {
        guard consume(0x7B) else { return false }
        if consume(0x7D) { return true }
        repeat {
            guard let (key, escaped) = string(), consume(0x3A), member(&self, key, escaped) else { return false }
        } while consume(0x2C)
        return consume(0x7D)
    }

    /// Walks an array's items: `item` must consume each one.
    mutating func array(_ item: (inout JSONScanner) -> Bool) -> Bool {
        guard consume(0x5B) else { return false }
        if consume(0x5D) { return true }
        repeat {
            guard item(&self) else { return false }
        } while consume(0x2C)
        return consume(0x5D)
    }

    /// Whether a string's content equals `literal` (ASCII, no escapes).
    func equals(_ range: Range<Int>, _ literal: StaticString) -> Bool {
        guard range.count == literal.utf8CodeUnitCount else { return false }
        return literal.withUTF8Buffer { expected in
            var position = range.lowerBound
            for byte in expected {
                if bytes[position] != byte { return false }
                position += 1
            }
            return true
        }
    }

    /// A string's content as text, escapes decoded.
    static func text(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, escaped: Bool) -> String? {
        let raw = UnsafeBufferPointer(rebasing: bytes[range])
        guard escaped else { return String(validating: raw, as: UTF8.self) }
        // Rare (a quote or a backslash in a name): let Foundation decode it.
        var quoted = Data([0x22])
        quoted.append(contentsOf: raw)
        quoted.append(0x22)
        return (try? JSONSerialization.jsonObject(with: quoted, options: .fragmentsAllowed)) as? String
    }
}
