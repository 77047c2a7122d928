import FlowDiagnostics

/// Applies fix-its to a file's bytes: each replaces its range by its text.
/// Fix-its are applied from the end of the file backwards, so earlier
/// offsets stay valid; one that overlaps a fix-it already taken (two rules
/// rewriting the same title) is left for the next round, when it is found
/// again in the new text.
public enum FixItEdits {
    public static func apply(_ fixIts: [Diagnostic.FixIt], to bytes: [UInt8]) -> (bytes: [UInt8], applied: Int) {
        var taken: [Diagnostic.FixIt] = []
        for fixIt in fixIts.sorted(by: { ($0.range.start, $0.range.end) < ($1.range.start, $1.range.end) }) {
            guard fixIt.range.start >= 0, fixIt.range.end <= bytes.count else { continue }
            if let last = taken.last, fixIt.range.start < last.range.end || (fixIt.range.isEmpty && fixIt.range.start == last.range.start) { continue }
            taken.append(fixIt)
        }
        var result = bytes
        for fixIt in taken.reversed() {
            result.replaceSubrange(fixIt.range.start..<fixIt.range.end, with: Array(fixIt.replacement.utf8))
        }
        return (result, taken.count)
    }
}
