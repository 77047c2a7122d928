import Foundation
import Testing
import FlowDiagnostics
@testable import FlowSyntax

/// Hostile input: the parser must return a tree and diagnostics, never trap.
@Suite struct RobustnessTests {
    @Test func tenThousandNestedBracketsAreOneDiagnostic() {
        for (open, close) in [("(", ")"), ("[", "]")] {
            let text = "shortcut \"x\" {\n  let a = " + String(repeating: open, count: 10_000) + "1"
                + String(repeating: close, count: 10_000) + "\n  show-result(a)\n}\n"
            let result = parse(text)
            #expect(ids(result).contains("syntax.nesting-too-deep"), "\(open)")
            #expect(result.diagnostics.diagnostics.count <= 3, "\(open): \(ids(result))")
        }
    }

    @Test func unclosedNestingToTheEndOfTheFile() {
        let result = parse("shortcut \"x\" { let a = " + String(repeating: "(", count: 10_000))
        #expect(result.hasErrors)
    }

    @Test func deeplyNestedBlocksAndInterpolations() {
        let blocks = "shortcut \"x\" {\n" + String(repeating: "if a {\n", count: 5_000) + String(repeating: "}\n", count: 5_000) + "}\n"
        #expect(ids(parse(blocks)).contains("syntax.nesting-too-deep"))
        let strings = "shortcut \"x\" { f(" + String(repeating: "\"${", count: 5_000) + "1" + String(repeating: "}\"", count: 5_000) + ") }"
        #expect(parse(strings).hasErrors)
    }

    @Test func longChainsOfPrefixOperatorsAreOneDiagnostic() {
        let text = "shortcut \"x\" { f(" + String(repeating: "- ", count: 50_000) + "1)\n f(" + String(repeating: "not ", count: 50_000) + "a) }"
        let result = parse(text)
        #expect(ids(result) == ["syntax.nesting-too-deep"])
    }

    @Test func everySingleByteAlone() {
        for byte in UInt8.min...UInt8.max {
            _ = parse(bytes: [byte])
            _ = parse(bytes: Array("shortcut \"x\" { f(".utf8) + [byte] + Array(") }".utf8))
        }
    }

    @Test func aFiftyMegabyteFileParses() {
        // Realistic text repeated, with a broken line every so often so the
        // recovery paths run at scale too; the diagnostics stay bounded.
        let chunk = Array("""
        shortcut "Soup for John" {
          let order = SoupChef.OrderSoup(soup: .clamChowder, quantity: 2, storeLocation: "7401 S Lewis Ave")
          send-message(to: "John Appleseed", text: "Hey, I just ordered ${OrderDetails}. Please pick it up!")
          if OrderDetails.total > $10 and not done { show-result("Total: ${OrderDetails.total}") } # note
          let = broken(
        }

        """.utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(50 * 1024 * 1024 + chunk.count)
        while bytes.count < 50 * 1024 * 1024 { bytes += chunk }
        let result = parse(bytes: bytes)
        #expect(result.syntax.declarations.count > 100_000)
        #expect(result.diagnostics.diagnostics.count == DiagnosticBag.defaultLimit)
        #expect(result.diagnostics.droppedCount > 0)
    }

    @Test func randomBytesParse() {
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<200 {
            let count = Int.random(in: 0..<1_000, using: &generator)
            let bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let result = parse(bytes: bytes)
            let inside = result.diagnostics.diagnostics.allSatisfy { $0.range.start >= 0 && $0.range.end <= bytes.count }
            #expect(inside)
            _ = rendered(result)
        }
    }
}
