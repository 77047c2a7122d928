/// What other languages write where flow has a form of its own: JavaScript,
/// Swift and Python keywords, and other shortcut languages' spellings (`@x`
/// variables, `{x}` placeholders, `nil`). Where the parser or the checker
/// meets one, the diagnostic shows the flow form, with a fix-it where the
/// rewrite keeps the meaning, instead of a generic "expected ...".
public enum ForeignSyntax {
    /// Words that declare a function elsewhere; flow's reusable steps are a shortcut.
    public static let functionWords: Set<String> = ["function", "func", "def", "fn", "fun"]

    /// Words that declare a constant elsewhere, for which flow says `let`.
    public static let constantWords: Set<String> = ["const", "val"]

    /// Words for "no value" elsewhere.
    public static let nothingWords: Set<String> = ["nil", "null", "NULL", "undefined", "None"]

    public static func functionMessage(_ word: String, name: String) -> String {
        "flow has no '\(word)': reusable steps are a shortcut, declared at the top level as shortcut \"\(name)\" { ... } "
            + "(inputs in parentheses: shortcut \"\(name)\" (count: Integer) { ... }) and run with run-shortcut(name: \"\(name)\")"
    }

    public static func constantMessage(_ word: String, name: String) -> String {
        "flow declares a value that never changes with 'let', not '\(word)': let \(name) = ..."
    }

    public static func nothingMessage(_ word: String) -> String {
        "flow has no '\(word)': leave out an optional argument to pass nothing, or use an empty value (\"\", [] or [:])"
    }

    public static func dictionaryMessage(_ suggestion: String?) -> String {
        "a dictionary is written with square brackets in flow" + (suggestion.map { ": \($0)" } ?? ", as in [\"key\": \"value\"]")
    }

    public static func placeholderMessage(_ name: String) -> String {
        "'{\(name)}' is literal text here; to insert the value of '\(name)', write '${\(name)}'"
    }
}
