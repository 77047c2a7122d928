import Foundation
import Testing

/// Keeps `Grammar/flow.ebnf` and the hand-written lexer and parser honest:
/// every rule is quoted (`/// rule-name = ...`) above the function that
/// implements it, and every quoted production names a rule of the grammar.
/// If this fails after a grammar change, add or fix the quoted production
/// in `Sources/FlowSyntax`.
@Suite struct GrammarDriftTests {
    static func grammarRules() throws -> Set<String> {
        let text = try String(contentsOf: packageRoot.appendingPathComponent("Grammar/flow.ebnf"), encoding: .utf8)
        // Drop (* comments *) so prose cannot look like a rule.
        let withoutComments = text.replacing(/\(\*[\s\S]*?\*\)/, with: "")
        var rules = Set<String>()
        for line in withoutComments.split(separator: "\n") {
            if let match = line.firstMatch(of: /^([a-z][a-z0-9-]*)\s*=/) { rules.insert(String(match.1)) }
        }
        return rules
    }

    static func quotedProductions() throws -> Set<String> {
        let directory = packageRoot.appendingPathComponent("Sources/FlowSyntax")
        var quoted = Set<String>()
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) where name.hasSuffix(".swift") {
            let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
            for match in text.matches(of: /\/\/\/\s+([a-z][a-z0-9-]*)\s+=\s/) { quoted.insert(String(match.1)) }
        }
        return quoted
    }

    @Test func everyGrammarRuleIsImplementedByAQuotedFunction() throws {
        let missing = try Self.grammarRules().subtracting(Self.quotedProductions()).sorted()
        #expect(missing.isEmpty, "rules of flow.ebnf with no '/// rule = ...' above a parse or lex function: \(missing)")
    }

    @Test func everyQuotedProductionIsAGrammarRule() throws {
        let unknown = try Self.quotedProductions().subtracting(Self.grammarRules()).sorted()
        #expect(unknown.isEmpty, "'/// rule = ...' comments naming rules that flow.ebnf does not have: \(unknown)")
    }

    @Test func grammarHasSyntacticThenLexicalRules() throws {
        let text = try String(contentsOf: packageRoot.appendingPathComponent("Grammar/flow.ebnf"), encoding: .utf8)
        let syntactic = try #require(text.range(of: "Syntactic rules"))
        let lexical = try #require(text.range(of: "Lexical rules"))
        #expect(syntactic.lowerBound < lexical.lowerBound)
    }
}
