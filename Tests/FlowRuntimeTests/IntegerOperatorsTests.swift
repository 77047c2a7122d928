import Testing
import FlowCompiler
@testable import FlowRuntime

/// The integer short cut of compiled expressions (`Operators.integers`)
/// must give what the general `Operators.apply` gives, at Int's ends too.
@Suite struct IntegerOperatorsTests {
    static let numbers = [0, 1, -1, 2, -7, 7, 1 << 53, (1 << 53) + 1, Int.max, Int.max - 1, Int.min, Int.min + 1]
    static let operators: [ValueExpr.Operator] = [.add, .subtract, .multiply, .divide, .remainder, .equal, .notEqual,
                                                  .less, .lessEqual, .greater, .greaterEqual, .closedRange, .in, .and]

    /// The value, or the failure's text.
    static func outcome(_ body: () throws -> RuntimeValue?) -> String {
        do { return try body().map { "\($0)" } ?? "none" } catch { return "failed: \(error)" }
    }

    @Test(arguments: operators)
    func agreesWithTheGeneralPath(_ op: ValueExpr.Operator) {
        #expect(Operators.hasIntegerPath(op) == ((try? Operators.integers(op, 1, 2)) != nil))
        guard Operators.hasIntegerPath(op) else { return }
        for a in Self.numbers {
            for b in Self.numbers {
                let general = Self.outcome { try Operators.apply(op, .integer(a), .integer(b)) }
                let fast = Self.outcome { try Operators.integers(op, a, b) }
                #expect(fast == general, "\(a) \(op.rawValue) \(b)")
            }
        }
    }

    @Test func noTrapsAtIntsEnds() throws {
        #expect(try Operators.apply(.remainder, .integer(.min), .integer(-1)) == .integer(0))
        #expect(Operators.negate(.integer(.min)) == .integer(.min))
        #expect(throws: RunFailure.failed(step: "%", message: "remainder of a division by zero")) {
            try Operators.apply(.remainder, .integer(.min), .integer(0))
        }
    }
}

/// Text joins only with `+`: a JSON string minus a number is an error, not
/// the two written side by side (a `where` once applied to one pattern only).
@Suite struct TextOperatorTests {
    @Test func onlyPlusJoinsText() throws {
        #expect(try Operators.apply(.add, .string("a"), .integer(1)) == .string("a1"))
        #expect(try Operators.apply(.add, .integer(1), .string("a")) == .string("1a"))
        for op in [ValueExpr.Operator.subtract, .multiply, .divide] {
            #expect(throws: RunFailure.self) { try Operators.apply(op, .string("a"), .integer(1)) }
        }
    }
}
