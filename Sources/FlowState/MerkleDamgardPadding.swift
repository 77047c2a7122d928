/// The padding MD5, SHA-1 and the SHA-2 family share: a 1 bit, zeros, then
/// the message's length in bits, so the whole is a multiple of the block
/// size. MD5 writes the length little-endian, the SHA family big-endian;
/// SHA-512 has 128-byte blocks and a 16-byte length field.
public enum MerkleDamgardPadding {
    public static func padded(_ bytes: [UInt8], blockSize: Int, lengthBytes: Int, bigEndian: Bool) -> [UInt8] {
        var message = bytes
        // The length in bits, modulo 2^64 as the standards define it (a
        // message of 2^61 bytes cannot be held in memory anyway).
        let bitLength = UInt64(truncatingIfNeeded: bytes.count) &* 8
        message.reserveCapacity(bytes.count + blockSize + lengthBytes)
        message.append(0x80)
        while message.count % blockSize != blockSize - lengthBytes { message.append(0) }
        let length = (0..<8).map { UInt8(truncatingIfNeeded: bitLength >> (8 * UInt64($0))) }
        if bigEndian {
            message.append(contentsOf: [UInt8](repeating: 0, count: lengthBytes - 8))
            message.append(contentsOf: length.reversed())
        } else {
            message.append(contentsOf: length)
            message.append(contentsOf: [UInt8](repeating: 0, count: lengthBytes - 8))
        }
        return message
    }
}
