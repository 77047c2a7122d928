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

    mutating func skipSpace() {
        while index < end, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0D || bytes[index] == 0x0A { index += 1 }
    }

    mutating func consume(_ byte: UInt8) -> Bool {
        skipSpace()
        guard index < end, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    /// A string: the range of its content between the quotes, and whether it has escapes.
    mutating func string() -> (content: Range<Int>, escaped: Bool)? {
        guard consume(0x22) else { return nil }
        let start = index
        var escaped = false
        while index < end {
            switch bytes[index] {
            case 0x22:
                index += 1
                return (start..<(index - 1), escaped)
            case 0x5C:
                escaped = true
                index += 2
            case 0..<0x20:
                return nil
            default:
                index += 1
            }
        }
        return nil
    }

    /// Any value: its range, from its first byte to its last.
    mutating func value() -> Range<Int>? {
        skipSpace()
        let start = index
        var depth = 0
        var closers: [UInt8] = []
        repeat {
            skipSpace()
            guard index < end else { return nil }
            switch bytes[index] {
            case 0x22:
                guard string() != nil else { return nil }
            case 0x7B, 0x5B:
                depth += 1
                guard depth <= Self.maximumDepth else { return nil }
                closers.append(bytes[index] == 0x7B ? 0x7D : 0x5D)
                index += 1
                continue
            case 0x7D, 0x5D:
                guard let closer = closers.popLast(), closer == bytes[index] else { return nil }
                depth -= 1
                index += 1
            case 0x2C, 0x3A:
                // Separators inside a container; the structure above keeps them in place well enough to find the end.
                guard depth > 0 else { return nil }
                index += 1
                continue
            default:
                guard scalar() else { return nil }
            }
        } while depth > 0
        return start..<index
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
        guard index > start else { return false }
        let first = bytes[start]
        if first == 0x74 || first == 0x66 || first == 0x6E {
            let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
            return word == "true" || word == "false" || word == "null"
        }
        return first == 0x2D || (first >= 0x30 && first <= 0x39)
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
