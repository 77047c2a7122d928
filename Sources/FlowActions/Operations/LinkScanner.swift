import Foundation

/// Links in prose: `scheme://...`, `mailto:...` and `www....` (given as
/// https, as Shortcuts' detector does). Punctuation that ends a sentence
/// (`.` `,` `;` `:` `!` `?` quotes) and a closing bracket without its opener
/// are not part of the link.
public enum LinkScanner {
    private static let pattern = try? NSRegularExpression(
        pattern: #"(?i)(?<![\w@.])(?:[a-z][a-z0-9+.\-]*://[^\s<>"'`]+|mailto:[^\s<>"'`]+|www\.[^\s<>"'`]+)"#)

    public static func links(in text: String) -> [String] {
        guard let pattern else { return [] }
        let whole = NSRange(text.startIndex..., in: text)
        return pattern.matches(in: text, range: whole).compactMap { match in
            guard let range = Range(match.range, in: text) else { return nil }
            let link = trimmed(String(text[range]))
            guard link.contains(where: { $0.isLetter || $0.isNumber }), !link.hasSuffix("://") else { return nil }
            return link.lowercased().hasPrefix("www.") ? "https://" + link : link
        }
    }

    static func trimmed(_ link: String) -> String {
        var link = Substring(link)
        while let last = link.last {
            if ".,;:!?'\"".contains(last) {
                link.removeLast()
            } else if let opener = [")": "(", "]": "[", "}": "{"][String(last)],
                      link.filter({ String($0) == opener }).count < link.filter({ $0 == last }).count {
                link.removeLast()
            } else {
                break
            }
        }
        return String(link)
    }
}
