/// Splits the bytes an editor sends into messages: a header block
/// (`Content-Length: N`, optionally `Content-Type`, each line ending in
/// `\r\n`, then an empty line) and N bytes of JSON.
///
/// Bytes arrive in pieces of any size, so the reader keeps what it has and
/// answers "not yet" until a whole message is there. A header block without a
/// usable length is dropped and reported, and reading goes on from the next
/// block: one bad message must not end the session. Lines ending in a bare
/// `\n` are accepted too (some clients and people typing by hand send them).
///
/// Public for the other end too: flow-bench speaks to `flow lsp` with it.
public struct MessageReader {
    public enum Frame: Equatable, Sendable {
        case message([UInt8])
        /// A header block that could not be used, and why.
        case malformed(String)
    }

    /// A body longer than this is refused: a wrong header must not make the
    /// server wait for, or allocate, gigabytes.
    static let maximumLength = 64 << 20
    /// A header block longer than this has no end coming; it is dropped.
    static let maximumHeader = 16 << 10

    private var buffer: [UInt8] = []
    private var start = 0

    public init() {}

    public mutating func append(_ bytes: some Collection<UInt8>) {
        if start > 0 && start >= buffer.count / 2 {
            buffer.removeFirst(start)
            start = 0
        }
        buffer.append(contentsOf: bytes)
    }

    var bufferedCount: Int { buffer.count - start }

    /// The next whole message (or malformed header), or nil when more bytes are needed.
    public mutating func next() -> Frame? {
        guard let (headerEnd, bodyStart) = findHeaderEnd() else {
            if bufferedCount > Self.maximumHeader {
                start = buffer.count
                return .malformed("a header without an end (more than \(Self.maximumHeader) bytes before an empty line)")
            }
            return nil
        }
        let header = String(decoding: buffer[start..<headerEnd], as: UTF8.self)
        guard let length = Self.contentLength(header) else {
            start = bodyStart
            return .malformed("a header without a valid Content-Length")
        }
        guard length <= Self.maximumLength else {
            start = bodyStart
            return .malformed("a Content-Length of \(length) bytes, over the limit of \(Self.maximumLength)")
        }
        guard buffer.count - bodyStart >= length else { return nil }
        let body = Array(buffer[bodyStart..<(bodyStart + length)])
        start = bodyStart + length
        return .message(body)
    }

    /// Where the header block ends (the empty line) and the body starts.
    private func findHeaderEnd() -> (Int, Int)? {
        var index = start
        while index < buffer.count {
            if buffer[index] == 0x0A {
                // "\n\n" or "\n\r\n" ends the block.
                if index + 1 < buffer.count && buffer[index + 1] == 0x0A { return (index, index + 2) }
                if index + 2 < buffer.count && buffer[index + 1] == 0x0D && buffer[index + 2] == 0x0A { return (index, index + 3) }
            }
            index += 1
        }
        return nil
    }

    /// The value of the `Content-Length` header (names are case-insensitive).
    static func contentLength(_ header: String) -> Int? {
        for line in header.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].trimmingWhitespace().lowercased()
            guard name == "content-length" else { continue }
            guard let value = Int(line[line.index(after: colon)...].trimmingWhitespace()), value >= 0 else { return nil }
            return value
        }
        return nil
    }

    /// The header and body of a message to send.
    public static func frame(_ body: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }
}

extension StringProtocol {
    func trimmingWhitespace() -> String {
        String(drop(while: { $0 == " " || $0 == "\t" || $0 == "\r" }).reversed().drop(while: { $0 == " " || $0 == "\t" || $0 == "\r" }).reversed())
    }
}
