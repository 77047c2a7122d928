/// URL Encode and Decode: percent-encoding (RFC 3986) of text's UTF-8 bytes.
public enum PercentEncoding {
    public enum Mode: Sendable, Equatable {
        /// Everything but the unreserved characters (A-Z a-z 0-9 - . _ ~) is
        /// encoded, so the result is safe anywhere in a URL, a query value
        /// included ("a b&c" → "a%20b%26c").
        case component
        /// HTML form encoding (application/x-www-form-urlencoded): the same,
        /// but a space is "+"; decoding turns "+" back into a space.
        case form
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    /// `A-Z a-z 0-9 - . _ ~`: the bytes safe in every part of a URL.
    public static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"): true
        default: false
        }
    }

    /// A path segment of only dots (`.`, `..`) means "here" or "up" to
    /// every server, though dots are unreserved: a URL template's value in
    /// the path (`Sinks/URLTemplate`) is encoded whole when it is one.
    public static func encode(_ text: String, mode: Mode = .component, encodingLoneDots: Bool = false) -> String {
        let encodeDots = encodingLoneDots && !text.isEmpty && text.utf8.allSatisfy { $0 == UInt8(ascii: ".") }
        var output = [UInt8]()
        output.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            if isUnreserved(byte) && !encodeDots {
                output.append(byte)
            } else if byte == UInt8(ascii: " ") && mode == .form {
                output.append(UInt8(ascii: "+"))
            } else {
                output += [UInt8(ascii: "%"), hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 15)]]
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The text `text` encodes. A `%` not followed by two hex digits, or
    /// bytes that are not UTF-8 text once decoded ("%FF"), is an error at
    /// its offset; other characters pass through as they are.
    public static func decode(_ text: String, mode: Mode = .component) throws(TextDecodingError) -> String {
        let bytes = Array(text.utf8)
        var output = [UInt8]()
        // Where each decoded byte came from, to place an invalid sequence.
        var sources = [Int]()
        output.reserveCapacity(bytes.count)
        sources.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            sources.append(index)
            if byte == UInt8(ascii: "%") {
                guard index + 2 < bytes.count, let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2]) else {
                    throw TextDecodingError(message: "'%' must be followed by two hexadecimal digits", offset: index)
                }
                output.append(high << 4 | low)
                index += 3
            } else {
                output.append(mode == .form && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
                index += 1
            }
        }
        var iterator = output.makeIterator()
        var utf8 = UTF8()
        var consumed = 0
        while true {
            switch utf8.decode(&iterator) {
            case .scalarValue(let scalar): consumed += UTF8.width(scalar)
            case .emptyInput: return String(decoding: output, as: UTF8.self)
            case .error:
                throw TextDecodingError(message: "the decoded bytes are not UTF-8 text", offset: sources[min(consumed, sources.count - 1)])
            }
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
