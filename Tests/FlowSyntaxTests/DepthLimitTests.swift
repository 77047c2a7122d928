import Testing
import FlowDiagnostics
@testable import FlowSyntax

/// The one nesting limit (`Parser.maximumDepth`, Grammar/README.md): brackets,
/// blocks, interpolations and the levels of an expression's tree count
/// against it, so no input makes a tree deep enough to exhaust a stack in
/// any phase that walks it, and past it there is one diagnostic where the
/// input goes too deep.
@Suite struct DepthLimitTests {
    static let nesting = DeepInputs.shapes.filter(\.nests)
    static let flat = DeepInputs.shapes.filter { !$0.nests }

    func tooDeep(_ result: ParseResult) -> [Diagnostic] {
        result.diagnostics.diagnostics.filter { $0.id == "syntax.nesting-too-deep" }
    }

    @Test(arguments: nesting.map(\.name))
    func aQuarterOfTheLimitParsesAndFourTimesIsOneDiagnostic(_ name: String) throws {
        // A quarter and four times, not one and one more: a menu is two
        // levels (its braces and its item's), and in `1 + 2 * 3 - 4 / 5 ...`
        // only the additive operators deepen the tree.
        let shape = try #require(DeepInputs.shapes.first { $0.name == name })
        let within = parse(shape(Parser.maximumDepth / 4))
        #expect(tooDeep(within).isEmpty, "\(ids(within))")
        for count in [4 * Parser.maximumDepth, 10_000] {
            let result = parse(shape(count))
            #expect(tooDeep(result).count == 1, "\(count): \(ids(result))")
            #expect(result.diagnostics.diagnostics.count <= 3, "\(count): \(ids(result))")
            // The phases after the parser walk the tree it left.
            _ = structure(result)
            _ = Formatter.format(result)
        }
    }

    /// The diagnostic points at the token that goes one level too deep, and
    /// that point does not move when the chain gets longer.
    @Test func theDiagnosticIsWhereTheChainGoesTooDeep() throws {
        let expected = ["additions": "+", "concatenations": "+", "negations": "-", "nots": "not", "dots": ".", "property path": "."]
        for (name, token) in expected {
            let shape = try #require(DeepInputs.shapes.first { $0.name == name })
            var offsets: Set<Int> = []
            for count in [2 * Parser.maximumDepth, 40_000] {
                let result = parse(shape(count))
                let diagnostic = try #require(tooDeep(result).first, "\(name)")
                #expect(result.file.text(diagnostic.range) == token, "\(name)")
                offsets.insert(diagnostic.range.start)
            }
            #expect(offsets.count == 1, "\(name): \(offsets)")
        }
    }

    @Test func aLongChainIsOneDiagnosticAndTheLinesAfterItAreStillChecked() {
        let text = "shortcut \"x\" {\n  show-result(1" + String(repeating: " + 1", count: 100_000) + ")\n  let = 2\n}\n"
        #expect(ids(parse(text)) == ["syntax.nesting-too-deep", "syntax.expected-identifier"])
    }

    @Test(arguments: flat.map(\.name))
    func longFlatInputsHaveNoLimit(_ name: String) throws {
        let shape = try #require(DeepInputs.shapes.first { $0.name == name })
        let result = parse(shape(20_000))
        #expect(result.diagnostics.diagnostics.isEmpty, "\(ids(result))")
        let formatted = try #require(Formatter.format(result))
        #expect(structure(parse(formatted)) == structure(result))
    }
}
