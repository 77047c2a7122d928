import FlowDiagnostics
import FlowSyntax

/// `# lint:ignore RULE... [reason]` in a `.flow` file: advice that was
/// weighed and declined, said where it applies. At the end of a line it
/// covers warnings that start on that line; on a line of its own, the
/// next line with code. A rule is named by its id or a group's prefix
/// (`lint.title`); words after the ids are the reason, for people.
///
/// ```flow
/// # Completing one reminder is no habit to suggest.
/// # lint:ignore lint.definitions.no-shortcut-types
/// intent CompleteReminder {
/// ```
struct Suppressions {
    static let marker = "lint:ignore"

    /// By file path: the 0-based line a comment covers, and the ids it names.
    private var ignored: [String: [Int: [String]]] = [:]

    init(_ files: [ParseResult]) {
        for parse in files {
            let file = parse.file
            var byLine: [Int: [String]] = [:]
            for comment in parse.comments {
                let ids = Self.ids(in: file.text(comment))
                guard !ids.isEmpty else { continue }
                let line = file.lineIndex(of: comment.start)
                byLine[Self.coveredLine(line, commentStart: comment.start, in: file), default: []] += ids
            }
            if !byLine.isEmpty { ignored[file.path] = byLine }
        }
    }

    func ignores(_ finding: LintFinding) -> Bool {
        guard let byLine = ignored[finding.file.path] else { return false }
        let line = finding.file.lineIndex(of: finding.diagnostic.range.start)
        let id = finding.diagnostic.id
        return byLine[line]?.contains { id == $0 || id.hasPrefix($0 + ".") } ?? false
    }

    /// The ids a comment's text names: `# lint:ignore lint.a, lint.b reason` → [lint.a, lint.b].
    static func ids(in comment: String) -> [String] {
        var text = Substring(comment)
        while text.first == "#" { text = text.dropFirst() }
        text = text.drop { $0 == " " || $0 == "\t" }
        guard text.hasPrefix(marker) else { return [] }
        var ids: [String] = []
        for word in text.dropFirst(marker.count).split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," }) {
            let id = word.trimmingSuffix { $0 == ":" || $0 == "." || $0 == ";" }
            guard id.hasPrefix("lint.") || id == "lint" else { break }
            ids.append(String(id))
        }
        return ids
    }

    /// The line a comment covers: its own when code comes before it, else
    /// the next line that holds code (not blank, not only a comment).
    static func coveredLine(_ line: Int, commentStart: Int, in file: SourceFile) -> Int {
        let before = file.text(SourceRange(start: file.lineStarts[line], end: commentStart))
        if before.contains(where: { $0 != " " && $0 != "\t" }) { return line }
        var next = line + 1
        while next < file.lineCount {
            let text = file.lineText(next).drop { $0 == " " || $0 == "\t" || $0 == "\r" }
            if !text.isEmpty && !text.hasPrefix("#") { return next }
            next += 1
        }
        return line
    }
}

extension Substring {
    func trimmingSuffix(while predicate: (Character) -> Bool) -> Substring {
        var result = self
        while let last = result.last, predicate(last) { result = result.dropLast() }
        return result
    }
}
