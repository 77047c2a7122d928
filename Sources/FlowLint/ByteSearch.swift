/// Finding bytes in bytes: a JSON key in a journal line, a text in suggested.json.
public enum ByteSearch {
    /// The first place `needle` stands within `range` of `bytes`.
    public static func range(of needle: [UInt8], in bytes: [UInt8], within range: Range<Int>) -> Range<Int>? {
        let upper = min(range.upperBound, bytes.count)
        guard !needle.isEmpty, range.lowerBound >= 0 else { return nil }
        var start = range.lowerBound
        while start + needle.count <= upper {
            if bytes[start] == needle[0] && bytes[start..<(start + needle.count)].elementsEqual(needle) { return start..<(start + needle.count) }
            start += 1
        }
        return nil
    }
}
