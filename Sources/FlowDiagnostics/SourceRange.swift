/// A half-open range of UTF-8 byte offsets into one source file.
///
/// Offsets rather than line/column pairs: they are cheap to store on every
/// token and node, and convert to 1-based lines and columns only when a
/// diagnostic is printed (see `SourceFile.position(of:)`).
public struct SourceRange: Hashable, Sendable, Codable {
    public var start: Int
    public var end: Int

    public init(start: Int, end: Int) {
        self.start = start
        self.end = max(start, end)
    }

    /// An empty range at `offset`, used for things that are missing.
    public static func at(_ offset: Int) -> SourceRange {
        SourceRange(start: offset, end: offset)
    }

    public var length: Int { end - start }
    public var isEmpty: Bool { start == end }

    /// The smallest range covering both.
    public func union(_ other: SourceRange) -> SourceRange {
        SourceRange(start: min(start, other.start), end: max(end, other.end))
    }
}
