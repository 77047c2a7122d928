import FlowCompiler

/// Operators on two integers, worked out without leaving `Int`: the common
/// case in loops and counters, which the compiled expressions try first.
extension Operators {
    /// What `apply(op, .integer(a), .integer(b))` gives, or nil when that
    /// needs the general path (`/` makes a decimal, `...` a list, `in` and
    /// text operators look at descriptions). Wrapping `+ - *` and ordering
    /// through `Double` are what `arithmetic` and `compare` do; a test checks
    /// the two agree.
    @inline(__always)
    static func integers(_ op: ValueExpr.Operator, _ a: Int, _ b: Int) throws -> RuntimeValue? {
        switch op {
        case .add: .integer(a &+ b)
        case .subtract: .integer(a &- b)
        case .multiply: .integer(a &* b)
        case .remainder: .integer(try remainder(a, b))
        case .equal: .boolean(a == b)
        case .notEqual: .boolean(a != b)
        case .less: .boolean(Double(a) < Double(b))
        case .lessEqual: .boolean(Double(a) <= Double(b))
        case .greater: .boolean(Double(a) > Double(b))
        case .greaterEqual: .boolean(Double(a) >= Double(b))
        default: nil
        }
    }

    /// Whether `integers` has an answer for this operator.
    static func hasIntegerPath(_ op: ValueExpr.Operator) -> Bool {
        switch op {
        case .add, .subtract, .multiply, .remainder, .equal, .notEqual, .less, .lessEqual, .greater, .greaterEqual: true
        default: false
        }
    }

    /// `a % b`; a remainder of zero fails the step. `Int.min % -1` is 0, not
    /// the overflow trap of Swift's `%`.
    @inline(__always)
    static func remainder(_ a: Int, _ b: Int) throws -> Int {
        guard b != 0 else { throw RunFailure.failed(step: "%", message: "remainder of a division by zero") }
        return a.remainderReportingOverflow(dividingBy: b).partialValue
    }
}
