import FlowCompiler

/// A value expression turned into a closure: evaluating it runs no switch
/// over the expression tree and copies no expression nodes.
typealias CompiledValue = () throws -> RuntimeValue

/// Pure regions (loops of arithmetic) evaluate the same few expressions
/// many times, so they are compiled once into closures. Only the kinds that
/// matter in such loops get their own closure: constants, slots, `not`,
/// negation, `and`/`or`, and operators, with a short cut when both sides are
/// integers. Every other kind calls `evaluate(_:)`, the reference, so there
/// is one definition of what each expression means.
extension Interpreter {
    func compile(_ value: ValueExpr) -> CompiledValue {
        switch value {
        case .constant(let constant):
            let result = RuntimeValue(constant: constant, apps: program.apps)
            // An integer is made afresh: cheaper than copying a captured value.
            if case .integer(let number) = result { return { .integer(number) } }
            return { result }
        case .slot(let slot):
            let slots = self.slots
            return {
                if let number = slots.integer(at: slot) { return .integer(number) }
                return slots.value(at: slot)
            }
        case .not(let inner):
            let inner = compile(inner)
            return { .boolean(!(try inner().isTruthy)) }
        case .negate(let inner):
            let inner = compile(inner)
            return { Operators.negate(try inner()) }
        case .binary(let op, let left, let right):
            return compileBinary(op, left, right, of: value)
        default:
            return { [unowned self] in try evaluate(value) }
        }
    }

    /// `and`, `or` and the operators with an integer short cut; the rest (`in`
    /// a range, ranges, text operators) go to `evaluate`. It returns a closure,
    /// not an optional one with a fallback at the call site: closures passed
    /// through optionals and generics can end up called through a conversion
    /// thunk (the profile showed them), a cost on every call.
    private func compileBinary(_ op: ValueExpr.Operator, _ left: ValueExpr, _ right: ValueExpr, of value: ValueExpr) -> CompiledValue {
        switch op {
        case .and:
            let left = compile(left), right = compile(right)
            return { .boolean(try left().isTruthy ? try right().isTruthy : false) }
        case .or:
            let left = compile(left), right = compile(right)
            return { .boolean(try left().isTruthy ? true : try right().isTruthy) }
        case _ where Operators.hasIntegerPath(op):
            return compileOperator(op, left, right)
        default:
            return { [unowned self] in try evaluate(value) }
        }
    }
}
