extension Template {
    /// What a placeholder shows, and what the plural rule needs to know of it.
    public struct Shown {
        public var text: String
        /// The number it is, when it is one: a count for what follows.
        public var count: Int?
        /// Whether a count before it makes it plural (an enum case, an app object).
        public var isCountable: Bool

        public init(_ text: String, count: Int? = nil, isCountable: Bool = false) {
            self.text = text
            self.count = count
            self.isCountable = isCountable
        }
    }

    /// The template with each placeholder as `show` gives it, and a count
    /// right before a countable value making it plural (`Plural`): one
    /// rendering for the checker's summaries and the runtime's dialog.
    public func render(_ show: ([String]) -> Shown) -> String {
        var text = ""
        var count: Int?
        var between = ""
        for part in parts {
            switch part {
            case .text(let piece):
                text += piece
                between += piece
            case .placeholder(let path):
                let shown = show(path)
                text += shown.isCountable && Plural.applies(count: count, between: between) ? Plural.noun(shown.text) : shown.text
                count = shown.count
                between = ""
            }
        }
        return text
    }
}
