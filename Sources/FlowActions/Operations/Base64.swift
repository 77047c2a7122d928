/// Base64 Encode and Decode (RFC 4648, the standard alphabet with `+` and `/`).
public enum Base64 {
    /// Line breaks in the encoded text, as Shortcuts' Base64 Encode offers.
    public enum LineBreaks: Sendable, Equatable {
        case none
        /// A "\r\n" after every 64 characters (PEM, RFC 7468).
        case every64
        /// A "\r\n" after every 76 characters (MIME, RFC 2045).
        case every76
    }

    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// 255 for a byte outside the alphabet.
    private static let values: [UInt8] = {
        var table = [UInt8](repeating: 255, count: 256)
        for (value, byte) in alphabet.enumerated() { table[Int(byte)] = UInt8(value) }
        return table
    }()

    public static func encode(_ bytes: [UInt8], lineBreaks: LineBreaks = .none) -> String {
        var output = [UInt8]()
        output.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index + 3 <= bytes.count {
            let group = UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2])
            for shift in [18, 12, 6, 0] { output.append(alphabet[Int(group >> UInt32(shift) & 63)]) }
            index += 3
        }
        let rest = bytes.count - index
        if rest > 0 {
            let group = UInt32(bytes[index]) << 16 | (rest == 2 ? UInt32(bytes[index + 1]) << 8 : 0)
            output.append(alphabet[Int(group >> 18 & 63)])
            output.append(alphabet[Int(group >> 12 & 63)])
            output.append(rest == 2 ? alphabet[Int(group >> 6 & 63)] : UInt8(ascii: "="))
            output.append(UInt8(ascii: "="))
        }
        let width: Int? = switch lineBreaks {
        case .none: nil
        case .every64: 64
        case .every76: 76
        }
        guard let width, output.count > width else { return String(decoding: output, as: UTF8.self) }
        var wrapped = [UInt8]()
        wrapped.reserveCapacity(output.count + output.count / width * 2)
        for start in stride(from: 0, to: output.count, by: width) {
            if start > 0 { wrapped += [13, 10] }
            wrapped += output[start..<min(start + width, output.count)]
        }
        return String(decoding: wrapped, as: UTF8.self)
    }

    /// The text's UTF-8 bytes, encoded.
    public static func encode(_ text: String, lineBreaks: LineBreaks = .none) -> String {
        encode(Array(text.utf8), lineBreaks: lineBreaks)
    }

    /// The bytes `text` encodes. Line breaks, spaces and tabs anywhere are
    /// ignored (wrapped Base64 from mail and PEM files decodes), and the `=`
    /// padding may be missing (as in JWTs and many URLs). Anything else
    /// outside the alphabet, padding in the middle, or a length no encoder
    /// makes (one character left over) is an error at its offset.
    public static func decode(_ text: String) throws(TextDecodingError) -> [UInt8] {
        var output = [UInt8]()
        output.reserveCapacity(text.utf8.count / 4 * 3)
        var group: UInt32 = 0
        var count = 0
        var paddingAt: Int?
        for (offset, byte) in text.utf8.enumerated() {
            switch byte {
            case 9, 10, 13, 32: continue
            case UInt8(ascii: "="):
                if paddingAt == nil { paddingAt = offset }
                continue
            default:
                if let paddingAt { throw TextDecodingError(message: "Base64 text continues after its '=' padding", offset: paddingAt) }
                let value = values[Int(byte)]
                guard value != 255 else {
                    throw TextDecodingError(message: "'\(Self.describe(byte))' is not a Base64 character (A-Z, a-z, 0-9, + and /)", offset: offset)
                }
                group = group << 6 | UInt32(value)
                count += 1
                if count == 4 {
                    output += [UInt8(group >> 16 & 0xff), UInt8(group >> 8 & 0xff), UInt8(group & 0xff)]
                    group = 0
                    count = 0
                }
            }
        }
        switch count {
        case 0: break
        case 2: output.append(UInt8(group >> 4 & 0xff))
        case 3: output += [UInt8(group >> 10 & 0xff), UInt8(group >> 2 & 0xff)]
        default: throw TextDecodingError(message: "Base64 text is one character too long or short (a group of 4 has 1)", offset: text.utf8.count)
        }
        return output
    }

    private static func describe(_ byte: UInt8) -> String {
        byte >= 0x20 && byte < 0x7f ? String(UnicodeScalar(byte)) : "byte 0x" + String(byte, radix: 16)
    }
}
