import Foundation

/// Text in natural order, as Finder sorts file names: digits compare as
/// numbers ("file2" before "file10"), letters without regard to case or
/// accents ("apple" before "Banana", "é" beside "e"). Text that differs only
/// in case, accents or leading zeros still has a fixed order (then by
/// Unicode scalars), so a sort is the same on every run.
public enum NaturalOrder {
    /// Whether `lhs` comes before `rhs`.
    public static func areInIncreasingOrder(_ lhs: String, _ rhs: String) -> Bool {
        compare(lhs, rhs) == .orderedAscending
    }

    public static func compare(_ lhs: String, _ rhs: String) -> ComparisonResult {
        let left = chunks(lhs), right = chunks(rhs)
        for (a, b) in zip(left, right) {
            let result = compareChunks(a, b)
            if result != .orderedSame { return result }
        }
        if left.count != right.count { return left.count < right.count ? .orderedAscending : .orderedDescending }
        // Equal as people read them: fall back to the exact scalars.
        return lhs.unicodeScalars.lexicographicallyPrecedes(rhs.unicodeScalars) ? .orderedAscending
            : (lhs.unicodeScalars.elementsEqual(rhs.unicodeScalars) ? .orderedSame : .orderedDescending)
    }

    private enum Chunk {
        /// ASCII digits, leading zeros removed (the number's size is then its length).
        case number(Substring.UnicodeScalarView)
        /// Anything else, folded (lowercase, no accents).
        case text(String)
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 0x30 && scalar.value <= 0x39 }

    private static func chunks(_ text: String) -> [Chunk] {
        var chunks: [Chunk] = []
        let scalars = text.unicodeScalars
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let start = index
            let digits = isDigit(scalars[index])
            while index < scalars.endIndex, isDigit(scalars[index]) == digits { index = scalars.index(after: index) }
            let run = Substring(text.unicodeScalars[start..<index])
            if digits {
                chunks.append(.number(Substring(run.drop { $0 == "0" }).unicodeScalars))
            } else {
                chunks.append(.text(run.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)))
            }
        }
        return chunks
    }

    private static func compareChunks(_ a: Chunk, _ b: Chunk) -> ComparisonResult {
        switch (a, b) {
        case (.number(let x), .number(let y)):
            // Any length of digits, no overflow: the longer number is larger.
            if x.count != y.count { return x.count < y.count ? .orderedAscending : .orderedDescending }
            return x.elementsEqual(y) ? .orderedSame : (x.lexicographicallyPrecedes(y) ? .orderedAscending : .orderedDescending)
        case (.number, .text): return .orderedAscending
        case (.text, .number): return .orderedDescending
        case (.text(let x), .text(let y)):
            if x == y { return .orderedSame }
            return x.unicodeScalars.lexicographicallyPrecedes(y.unicodeScalars) ? .orderedAscending : .orderedDescending
        }
    }
}
