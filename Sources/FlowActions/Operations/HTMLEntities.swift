/// Encode and Decode HTML entities.
public enum HTMLEntities {
    /// The five characters that are markup: `&` `<` `>` `"` `'` as `&amp;`
    /// `&lt;` `&gt;` `&quot;` `&#39;`, which is safe in text and in quoted
    /// attribute values. Everything else (accents, emoji) stays as it is:
    /// pages are UTF-8.
    public static func encode(_ text: String) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&#39;"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    /// References replaced by what they stand for, as a browser reads text
    /// (HTML's rules, which Python's `html.unescape` also follows): every
    /// named reference of HTML (`&eacute;`, `&NotEqualTilde;`), the old
    /// names also without `;` (`&amp`, `&copy2024` is "©2024"), decimal
    /// `&#233;` and hexadecimal `&#xE9;` (the `;` optional). A number that
    /// is no character (0, a surrogate, beyond U+10FFFF) is U+FFFD, and
    /// 128-159 are read as Windows-1252 (`&#150;` is "–"), as browsers do.
    /// Anything else, such as "&" alone or `&unknown;`, is left as written.
    public static func decode(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "&")) else { return text }
        let scalars = Array(text.unicodeScalars)
        var output = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "&", let (replacement, length) = reference(scalars, at: index) else {
                output.append(scalars[index])
                index += 1
                continue
            }
            output.append(contentsOf: replacement.unicodeScalars)
            index += length
        }
        return String(output)
    }

    /// The text of the reference starting at `start` (an `&`), and how many
    /// scalars it spans; nil when it is not one.
    private static func reference(_ scalars: [Unicode.Scalar], at start: Int) -> (String, Int)? {
        var index = start + 1
        guard index < scalars.count else { return nil }
        if scalars[index] == "#" {
            index += 1
            let hex = index < scalars.count && (scalars[index] == "x" || scalars[index] == "X")
            if hex { index += 1 }
            let digitsStart = index
            var value: UInt32 = 0
            while index < scalars.count, let digit = hex ? scalars[index].hexDigitValue : scalars[index].decimalDigitValue {
                // Saturate: a huge number is simply no character.
                value = value > 0x10FFFF ? value : value * (hex ? 16 : 10) + UInt32(digit)
                index += 1
            }
            guard index > digitsStart else { return nil }
            if index < scalars.count, scalars[index] == ";" { index += 1 }
            return (character(for: value), index - start)
        }
        // A name: letters and digits, then `;` or not.
        var name = ""
        while index < scalars.count, index - start <= 40, scalars[index].isASCII, scalars[index].properties.isAlphabetic || ("0"..."9").contains(scalars[index]) {
            name.unicodeScalars.append(scalars[index])
            index += 1
        }
        if index < scalars.count, scalars[index] == ";", let text = HTMLEntityTable.byName[name] {
            return (text, index + 1 - start)
        }
        // Without `;`: the longest old name that starts the run (`&copy2024`).
        var length = min(name.unicodeScalars.count, HTMLEntityTable.longestWithoutSemicolon)
        while length > 0 {
            let prefix = String(String.UnicodeScalarView(name.unicodeScalars.prefix(length)))
            if HTMLEntityTable.withoutSemicolon.contains(prefix), let text = HTMLEntityTable.byName[prefix] {
                return (text, 1 + length)
            }
            length -= 1
        }
        return nil
    }

    /// Windows-1252's characters for 0x80-0x9F, which pages meant by `&#150;`.
    private static let windows1252: [UInt32: UInt32] = [
        0x80: 0x20AC, 0x82: 0x201A, 0x83: 0x0192, 0x84: 0x201E, 0x85: 0x2026, 0x86: 0x2020, 0x87: 0x2021, 0x88: 0x02C6,
        0x89: 0x2030, 0x8A: 0x0160, 0x8B: 0x2039, 0x8C: 0x0152, 0x8E: 0x017D, 0x91: 0x2018, 0x92: 0x2019, 0x93: 0x201C,
        0x94: 0x201D, 0x95: 0x2022, 0x96: 0x2013, 0x97: 0x2014, 0x98: 0x02DC, 0x99: 0x2122, 0x9A: 0x0161, 0x9B: 0x203A,
        0x9C: 0x0153, 0x9E: 0x017E, 0x9F: 0x0178,
    ]

    private static func character(for value: UInt32) -> String {
        if let replacement = windows1252[value], let scalar = Unicode.Scalar(replacement) { return String(scalar) }
        guard value != 0, let scalar = Unicode.Scalar(value) else { return "\u{FFFD}" }
        return String(scalar)
    }
}

private extension Unicode.Scalar {
    var hexDigitValue: Int? { properties.isASCIIHexDigit ? Int(String(self), radix: 16) : nil }
    var decimalDigitValue: Int? { ("0"..."9").contains(self) ? Int(value - 48) : nil }
}
