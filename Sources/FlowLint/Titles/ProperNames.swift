import FlowCompiler

/// Names a title keeps as they are declared, capitals and all: apps
/// ("Soup Chef"), enums and their cases' display names ("Clam Chowder"),
/// custom types ("Order Details", `Soup`) and shortcuts ("Soup for John").
/// Sentence case lowercases words, never these.
public struct ProperNames: Sendable {
    /// Each name as its words; only names with a capital matter.
    let names: [[String]]

    init(_ program: ProgramGraph) {
        var all: [String] = program.shortcuts.map(\.name)
        for app in program.apps {
            all += [app.name, app.displayName]
            for enumModel in app.enums { all += [enumModel.name] + enumModel.cases.map(\.displayName) }
            for type in app.types { all += [type.name, type.displayName] }
        }
        var seen = Set<[String]>()
        names = all.compactMap { name in
            let words = TitleText.tokens([.text(name, start: nil)]).filter { $0.kind == .word }.map(\.text)
            guard !words.isEmpty, words.contains(where: { $0.contains { $0.isUppercase } }), seen.insert(words).inserted else { return nil }
            return words
        }.sorted { $0.count > $1.count }
    }

    /// The positions in `words` that are part of a declared name (a
    /// possessive "Chef's" counts as "Chef").
    func covered(_ words: [String]) -> Set<Int> {
        let bare = words.map(Self.withoutPossessive)
        var covered = Set<Int>()
        for name in names where name.count <= bare.count {
            for start in 0...(bare.count - name.count) where Array(bare[start..<(start + name.count)]) == name {
                covered.formUnion(start..<(start + name.count))
            }
        }
        return covered
    }

    static func withoutPossessive(_ word: String) -> String {
        for suffix in ["'s", "’s"] where word.hasSuffix(suffix) && word.count > suffix.count {
            return String(word.dropLast(suffix.count))
        }
        return word
    }
}
