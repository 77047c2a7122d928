/// The bytes of one `.flow` file and the table that maps offsets to lines.
///
/// Bytes, not a `String`: the lexer must survive invalid UTF-8 and NUL bytes,
/// and byte offsets are stable whatever the content.
public final class SourceFile: Sendable {
    /// The path as the user gave it; printed in diagnostics.
    public let path: String
    public let bytes: [UInt8]
    /// The offset at which each line starts; `lineStarts[0] == 0`.
    public let lineStarts: [Int]
    /// `scalarCheckpoints[k]`: how many scalars start before offset
    /// `k * checkpointStride`. A column is then a difference of two counts,
    /// each a checkpoint plus at most one stride of bytes, so positions on a
    /// megabyte-long line cost O(1), not O(column): dumps, graphs and
    /// diagnostics of a long generated line stay linear.
    let scalarCheckpoints: [Int]
    static let checkpointStride = 256

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        var starts = [0]
        starts.reserveCapacity(bytes.count / 24 + 1)
        var checkpoints: [Int] = []
        checkpoints.reserveCapacity(bytes.count / Self.checkpointStride + 1)
        bytes.withUnsafeBufferPointer { buffer in
            var scalars = 0
            for index in 0..<buffer.count {
                if index % Self.checkpointStride == 0 { checkpoints.append(scalars) }
                let byte = buffer[index]
                if byte == 0x0A { starts.append(index + 1) }
                // Continuation bytes (10xxxxxx) do not start a scalar.
                if byte & 0xC0 != 0x80 { scalars += 1 }
            }
        }
        self.lineStarts = starts
        self.scalarCheckpoints = checkpoints
    }

    public convenience init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    public var lineCount: Int { lineStarts.count }

    /// The 0-based index of the line that contains `offset`.
    /// - Complexity: O(log lines).
    public func lineIndex(of offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// 1-based line and column of `offset`. Columns count Unicode scalars, so
    /// an editor shows the same column for "é" whatever its encoding; an
    /// invalid byte counts as one column.
    public func position(of offset: Int) -> SourcePosition {
        let clamped = min(max(offset, 0), bytes.count)
        let line = lineIndex(of: clamped)
        let start = lineStarts[line]
        return SourcePosition(line: line + 1, column: scalars(before: clamped) - scalars(before: start) + 1)
    }

    /// How many scalars start before `offset` (0...bytes.count).
    func scalars(before offset: Int) -> Int {
        // Empty file: no checkpoints, and nothing before any offset.
        guard !scalarCheckpoints.isEmpty else { return 0 }
        let checkpoint = min(offset / Self.checkpointStride, scalarCheckpoints.count - 1)
        return bytes.withUnsafeBufferPointer { buffer in
            var count = scalarCheckpoints[checkpoint]
            for index in (checkpoint * Self.checkpointStride)..<offset where buffer[index] & 0xC0 != 0x80 { count += 1 }
            return count
        }
    }

    /// The bytes of a 0-based line, without its line terminator.
    public func lineBytes(_ lineIndex: Int) -> ArraySlice<UInt8> {
        guard lineIndex >= 0, lineIndex < lineStarts.count else { return [] }
        let start = lineStarts[lineIndex]
        var end = lineIndex + 1 < lineStarts.count ? lineStarts[lineIndex + 1] - 1 : bytes.count
        if end > start, bytes[end - 1] == 0x0D { end -= 1 }
        return bytes[start..<max(start, end)]
    }

    /// The text of a 0-based line; invalid UTF-8 shows as U+FFFD.
    public func lineText(_ lineIndex: Int) -> String {
        String(decoding: lineBytes(lineIndex), as: UTF8.self)
    }

    /// The source text of a range; invalid UTF-8 shows as U+FFFD.
    public func text(_ range: SourceRange) -> String {
        let start = min(max(range.start, 0), bytes.count)
        let end = min(max(range.end, start), bytes.count)
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}

/// A 1-based line and column, only for display.
public struct SourcePosition: Hashable, Sendable, Codable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public var description: String { "\(line):\(column)" }
}
