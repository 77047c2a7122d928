import Foundation

/// Replace Text without "Regular Expression": every occurrence of the text,
/// left to right, none overlapping ("aaa" with "aa" → "b" is "ba").
///
/// Case-sensitive replace compares exact Unicode scalars (no normalization:
/// "é" typed as one scalar does not match "e" + combining accent), searching
/// UTF-8 bytes (`ByteSearch`); searching for "" changes nothing. Ignoring case
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
        let replacementBytes = Array(replacement.utf8)
        return ByteSearch.withUTF8(text, target) { bytes, needle in
            let pieces = ByteSearch.pieces(of: bytes, separatedBy: needle)
            guard pieces.count > 1 else { return text }
            var output = [UInt8]()
            output.reserveCapacity(bytes.count + (pieces.count - 1) * replacementBytes.count)
            for (index, piece) in pieces.enumerated() {
                if index > 0 { output.append(contentsOf: replacementBytes) }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[piece]))
            }
            return String(decoding: output, as: UTF8.self)
        }
    }
}
