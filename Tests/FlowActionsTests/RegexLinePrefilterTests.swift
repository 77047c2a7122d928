import Foundation
import Testing
@testable import FlowActions

/// The prefilter must never change an answer: every pattern here is matched
/// with it and over the whole text, and both must agree.
@Suite struct RegexLinePrefilterTests {
    static let text: String = {
        var lines: [String] = []
        let words = ["color", "colour", "colr", "user@example.com", "café", "42", "x7", "(a)", "dot.com", "naïve", "", "\t", "COLOR", "end."]
        for index in 0..<400 {
            lines.append((0..<(index % 7)).map { words[($0 * 5 + index) % words.count] }.joined(separator: index % 3 == 0 ? " " : ", "))
        }
        return lines.enumerated().map { $0.element + separator($0.offset) }.joined()
    }()

    static func separator(_ kind: Int) -> String { ["\n", "\r\n", "\n\u{2028}"][kind % 3] }

    static let patterns: [String] = [
        "colou?r", #"(\w+)@(\w+)\.com"#, #"\bcol"#, "olo", #"c[aeiou]f\S"#, #"x\d"#, #"\(a\)"#, "(?<=@)example", #"e\."#,
        "naïve", #"o(?!l)"#, "lr", "co+l", "c.l",
    ]

    @Test(arguments: patterns)
    func prefilteredMatchesAreExactlyTheWholeTextsMatches(_ source: String) throws {
        let pattern = try RegexPattern(source)
        #expect(pattern.prefilter != nil, "\(source) should qualify")
        var text = Self.text
        text.makeContiguousUTF8()
        let whole = RegexPattern.allSpans(in: text, expression: pattern.expression)
        let filtered = pattern.prefilter?.spans(in: text, expression: pattern.expression) ?? whole
        #expect(filtered == whole)
        #expect(!whole.isEmpty)
    }

    @Test func patternsThatMightCrossALineAreNotPrefiltered() throws {
        for source in [#"a\sb"#, "a[^x]b", "^color", "color$", "(?s)a.b", "(?x) a b", "a|b", #"a\nb"#, #"(a)\1"#, #"a\Wb"#, "[[:alpha:]]x"] {
            #expect(try RegexPattern(source).prefilter == nil, "\(source)")
        }
        #expect(try RegexPattern("color", options: .caseInsensitive).prefilter == nil)
        #expect(try RegexPattern("a.b", options: .dotMatchesNewline).prefilter == nil)
    }

    @Test func theRequiredLiteralIsTheLongestAtTheTopLevel() throws {
        #expect(try RegexPattern("colou?r").prefilter?.literal == Array("colo".utf8))
        #expect(try RegexPattern(#"(\w+)@example\.com"#).prefilter?.literal == Array("@example.com".utf8))
        #expect(try RegexPattern("ab+c").prefilter?.literal == Array("ab".utf8))
        #expect(try RegexPattern(#"(x|y)z\d"#).prefilter?.literal == Array("z".utf8))
        #expect(try RegexPattern(#"\d+"#).prefilter == nil)
    }
}
