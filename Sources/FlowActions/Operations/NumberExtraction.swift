import Foundation

/// Get Numbers from Input: the numbers written in text, in order, exactly
/// ("costs $4.50 or 1,234.5 total, -3 left" gives 4.50, 1234.5 and -3). A
/// comma between groups of three digits is a thousands separator; a minus
/// right before the digits is the sign.
public enum NumberExtraction {
    public static func numbers(in text: String) -> [Decimal] {
        var results: [Decimal] = []
        let characters = Array(text)
        var index = 0
        while index < characters.count {
            guard characters[index].isASCII, characters[index].isNumber else { index += 1; continue }
            let negative = index > 0 && characters[index - 1] == "-"
            var digits = ""
            var seenPoint = false
            while index < characters.count {
                let character = characters[index]
                if character.isASCII && character.isNumber {
                    digits.append(character)
                } else if character == ",", isGroup(characters, after: index), !seenPoint {
                    // thousands separator: skip it
                } else if character == ".", !seenPoint, index + 1 < characters.count, characters[index + 1].isASCII, characters[index + 1].isNumber {
                    seenPoint = true
                    digits.append(".")
                } else {
                    break
                }
                index += 1
            }
            if let number = Decimal(string: (negative ? "-" : "") + digits, locale: Locale(identifier: "en_US_POSIX")) { results.append(number) }
        }
        return results
    }

    /// Whether exactly three digits follow the comma at `index` (then no digit).
    private static func isGroup(_ characters: [Character], after index: Int) -> Bool {
        let group = characters.dropFirst(index + 1).prefix(4)
        let digits = group.prefix { $0.isASCII && $0.isNumber }
        return digits.count == 3
    }
}
