/// How a regular expression matches. Shortcuts' Match Text and Replace Text
/// offer "Case Sensitive"; the other two are the usual flags, also written
/// inside a pattern as `(?m)` and `(?s)`.
public struct RegexOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// "a" matches "A" (Unicode case folding).
    public static let caseInsensitive = RegexOptions(rawValue: 1)
    /// `^` and `$` match at the start and end of every line, not only of the text.
    public static let multiline = RegexOptions(rawValue: 2)
    /// `.` matches a line break too.
    public static let dotMatchesNewline = RegexOptions(rawValue: 4)
}
