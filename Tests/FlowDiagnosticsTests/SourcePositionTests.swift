import Testing
@testable import FlowDiagnostics

/// `position(of:)` answers from checkpoints instead of counting from the
/// line's start; these tests hold it to the plain count it replaced.
@Suite struct SourcePositionTests {
    /// The definition: scalars from the line's start to the offset, plus one.
    static func counted(_ file: SourceFile, _ offset: Int) -> SourcePosition {
        let line = file.lineIndex(of: offset)
        var column = 1
        for index in file.lineStarts[line]..<offset where file.bytes[index] & 0xC0 != 0x80 { column += 1 }
        return SourcePosition(line: line + 1, column: column)
    }

    @Test func everyOffsetMatchesTheCount() {
        // Multi-byte scalars, a stray continuation byte and newlines, so
        // lines and checkpoints fall everywhere relative to each other.
        var bytes: [UInt8] = []
        let pieces: [[UInt8]] = [Array("é".utf8), Array("😀".utf8), [0x80], [0x0A], Array("abc".utf8), [0xFF]]
        for index in 0..<2_000 { bytes += pieces[(index * 7 + index / 5) % pieces.count] }
        let file = SourceFile(path: "x.flow", bytes: bytes)
        for offset in 0...bytes.count {
            #expect(file.position(of: offset) == Self.counted(file, offset), "offset \(offset)")
        }
    }

    @Test func theEndOfAFileOfWholeStrides() {
        for count in [0, 1, SourceFile.checkpointStride, 2 * SourceFile.checkpointStride] {
            let file = SourceFile(path: "x.flow", bytes: Array(repeating: UInt8(ascii: "a"), count: count))
            #expect(file.position(of: count) == SourcePosition(line: 1, column: count + 1))
        }
    }
}
