/// Finding actions as Shortcuts' action search does: by what a person
/// remembers of them, the Shortcuts name first ("split text", "get dictionary
/// value", "url encode"), then flow's name, its keywords and its summary.
/// Words match in any order and case, each as the start of a word ("dict"
/// finds "Dictionary"); every word must match somewhere.
extension ActionCatalog {
    /// The actions matching every word of `text`, best match first (then by name).
    public static func search(_ text: String) -> [ActionEntry] {
        let query = ActionSearch.words(text)
        guard !query.isEmpty else { return all }
        return all.compactMap { entry in ActionSearch.score(entry, query: query).map { (entry, $0) } }
            .sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0.name < $1.0.name }
            .map(\.0)
    }
}

enum ActionSearch {
    /// How much a word found in each field counts: a Shortcuts name says
    /// what the action is for best, a summary least.
    enum Field: Int, CaseIterable {
        case summary = 1, keyword = 2, name = 3, shortcutsName = 4
    }

    /// The score of an entry for the query's words; nil when some word is found nowhere.
    static func score(_ entry: ActionEntry, query: [String]) -> Int? {
        let fields: [(Field, [[String]])] = [
            (.shortcutsName, entry.shortcutsNames.map(words)),
            (.name, [words(entry.name)]),
            (.keyword, entry.keywords.map(words)),
            (.summary, [words(entry.summary)]),
        ]
        var total = 0
        for word in query {
            let best = fields.filter { _, phrases in phrases.contains { $0.contains { $0.hasPrefix(word) } } }.map(\.0.rawValue).max()
            guard let best else { return nil }
            total += best
        }
        // The whole query being one of its names (in order) is the best match there is.
        let whole = query.joined(separator: " ")
        if entry.shortcutsNames.map(words).contains(where: { $0.joined(separator: " ") == whole }) || words(entry.name) == query {
            total += 10 * query.count
        } else if entry.shortcutsNames.map(words).contains(where: { $0.joined(separator: " ").hasPrefix(whole) }) {
            total += 5 * query.count
        }
        return total
    }

    /// Lower-case words: letters and digits, split at everything else
    /// (`get-contents-of-url`, "Get Contents of URL" and `${url}` all give words).
    static func words(_ text: String) -> [String] {
        text.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
    }
}
