/// Why bytes are not JSON, and where: the byte offset and the line and
/// column (both from 1, the column counted in characters) of the first
/// byte that is wrong, so a person can find it in a 10 MB response.
public struct JSONSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    public var reason: String
    /// From 0, in bytes.
    public var offset: Int
    public var line: Int
    public var column: Int

    public init(reason: String, offset: Int, line: Int, column: Int) {
        self.reason = reason
        self.offset = offset
        self.line = line
        self.column = column
    }

    /// The error at `offset` of `bytes`, its line and column counted there
    /// (only when something is wrong, so reading never pays for it).
    init(_ reason: String, at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) {
        var line = 1
        var column = 1
        for byte in bytes[..<Swift.min(offset, bytes.count)] {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                // A UTF-8 continuation byte is part of the character before it.
                column += 1
            }
        }
        self.init(reason: reason, offset: offset, line: line, column: column)
    }

    public var description: String { "line \(line), column \(column) (byte \(offset)): \(reason)" }
}
