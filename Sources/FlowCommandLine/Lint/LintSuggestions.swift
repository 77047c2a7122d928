import Foundation
import FlowApps
import FlowCompiler
import FlowDiagnostics
import FlowLint
import FlowSuggestions

/// The titles and subtitles apps suggest on their own, for `flow lint
/// --donations`: the lists of built-in Swift handlers (shown as a file of
/// their own, one text a line, since they are compiled into flow) and what
/// external apps published (`donations/suggested.json`, where each text is
/// found again to point at it).
enum LintSuggestions {
    static func texts(apps: [AppModel], store: DonationStore) -> [AppSuggestionText] {
        builtin(apps: apps) + published(store: store)
    }

    static func builtin(apps: [AppModel]) -> [AppSuggestionText] {
        var texts: [AppSuggestionText] = []
        for app in apps where app.handler == .builtin {
            guard let handler = BuiltinHandlers.handler(for: app.name) else { continue }
            var lines: [String] = []
            var entries: [(intent: String, title: Int?, subtitle: Int?)] = []
            func line(_ text: String?) -> Int? {
                guard let text, !text.contains("\n") else { return nil }
                if let index = lines.firstIndex(of: text) { return index }
                lines.append(text)
                return lines.count - 1
            }
            var verbatim: [Int: Set<String>] = [:]
            for suggestion in handler.suggestions {
                let entry = (suggestion.intent, line(suggestion.title), line(suggestion.subtitle))
                if !entries.contains(where: { $0 == entry }) { entries.append(entry) }
                let strings = suggestion.values.values.compactMap { if case .string(let text) = $0 { text } else { nil } }
                verbatim[entries.firstIndex { $0 == entry }!, default: []].formUnion(strings)
            }
            guard !lines.isEmpty else { continue }
            let file = SourceFile(path: "\(app.name) (built-in suggestions)", text: lines.joined(separator: "\n") + "\n")
            func located(_ index: Int?) -> AppSuggestionText.Located? {
                guard let index else { return nil }
                let start = file.lineStarts[index]
                return .init(text: lines[index], file: file, range: SourceRange(start: start, end: start + lines[index].utf8.count), isExact: true)
            }
            texts += entries.enumerated().map { index, entry in
                AppSuggestionText(app: app.name, intent: entry.intent, title: located(entry.title), subtitle: located(entry.subtitle),
                                  verbatim: verbatim[index] ?? [])
            }
        }
        return texts
    }

    static func published(store: DonationStore) -> [AppSuggestionText] {
        let published = store.publishedSuggestions()
        guard !published.isEmpty, let data = FileManager.default.contents(atPath: store.suggestedFile.path) else { return [] }
        let file = SourceFile(path: store.suggestedFile.path, bytes: Array(data))
        var cursor = 0
        func located(_ text: Any?) -> AppSuggestionText.Located? {
            guard let text = text as? String,
                  let encoded = try? JSONSerialization.data(withJSONObject: [text], options: [.withoutEscapingSlashes]) else { return nil }
            let quoted = Array(encoded.dropFirst().dropLast())
            guard let found = ByteSearch.range(of: quoted, in: file.bytes, within: cursor..<file.bytes.count) else {
                return .init(text: text, file: file, range: .at(0), isExact: false)
            }
            cursor = found.upperBound
            let exact = quoted == Array(("\"" + text + "\"").utf8)
            return .init(text: text, file: file, range: SourceRange(start: found.lowerBound + 1, end: found.upperBound - 1), isExact: exact)
        }
        var texts: [AppSuggestionText] = []
        for app in published.keys.sorted() {
            for case let item as [String: Any] in published[app] as? [Any] ?? [] {
                // The file's keys are sorted: a subtitle comes before its title.
                let subtitle = located(item["subtitle"]), title = located(item["title"])
                guard title != nil || subtitle != nil else { continue }
                let strings = (item["values"] as? [String: Any] ?? [:]).values.compactMap { $0 as? String }
                texts.append(AppSuggestionText(app: app, intent: item["intent"] as? String ?? "?", title: title, subtitle: subtitle,
                                               verbatim: Set(strings)))
            }
        }
        return texts
    }
}
