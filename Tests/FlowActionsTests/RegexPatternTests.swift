import Testing
@testable import FlowActions

@Suite struct RegexPatternTests {
    @Test func replacesWithGroupReferences() throws {
        let pattern = try RegexPattern(#"(\w+)@(\w+)\.com"#)
        #expect(try pattern.replacingAll(in: "mail john@apple.com or jane@example.com", with: "$2 at $1")
                == "mail apple at john or example at jane")
        #expect(try pattern.replacingAll(in: "x@y.com", with: "[$0] \\$1 costs $ 5") == "[x@y.com] $1 costs $ 5")
        #expect(try pattern.replacingAll(in: "no address here", with: "$1") == "no address here")
    }

    @Test func namedGroupsInMatchesAndTemplates() throws {
        let pattern = try RegexPattern(#"(?<year>\d{4})-(?<month>\d\d)"#)
        #expect(pattern.groupNames == ["year", "month"])
        #expect(try pattern.replacingAll(in: "on 2026-11 and 1999-01", with: "${month}/${year}") == "on 11/2026 and 01/1999")
        let matches = pattern.matches(in: "on 2026-11 and 1999-01")
        #expect(matches.map(\.text) == ["2026-11", "1999-01"])
        #expect(matches[1].group(named: "year") == "1999")
        #expect(matches[1].group(2) == "01")
        #expect(matches[1].group(0) == "1999-01")
        #expect(matches[0].group(3) == nil)
        #expect(matches[0].namedGroups.map(\.name) == ["year", "month"])
    }

    @Test func aGroupThatTookNoPartIsNilAndReplacesAsNothing() throws {
        let pattern = try RegexPattern("(a)|(b)")
        let match = try #require(pattern.firstMatch(in: "b"))
        #expect(match.groups == [nil, "b"])
        #expect(try pattern.replacingAll(in: "ab", with: "<$1|$2>") == "<a|><|b>")
    }

    @Test func templateDigitsAreReadWhileTheyNameAGroup() throws {
        let pattern = try RegexPattern("(a)(b)(c)")
        #expect(try pattern.replacingAll(in: "abc", with: "$12") == "a2")
        #expect(try pattern.replacingAll(in: "abc", with: "${1}2") == "a2")
        #expect(throws: ReplacementTemplateError.self) { try pattern.replacingAll(in: "abc", with: "$4") }
        #expect(throws: ReplacementTemplateError.self) { try pattern.replacingAll(in: "abc", with: "${nope}") }
        do { _ = try ReplacementTemplate("ok é $9", groupNames: [nil]) } catch { #expect(error.offset == 6) }
    }

    @Test func offsetsAreRightAroundNonASCIIText() throws {
        let text = "café 👨‍👩‍👧 naïve 42 ünïcödé 7"
        let pattern = try RegexPattern(#"\d+"#)
        #expect(pattern.matches(in: text).map(\.text) == ["42", "7"])
        #expect(try pattern.replacingAll(in: text, with: "<$0>") == "café 👨‍👩‍👧 naïve <42> ünïcödé <7>")
        let words = try RegexPattern(#"(\p{L}+)"#)
        #expect(try words.replacingAll(in: "été 👋 mañana", with: "[$1]") == "[été] 👋 [mañana]")
        #expect(try RegexPattern("👋").replacingAll(in: "a👋b👋", with: "!") == "a!b!")
    }

    @Test func options() throws {
        #expect(try RegexPattern("SOUP", options: .caseInsensitive).replacingAll(in: "Soup soup", with: "x") == "x x")
        #expect(try RegexPattern("^a", options: .multiline).replacingAll(in: "a\na", with: "b") == "b\nb")
        #expect(try RegexPattern("^a").replacingAll(in: "a\na", with: "b") == "b\na")
        #expect(try RegexPattern("a.b", options: .dotMatchesNewline).isMatch(in: "a\nb"))
        #expect(try !RegexPattern("a.b").isMatch(in: "a\nb"))
    }

    @Test func emptyMatchesAndEmptyText() throws {
        #expect(try RegexPattern("x*").replacingAll(in: "abc", with: "-") == "-a-b-c-")
        #expect(try RegexPattern("x").replacingAll(in: "", with: "-") == "")
        #expect(try RegexPattern("x").matches(in: "").isEmpty)
    }

    @Test func splitsOnARegexKeepingEmptyPieces() throws {
        #expect(try RegexPattern(#"\s*,\s*"#).split("a , b,,c") == ["a", "b", "", "c"])
        #expect(try RegexPattern(",").split("") == [""])
        #expect(try RegexPattern(",").split("abc") == ["abc"])
    }

    @Test func aLiteralPatternEscapesEverything() throws {
        let pattern = try #require(RegexPattern.literal("$5.00 (approx)"))
        #expect(pattern.replacingAll(in: "costs $5.00 (approx)", with: ReplacementTemplate(literal: "$1")) == "costs $1")
    }

    @Test func aHugeTextWithManyMatches() throws {
        let text = String(repeating: "word 12 café 345\n", count: 20_000)
        let result = try RegexPattern(#"(\d+)"#).replacingAll(in: text, with: "#$1")
        #expect(result == String(repeating: "word #12 café #345\n", count: 20_000))
    }
}

@Suite struct RegexCompileErrorTests {
    static let cases: [(String, Int, String)] = [
        ("(abc", 0, "never closed"),
        ("abc)", 3, "closes no group"),
        ("a(b)c)", 5, "closes no group"),
        ("[a-z", 0, "never closed"),
        ("*abc", 0, "nothing before it"),
        ("ab|*c", 3, "nothing before it"),
        ("a**", 2, "nothing before it"),
        ("a{2,1}", 1, "not a valid repetition"),
        ("é(?<1x>a)", 2, "not a valid group name"),
        ("abc\\", 3, "escapes nothing"),
        ("x(?<n>a)(?<n>b)", 8, "names two groups"),
        ("", 0, "empty"),
    ]

    @Test(arguments: cases.indices)
    func aPatternThatDoesNotCompileSaysWhereAndWhy(_ row: Int) {
        let (pattern, offset, words) = Self.cases[row]
        do {
            _ = try RegexPattern(pattern)
            Issue.record("'\(pattern)' compiled")
        } catch {
            #expect(error.offset == offset, "\(pattern): \(error.message)")
            #expect(error.message.contains(words), "\(pattern): \(error.message)")
        }
    }

    @Test func aValidPatternCompiles() throws {
        for pattern in ["a", "[]a]", #"\d+(?:\.\d+)?"#, "[a\\]]", #"\Q(*)\E"#, "(?i)abc", "(?<name>x)\\k<name>"] {
            _ = try RegexPattern(pattern)
        }
    }
}
