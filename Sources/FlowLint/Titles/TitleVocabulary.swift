import FlowCompiler

/// The words the title rules know: verbs a title may start with, articles,
/// the short words Title Case gives away, and the linking words before an
/// app's name.
enum TitleVocabulary {
    /// Verbs a title starts with, in the imperative. A modest list of what
    /// apps and shortcuts do; besides these, every category's verb counts
    /// (`order`, `send`, `view`, ...), so an intent of a category can always
    /// start with its own verb.
    static let verbs: Set<String> = [
        "accept", "add", "adjust", "allow", "answer", "append", "apply", "archive", "arrange", "ask", "assign",
        "back", "block", "book", "bookmark", "brew", "browse", "buy", "calculate", "call", "cancel", "capture",
        "change", "charge", "chat", "check", "choose", "clean", "clear", "close", "collect", "combine",
        "complete", "compose", "confirm", "connect", "continue", "convert", "cook", "copy", "count", "create",
        "decline", "decrease", "delete", "deliver", "dim", "disable", "disconnect", "dismiss", "do", "donate",
        "download", "draft", "draw", "drink", "drive", "edit", "eject", "email", "empty", "enable", "end", "enter",
        "export", "extract", "favorite", "fetch", "file", "fill", "filter", "find", "finish", "flag", "follow",
        "format", "forward", "generate", "get", "give", "go", "hail", "heat", "hide", "highlight", "import",
        "increase", "invite", "join", "keep", "launch", "leave", "like", "list", "listen", "load", "locate",
        "lock", "log", "make", "manage", "mark", "merge", "message", "mute", "navigate", "note", "notify", "open",
        "order", "organize", "pause", "pay", "pick", "pin", "plan", "play", "post", "prepare", "preview", "print",
        "put", "queue", "rate", "read", "record", "refill", "refresh", "reload", "remind", "remove", "rename",
        "reorder", "repeat", "replace", "reply", "report", "request", "reschedule", "reserve", "reset", "resize",
        "restart", "restock", "restore", "resume", "return", "review", "ride", "rotate", "run", "save", "scan",
        "schedule", "search", "see", "select", "send", "set", "share", "shop", "show", "shuffle", "shut", "sign",
        "skip", "sleep", "snooze", "sort", "speak", "split", "start", "stock", "stop", "store", "stream",
        "subscribe", "switch", "sync", "take", "tell", "text", "toggle", "track", "translate", "transfer", "turn",
        "undo", "unlock", "unmute", "unpack", "unsubscribe", "update", "upload", "use", "view", "visit", "wake",
        "walk", "watch", "water", "write",
    ]

    /// Whether `word` (any case) starts a title as a verb should.
    static func isVerb(_ word: String) -> Bool {
        let lower = word.lowercased()
        return verbs.contains(lower) || IntentCategory.all.contains { $0.verb.lowercased() == lower }
    }

    static let articles: Set<String> = ["a", "an", "the"]
    /// The articles a title drops anywhere (the talks: "dropping articles like 'a' and 'an'").
    static let droppableArticles: Set<String> = ["a", "an"]

    /// Short words Title Case capitalizes and sentence case never does:
    /// one of them capitalized inside a title gives Title Case away.
    static let minorWords: Set<String> = [
        "a", "an", "the", "and", "or", "but", "nor", "to", "of", "for", "with", "in", "on", "at", "from", "by",
        "into", "onto", "as", "per", "via", "over", "up",
    ]

    /// Words that link an app's name to the rest ("from Soup Chef"): removed with it.
    static let linkingWords: Set<String> = ["from", "with", "in", "on", "at", "using", "via", "by", "through", "for"]

    /// Marks after which a new sentence starts, with its capital.
    static let sentenceEnds: Set<Character> = [".", "!", "?", ":"]

    /// Quotation marks: straight and typographic, single and double.
    static let quotes: Set<Character> = ["\"", "“", "”", "„", "'", "‘", "’", "«", "»"]
}
