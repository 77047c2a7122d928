/// One journal record on disk: a line `cccccccc<space>JSON\n`, where
/// `cccccccc` is the CRC-32 of the JSON bytes in lowercase hex.
///
/// Lines, because JSON as `JSONEncoder` writes it never holds a raw newline
/// (newlines in strings are escaped), so a newline ends a record and a record
/// without one was torn by a crash; and because a person can read the file.
/// The checksum tells a whole record from a torn or damaged one.
enum JournalFraming {
    static let newline = UInt8(ascii: "\n")
    static let space = UInt8(ascii: " ")
    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// The framed line for `payload`, or nil when the payload holds a newline
    /// (it would split into two records).
    static func frame(_ payload: [UInt8]) -> [UInt8]? {
        if payload.contains(newline) { return nil }
        var line: [UInt8] = []
        line.reserveCapacity(payload.count + 10)
        let crc = CRC32.checksum(payload)
        for shift in stride(from: 28, through: 0, by: -4) {
            line.append(hexDigits[Int((crc >> UInt32(shift)) & 0xF)])
        }
        line.append(space)
        line.append(contentsOf: payload)
        line.append(newline)
        return line
    }

    /// The payload of a line (without its newline), or why it is not a record.
    static func unframe(_ line: ArraySlice<UInt8>) -> Result<ArraySlice<UInt8>, JournalDamage> {
        guard line.count >= 9, line[line.startIndex + 8] == space else { return .failure(.malformed) }
        var expected: UInt32 = 0
        for byte in line[line.startIndex..<line.startIndex + 8] {
            guard let digit = hexValue(byte) else { return .failure(.malformed) }
            expected = expected << 4 | digit
        }
        let payload = line[(line.startIndex + 9)...]
        guard CRC32.checksum(payload) == expected else { return .failure(.checksumMismatch) }
        return .success(payload)
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        default: return nil
        }
    }
}

/// Why a journal line was not trusted.
public enum JournalDamage: String, Error, Sendable, Equatable {
    /// The line ends without its newline: an append that a crash cut short.
    case torn = "the last record is incomplete"
    /// Not `checksum space payload`.
    case malformed = "the record is not a checksum and JSON"
    /// The checksum does not match the bytes.
    case checksumMismatch = "the record's checksum does not match"
    /// The checksum matches but the JSON is not a record of this journal.
    case undecodable = "the record's JSON is not a record of this journal"
}
