/// English plurals for display names, one rule for the checker's summaries
/// and the runtime's dialog: "${quantity} ${soup}" reads "1 Clam Chowder"
/// or "3 Clam Chowders" wherever it is rendered.
public enum Plural {
    /// "Chowder" → "Chowders", "Berry" → "Berries", "Box" → "Boxes"; a soup
    /// stays a soup ("3 Tomato Soup"), and words already ending in s stay.
    /// "Loaf" → "Loaves" is beyond a template's reach.
    public static func noun(_ text: String) -> String {
        guard let last = text.last, last.isLetter else { return text }
        let lower = text.lowercased()
        if lower.hasSuffix("soup") || lower.hasSuffix("s") && !lower.hasSuffix("ss") { return text }
        if lower.hasSuffix("y"), let beforeY = lower.dropLast().last, !"aeiou".contains(beforeY) { return String(text.dropLast()) + "ies" }
        if lower.hasSuffix("ch") || lower.hasSuffix("sh") || lower.hasSuffix("x") || lower.hasSuffix("ss") { return text + "es" }
        return text + "s"
    }

    /// Whether a value shown right after a count is made plural: only when
    /// the text between them is a single space ("3 Clam Chowders", not
    /// "3 of Clam Chowder"), and the count is not one.
    public static func applies(count: Int?, between text: String) -> Bool {
        guard let count else { return false }
        return count != 1 && text == " "
    }
}
