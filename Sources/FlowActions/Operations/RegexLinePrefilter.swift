import Foundation

/// Runs a regular expression only over the lines that can hold a match, as
/// grep does: when no part of the pattern can match a line break and every
/// match must contain a literal (`colou?r` needs "colo", `(\w+)@example\.com`
/// needs "@example.com"), the lines containing that literal are found by a
/// byte search, joined, and matched in one call; the matches are moved back
/// to where those lines are. Python's `re` finds such literals itself; ICU
/// scans every position, so without this a rare word in 10 MB took ten
/// times as long.
///
/// Only patterns that are plainly safe qualify (a whitelist, not a proof):
/// literals other than a line break, `.` (without dot-matches-newline), `\d`,
/// `\w`, `\S`, `\b`, `\B`, bracketed sets that are not negated and hold no
/// escapes but `\d`, `\w` and punctuation, groups, lookarounds and
/// quantifiers, and no anchors, flags, alternation at the top level,
/// backreferences or case-insensitivity. A match in the joined lines is then
/// exactly a match in the text: no token can see the line break around a
/// line, and `\b` or a lookaround sees a line break there either way.
struct RegexLinePrefilter {
    /// The bytes every match contains.
    let literal: [UInt8]

    init?(_ syntax: RegexSyntax, options: RegexOptions) {
        guard options.isEmpty else { return nil }
        var depth = 0
        var runs: [[UInt8]] = []
        var run: [UInt8] = []
        func endRun() {
            if !run.isEmpty { runs.append(run); run = [] }
        }
        var tokens = syntax.tokens[...]
        while let token = tokens.popFirst() {
            switch token.kind {
            case .literal(let scalar):
                guard !Self.isLineBreak(scalar) else { return nil }
                guard depth == 0 else { continue }
                // A literal that may be absent (`u?`, `x*`, `x{0,2}`) ends the run without it.
                if case .quantifier(let minimumOne) = tokens.first?.kind {
                    if minimumOne { run += Array(String(scalar).utf8) }
                    endRun()
                    tokens.removeFirst()
                } else {
                    run += Array(String(scalar).utf8)
                }
            case .escape(let letter):
                guard "dwSbB".unicodeScalars.contains(letter) else { return nil }
                endRun()
            case .characterClass(let negated, let closed):
                guard !negated, closed, Self.isPlainClass(syntax, token) else { return nil }
                endRun()
            case .dot, .quantifier:
                endRun()
            case .capturingGroup, .plainGroup:
                endRun()
                depth += 1
            case .groupEnd:
                endRun()
                depth -= 1
            case .alternation:
                guard depth > 0 else { return nil }
                endRun()
            case .anchor, .otherGroup, .danglingEscape:
                return nil
            }
        }
        endRun()
        // A group followed by `?` or `*` may be absent, but its literals were
        // never counted (only depth 0 counts), so every run here is required.
        guard let longest = runs.max(by: { $0.count < $1.count }) else { return nil }
        literal = longest
    }

    private static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        ["\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}"].contains(scalar)
    }

    /// A bracketed set with no nested sets, no set operations and no
    /// escapes but `\d`, `\w` and punctuation: none of those can be a line break.
    private static func isPlainClass(_ syntax: RegexSyntax, _ token: RegexSyntax.Token) -> Bool {
        let members = Array(syntax.pattern.utf8).dropFirst(token.start + 1).prefix(max(0, token.end - token.start - 2))
        let text = String(decoding: members, as: UTF8.self)
        guard !text.contains("["), !text.contains("&&"), !text.contains("--") else { return false }
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            if isLineBreak(scalar) { return false }
            if scalar == "\\" {
                guard let escaped = scalars.next() else { return false }
                let allowed = escaped == "d" || escaped == "w" || (escaped.isASCII && !escaped.properties.isAlphabetic && !("0"..."9").contains(escaped))
                if !allowed { return false }
            }
        }
        return true
    }

    /// The matches in `text`, found in the lines that contain the literal;
    /// nil when those lines are nearly all of the text. ICU spends on the
    /// order of a hundred nanoseconds a byte and copying a line a fraction
    /// of one, so even lines that are most of the text are worth joining.
    func spans(in text: String, expression: NSRegularExpression) -> [RegexSpan]? {
        var contiguous = text
        return contiguous.withUTF8 { bytes -> [RegexSpan]? in
            // Each candidate line: where it starts in the text, and its length.
            var lines: [(start: Int, length: Int)] = []
            var total = 0
            var position = 0
            let newline = UInt8(ascii: "\n")
            literal.withUnsafeBufferPointer { needle in
                while let found = ByteSearch.firstOffset(of: needle, in: bytes, from: position) {
                    let start = ByteSearch.lastOffset(of: newline, in: bytes, before: found).map { $0 + 1 } ?? 0
                    let end = ByteSearch.firstOffset(of: newline, in: bytes, from: found + needle.count) ?? bytes.count
                    lines.append((start, end - start))
                    total += end - start + 1
                    position = end
                    if total > bytes.count / 10 * 9 { break }
                }
            }
            guard total <= bytes.count / 10 * 9 else { return nil }
            guard !lines.isEmpty else { return [] }
            var joined = [UInt8]()
            joined.reserveCapacity(total)
            for (index, line) in lines.enumerated() {
                if index > 0 { joined.append(newline) }
                joined.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[line.start..<(line.start + line.length)]))
            }
            var lineIndex = 0
            var joinedStart = 0
            return RegexPattern.allSpans(in: String(decoding: joined, as: UTF8.self), expression: expression).map { span in
                while span.whole.lowerBound > joinedStart + lines[lineIndex].length, lineIndex + 1 < lines.count {
                    joinedStart += lines[lineIndex].length + 1
                    lineIndex += 1
                }
                return span.shifted(by: lines[lineIndex].start - joinedStart)
            }
        }
    }
}
