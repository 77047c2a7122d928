import FlowCompiler

/// A side of an operator that is read, not computed: a slot or a constant.
/// The compiled operator reads an integer there in place, without calling a
/// closure or copying a value; in `total + repeatIndex % 7` three of the
/// five nodes are leaves.
enum Leaf {
    case slot(Int)
    case integer(Int)
    case constant(RuntimeValue)

    init?(_ value: ValueExpr, apps: [AppModel]) {
        switch value {
        case .slot(let slot): self = .slot(slot)
        case .constant(let constant):
            switch RuntimeValue(constant: constant, apps: apps) {
            case .integer(let number): self = .integer(number)
            case let other: self = .constant(other)
            }
        default: return nil
        }
    }

    @inline(__always) func integer(_ slots: SlotStorage) -> Int? {
        switch self {
        case .slot(let slot): slots.integer(at: slot)
        case .integer(let number): number
        case .constant: nil
        }
    }

    func value(_ slots: SlotStorage) -> RuntimeValue {
        switch self {
        case .slot(let slot): slots.value(at: slot)
        case .integer(let number): .integer(number)
        case .constant(let value): value
        }
    }
}

/// Operators with an integer short cut (`+ - * %`, comparisons): when both
/// sides are integers, `Operators.integers` answers without building the
/// general case; otherwise `Operators.apply` does, as in `evaluate`.
///
/// Sides are computed left then right, as `evaluate` does. A leaf may be read
/// after the other side is computed: expressions never write slots, so it
/// reads the same value.
extension Interpreter {
    func compileOperator(_ op: ValueExpr.Operator, _ left: ValueExpr, _ right: ValueExpr) -> CompiledValue {
        let slots = self.slots
        let leftValue = compile(left), rightValue = compile(right)
        switch (Leaf(left, apps: program.apps), Leaf(right, apps: program.apps)) {
        case let (a?, b?):
            return {
                if let x = a.integer(slots), let y = b.integer(slots), let result = try Operators.integers(op, x, y) { return result }
                return try Operators.apply(op, a.value(slots), b.value(slots))
            }
        case let (a?, nil):
            return {
                let right = try rightValue()
                if let x = a.integer(slots), case .integer(let y) = right, let result = try Operators.integers(op, x, y) { return result }
                return try Operators.apply(op, a.value(slots), right)
            }
        case let (nil, b?):
            return {
                let left = try leftValue()
                if case .integer(let x) = left, let y = b.integer(slots), let result = try Operators.integers(op, x, y) { return result }
                return try Operators.apply(op, left, b.value(slots))
            }
        case (nil, nil):
            return {
                let left = try leftValue(), right = try rightValue()
                if case .integer(let x) = left, case .integer(let y) = right, let result = try Operators.integers(op, x, y) { return result }
                return try Operators.apply(op, left, right)
            }
        }
    }
}
