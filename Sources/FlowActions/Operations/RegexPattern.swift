import Foundation

/// A compiled regular expression in ICU syntax, as Shortcuts' Match Text and
/// Replace Text take them: matches, groups by number and name, replace with
/// `$1` references (see `ReplacementTemplate`), split.
///
/// Matching is `NSRegularExpression` (ICU on Linux); everything around it is
/// done here in UTF-8. Measured on 10 MB of text (release build, see
/// flow-bench's regex figure), Foundation's own `stringByReplacingMatches`
/// spends most of its time converting UTF-16 offsets of a Swift string one
/// by one, and Swift's `Regex` is slower still; asking ICU only for the
/// match offsets and copying the UTF-8 bytes between them is about four
/// times faster than either. A pattern that cannot match across a line and
/// contains a required literal is run only over the lines that contain the
/// literal (`RegexLinePrefilter`), as grep does.
public struct RegexPattern: @unchecked Sendable {
    // @unchecked: NSRegularExpression is immutable once made and documented
    // as safe to use from several threads.
    public let pattern: String
    public let options: RegexOptions
    /// Group names by group number (index 0 is group 1); nil for an unnamed group.
    public let groupNames: [String?]
    let expression: NSRegularExpression
    let prefilter: RegexLinePrefilter?

    /// Compiles `pattern`; a pattern that does not compile is an error
    /// with a message and, when it can be placed, its UTF-8 offset.
    public init(_ pattern: String, options: RegexOptions = []) throws(RegexCompileError) {
        var foundationOptions: NSRegularExpression.Options = []
        if options.contains(.caseInsensitive) { foundationOptions.insert(.caseInsensitive) }
        if options.contains(.multiline) { foundationOptions.insert(.anchorsMatchLines) }
        if options.contains(.dotMatchesNewline) { foundationOptions.insert(.dotMatchesLineSeparators) }
        guard let expression = try? NSRegularExpression(pattern: pattern, options: foundationOptions) else {
            throw RegexCompileError.locate(in: pattern, options: foundationOptions)
        }
        let syntax = RegexSyntax(pattern)
        self.pattern = pattern
        self.options = options
        self.expression = expression
        // ICU is the authority on the number of groups; names come from the syntax.
        let names = syntax.groupNames
        groupNames = names.count == expression.numberOfCaptureGroups
            ? names : [String?](repeating: nil, count: expression.numberOfCaptureGroups)
        prefilter = RegexLinePrefilter(syntax, options: options)
    }

    /// A pattern that matches `text` literally (every metacharacter escaped).
    public static func literal(_ text: String, caseInsensitive: Bool = false) -> RegexPattern? {
        try? RegexPattern(NSRegularExpression.escapedPattern(for: text), options: caseInsensitive ? [.caseInsensitive] : [])
    }

    public var groupCount: Int { groupNames.count }

    /// Every match, left to right, none overlapping.
    public func matches(in text: String) -> [RegexMatch] {
        let bytes = Array(text.utf8)
        return spans(in: text).map { span in
            RegexMatch(text: Self.string(bytes, span.whole),
                       utf8Range: span.whole,
                       groups: span.groups.map { $0.map { Self.string(bytes, $0) } },
                       groupNames: groupNames)
        }
    }

    /// The first match, or nil.
    public func firstMatch(in text: String) -> RegexMatch? {
        let length = text.utf16.count
        guard let result = expression.firstMatch(in: text, range: NSRange(location: 0, length: length)) else { return nil }
        let bytes = Array(text.utf8)
        let found = bytes.withUnsafeBufferPointer { buffer in
            var mapper = UTF16ToUTF8(buffer)
            return mapper.span(of: result)
        }
        guard let span = found else { return nil }
        return RegexMatch(text: Self.string(bytes, span.whole), utf8Range: span.whole,
                          groups: span.groups.map { $0.map { Self.string(bytes, $0) } }, groupNames: groupNames)
    }

    /// Whether the pattern matches anywhere in `text`.
    public func isMatch(in text: String) -> Bool {
        expression.firstMatch(in: text, range: NSRange(location: 0, length: text.utf16.count)) != nil
    }

    /// `text` with every match replaced by `template`.
    public func replacingAll(in text: String, with template: ReplacementTemplate) -> String {
        let matches = spans(in: text)
        guard !matches.isEmpty else { return text }
        var contiguous = text
        return contiguous.withUTF8 { Self.assemble($0, matches, template) }
    }

    /// `text` with every match replaced by `template`, whose `$1` and
    /// `${name}` references are read against this pattern's groups.
    public func replacingAll(in text: String, with template: String) throws(ReplacementTemplateError) -> String {
        replacingAll(in: text, with: try ReplacementTemplate(template, groupNames: groupNames))
    }

    /// The pieces of `text` between matches, empty pieces kept (as between
    /// two adjacent separators); text without a match is one piece.
    public func split(_ text: String) -> [String] {
        let bytes = Array(text.utf8)
        var pieces: [String] = []
        var start = 0
        for span in spans(in: text) {
            pieces.append(Self.string(bytes, start..<span.whole.lowerBound))
            start = span.whole.upperBound
        }
        pieces.append(Self.string(bytes, start..<bytes.count))
        return pieces
    }

    /// The matches as UTF-8 ranges, through the line prefilter when it applies.
    func spans(in text: String) -> [RegexSpan] {
        if let prefilter, let spans = prefilter.spans(in: text, expression: expression) { return spans }
        return Self.allSpans(in: text, expression: expression)
    }

    /// Every match of `expression` in `text`, as UTF-8 ranges.
    static func allSpans(in text: String, expression: NSRegularExpression) -> [RegexSpan] {
        var contiguous = text
        var results: [RegexSpan] = []
        let length = text.utf16.count
        contiguous.withUTF8 { bytes in
            var mapper = UTF16ToUTF8(bytes)
            expression.enumerateMatches(in: text, range: NSRange(location: 0, length: length)) { result, _, _ in
                if let result, let span = mapper.span(of: result) { results.append(span) }
            }
        }
        return results
    }

    static func string(_ bytes: [UInt8], _ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// The text between matches, copied as bytes, and each match's template.
    static func assemble(_ bytes: UnsafeBufferPointer<UInt8>, _ matches: [RegexSpan], _ template: ReplacementTemplate) -> String {
        var output = [UInt8]()
        output.reserveCapacity(bytes.count + bytes.count / 8)
        let literalParts = template.parts.map { part -> [UInt8]? in
            if case .text(let text) = part { return Array(text.utf8) }
            return nil
        }
        var last = 0
        for match in matches {
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[last..<match.whole.lowerBound]))
            for (part, literal) in zip(template.parts, literalParts) {
                if let literal {
                    output.append(contentsOf: literal)
                } else if case .group(let number) = part, let range = match.range(of: number) {
                    output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[range]))
                }
            }
            last = match.whole.upperBound
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[last...]))
        return String(decoding: output, as: UTF8.self)
    }
}
