import Foundation

/// A small TextMate engine, enough to check Grammar/flow.tmLanguage.json the
/// way editors run it: `match` rules with captures, `begin`/`end` rules that
/// span lines with their own patterns, `include` of `#name` and `$self`.
/// Each line is scanned for the earliest match among the open rule's `end`
/// and its patterns (the end first on a tie, the patterns in order), as
/// vscode-textmate does. Regular expressions are NSRegularExpression (ICU),
/// with transparent bounds so look-behinds see the text before the scan.
final class TextMateTokenizer {
    struct Token {
        var line: Int
        /// UTF-16 offsets in the line.
        var range: Range<Int>
        var scopes: [String]
    }

    final class Rule {
        var name: String?
        var contentName: String?
        var match: NSRegularExpression?
        var begin: NSRegularExpression?
        var end: NSRegularExpression?
        var captures: [Int: String] = [:]
        var beginCaptures: [Int: String] = [:]
        var endCaptures: [Int: String] = [:]
        var patterns: [Rule] = []
        var include: String?
    }

    struct GrammarError: Error, CustomStringConvertible { var description: String }

    let scopeName: String
    private let root: Rule
    private var repository: [String: Rule] = [:]

    init(grammar data: Data) throws {
        guard let json = try JSONSerialization.jsonObject(with: data) as? [String: Any], let scope = json["scopeName"] as? String else {
            throw GrammarError(description: "the grammar is not a JSON object with a scopeName")
        }
        scopeName = scope
        root = Rule()
        for (name, value) in json["repository"] as? [String: Any] ?? [:] {
            repository[name] = try Self.rule(value)
        }
        root.patterns = try (json["patterns"] as? [Any] ?? []).map(Self.rule)
    }

    private static func rule(_ value: Any) throws -> Rule {
        guard let object = value as? [String: Any] else { throw GrammarError(description: "a rule is an object") }
        let rule = Rule()
        rule.name = object["name"] as? String
        rule.contentName = object["contentName"] as? String
        rule.include = object["include"] as? String
        func regex(_ key: String) throws -> NSRegularExpression? {
            guard let source = object[key] as? String else { return nil }
            do { return try NSRegularExpression(pattern: source) } catch {
                throw GrammarError(description: "\(key) does not compile: \(source)")
            }
        }
        rule.match = try regex("match")
        rule.begin = try regex("begin")
        rule.end = try regex("end")
        func captures(_ key: String) -> [Int: String] {
            var result: [Int: String] = [:]
            for (index, value) in object[key] as? [String: Any] ?? [:] {
                if let number = Int(index), let name = (value as? [String: Any])?["name"] as? String { result[number] = name }
            }
            return result
        }
        rule.captures = captures("captures")
        rule.beginCaptures = captures("beginCaptures").isEmpty ? rule.captures : captures("beginCaptures")
        rule.endCaptures = captures("endCaptures").isEmpty ? rule.captures : captures("endCaptures")
        rule.patterns = try (object["patterns"] as? [Any] ?? []).map(Self.rule)
        if rule.begin != nil && rule.end == nil { throw GrammarError(description: "a begin rule without an end") }
        return rule
    }

    /// A rule's patterns with includes resolved to the rules they name.
    private func expanded(_ patterns: [Rule], depth: Int = 0) -> [Rule] {
        guard depth < 20 else { return [] }
        return patterns.flatMap { rule -> [Rule] in
            guard let include = rule.include else { return [rule] }
            if include == "$self" { return expanded(root.patterns, depth: depth + 1) }
            if include.hasPrefix("#"), let named = repository[String(include.dropFirst())] {
                if named.match != nil || named.begin != nil { return [named] }
                return expanded(named.patterns, depth: depth + 1)
            }
            return []
        }
    }

    /// The rules open at the end of the last line tokenized.
    private(set) var stack: [Rule] = []

    /// Tokenizes a whole text; `stack` is left as the last line leaves it.
    func tokenize(_ text: String, onLineEnd: ((Int, [String]) -> Void)? = nil) -> [Token] {
        stack = []
        var tokens: [Token] = []
        for (index, line) in text.components(separatedBy: "\n").enumerated() {
            tokens += tokenize(line: line + "\n", number: index)
            onLineEnd?(index, openScopes)
        }
        return tokens
    }

    /// The names of the rules open now, outermost first.
    var openScopes: [String] { stack.flatMap { [$0.name, $0.contentName].compactMap { $0 } } }

    private func tokenize(line: String, number: Int) -> [Token] {
        let text = line as NSString
        var tokens: [Token] = []
        var position = 0
        var steps = 0
        /// A token with the open rules' scopes; a begin or end match is
        /// outside its rule's `contentName`.
        func emit(_ range: NSRange, _ extra: [String], delimiter: Bool = false) {
            guard range.location != NSNotFound, range.length > 0 else { return }
            var scopes = [scopeName] + openScopes
            if delimiter, let content = stack.last?.contentName, scopes.last == content { scopes.removeLast() }
            tokens.append(Token(line: number, range: range.location..<(range.location + range.length), scopes: scopes + extra))
        }
        while position < text.length && steps < 10_000 {
            steps += 1
            let current = stack.last
            let patterns = expanded(current?.patterns ?? root.patterns)
            let searchRange = NSRange(location: position, length: text.length - position)
            let options: NSRegularExpression.MatchingOptions = [.withTransparentBounds, .withoutAnchoringBounds]
            var best: (match: NSTextCheckingResult, rule: Rule, isEnd: Bool)?
            if let current, let end = current.end, let found = end.firstMatch(in: line, options: options, range: searchRange) {
                best = (found, current, true)
            }
            for rule in patterns {
                guard let regex = rule.match ?? rule.begin, let found = regex.firstMatch(in: line, options: options, range: searchRange) else { continue }
                if best == nil || found.range.location < best!.match.range.location { best = (found, rule, false) }
            }
            guard let (match, rule, isEnd) = best else { break }
            if match.range.location > position {
                emit(NSRange(location: position, length: match.range.location - position), [])
            }
            if isEnd {
                emitCaptures(match, rule.endCaptures) { emit($0, $1, delimiter: true) }
                stack.removeLast()
            } else if rule.match != nil {
                emitCaptures(match, rule.captures) { range, extra in emit(range, [rule.name].compactMap { $0 } + extra) }
            } else {
                stack.append(rule)
                emitCaptures(match, rule.beginCaptures) { emit($0, $1, delimiter: true) }
            }
            let end = match.range.location + match.range.length
            // An empty match of a plain rule would match again at once: step over a character.
            position = match.range.length == 0 && rule.match != nil ? end + 1 : end
        }
        if position < text.length { emit(NSRange(location: position, length: text.length - position), []) }
        return tokens
    }

    /// The whole match, then each capture over it (innermost scopes for the captured parts).
    private func emitCaptures(_ match: NSTextCheckingResult, _ captures: [Int: String], _ emit: (NSRange, [String]) -> Void) {
        var cuts: [(NSRange, [String])] = []
        for index in 1..<max(match.numberOfRanges, 1) {
            let range = match.range(at: index)
            guard range.location != NSNotFound, range.length > 0, let name = captures[index] else { continue }
            cuts.append((range, [captures[0]].compactMap { $0 } + [name]))
        }
        var position = match.range.location
        for (range, scopes) in cuts.sorted(by: { $0.0.location < $1.0.location }) where range.location >= position {
            emit(NSRange(location: position, length: range.location - position), [captures[0]].compactMap { $0 })
            emit(range, scopes)
            position = range.location + range.length
        }
        emit(NSRange(location: position, length: match.range.location + match.range.length - position), [captures[0]].compactMap { $0 })
    }
}
