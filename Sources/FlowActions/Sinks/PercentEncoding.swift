/// Percent-encoding (RFC 3986 §2.1): every byte of the UTF-8 text outside the
/// kept set becomes `%XX`, upper-case hex.
public enum PercentEncoding {
    /// Which characters stay as they are.
    public enum Kept: Sendable {
        /// `A-Z a-z 0-9 - . _ ~`: safe in every component.
        case unreserved
    }

    /// Dots are unreserved, but a path segment of only dots (`.`, `..`)
    /// means "here" or "up" to every server: such a value is encoded whole.
    public enum Dots: Sendable { case kept, encodedWhenAlone }

    public static func encode(_ text: String, keeping kept: Kept = .unreserved, dots: Dots = .kept) -> String {
        let encodeDots = dots == .encodedWhenAlone && !text.isEmpty && text.allSatisfy { $0 == "." }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            if isUnreserved(byte) && !(encodeDots && byte == UInt8(ascii: ".")) {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                result += "%" + hex(byte >> 4) + hex(byte & 0xF)
            }
        }
        return result
    }

    static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"): true
        default: false
        }
    }

    private static func hex(_ nibble: UInt8) -> String {
        String(UnicodeScalar(nibble < 10 ? nibble + 48 : nibble + 55))
    }
}
