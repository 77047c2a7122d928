import Foundation

/// Replace Text without "Regular Expression": every occurrence of the text,
/// left to right, none overlapping ("aaa" with "aa" → "b" is "ba").
///
/// Case-sensitive replace compares exact Unicode scalars (no normalization:
/// "é" typed as one scalar does not match "e" + combining accent), searching
/// UTF-8 bytes with `memmem`; searching for "" changes nothing. Ignoring case
/// (Shortcuts' "Case Sensitive" off) uses the regex engine's Unicode case
/// folding on the escaped text, so "STRASSE" and "straße" follow ICU's rules.
public enum PlainTextReplacement {
    /// `text` with every `target` replaced by `replacement`.
    public static func replacing(_ target: String, with replacement: String, in text: String, caseSensitive: Bool = true) -> String {
        guard !target.isEmpty, !text.isEmpty else { return text }
        if !caseSensitive {
            guard let pattern = RegexPattern.literal(target, caseInsensitive: true) else { return text }
            return pattern.replacingAll(in: text, with: ReplacementTemplate(literal: replacement))
        }
        var haystack = text
        var needle = target
        let replacementBytes = Array(replacement.utf8)
        return haystack.withUTF8 { bytes in
            needle.withUTF8 { needleBytes in
                var output = [UInt8]()
                var position = 0
                while let found = ByteSearch.firstOffset(of: needleBytes, in: bytes, from: position) {
                    if output.isEmpty { output.reserveCapacity(bytes.count) }
                    output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[position..<found]))
                    output.append(contentsOf: replacementBytes)
                    position = found + needleBytes.count
                }
                guard position > 0 else { return text }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[position...]))
                return String(decoding: output, as: UTF8.self)
            }
        }
    }
}
