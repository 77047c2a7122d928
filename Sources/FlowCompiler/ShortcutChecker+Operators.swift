import FlowDiagnostics
import FlowSyntax

extension ShortcutChecker {
    static func valueOperator(_ op: BinaryOperator) -> ValueExpr.Operator {
        ValueExpr.Operator(rawValue: op.rawValue)!
    }

    /// The typing rules of operators: arithmetic on numbers, amounts,
    /// durations and dates; comparisons of like values; membership; text matches.
    func checkBinary(_ op: BinaryOperator, _ lhs: Expr, _ rhs: Expr, range: SourceRange) -> (ValueExpr, FlowType) {
        // An implicit member on one side takes its enum from the other side.
        var (left, leftType) = (ValueExpr.constant(.boolean(false)), FlowType.invalid)
        var (right, rightType) = (ValueExpr.constant(.boolean(false)), FlowType.invalid)
        if case .implicitMember = lhs.kind {
            (right, rightType) = checkExpr(rhs, expected: nil)
            (left, leftType) = checkExpr(lhs, expected: rightType)
        } else {
            (left, leftType) = checkExpr(lhs, expected: op == .and || op == .or ? .boolean : nil)
            let expectedRight: FlowType? = switch op {
            case .and, .or: .boolean
            case .equal, .notEqual, .less, .lessEqual, .greater, .greaterEqual, .closedRange, .halfOpenRange: leftType
            default: nil
            }
            (right, rightType) = checkExpr(rhs, expected: expectedRight)
        }
        let value = ValueExpr.binary(Self.valueOperator(op), left, right)
        let dynamic = leftType.isDynamic || rightType.isDynamic
        func mismatch(_ detail: String) -> (ValueExpr, FlowType) {
            report(Diagnostic(id: "compiler.type-mismatch", message: detail, range: range))
            return (value, .invalid)
        }
        switch op {
        case .and, .or:
            requireType(leftType, .boolean, range: lhs.range, what: "the left side of '\(op.rawValue)'")
            requireType(rightType, .boolean, range: rhs.range, what: "the right side of '\(op.rawValue)'")
            return (value, .boolean)
        case .equal, .notEqual:
            if dynamic || Coercions.converts(rightType, to: leftType) || Coercions.converts(leftType, to: rightType) {
                return (value, .boolean)
            }
            return mismatch("cannot compare \(leftType.withArticle) with \(rightType.withArticle)")
        case .less, .lessEqual, .greater, .greaterEqual:
            // Like types, or types that convert (a Date and DateComponents). Texts
            // only with texts: everything converts to String, and "5" < 3 is a mistake.
            let convertible = Coercions.converts(leftType, to: rightType) || Coercions.converts(rightType, to: leftType)
            let textWithOther = (leftType == .string) != (rightType == .string)
            let comparable = leftType.isOrdered && rightType.isOrdered && convertible && !textWithOther
            if dynamic || (leftType.isNumeric && rightType.isNumeric) || comparable {
                return (value, .boolean)
            }
            return mismatch("'\(op.rawValue)' compares two numbers, amounts, durations, measurements, dates or texts; here \(leftType.withArticle) and \(rightType.withArticle)")
        case .in:
            switch rightType {
            case .list(let element) where Coercions.converts(leftType, to: element) || dynamic: return (value, .boolean)
            case .range(let bound) where Coercions.converts(leftType, to: bound) || (leftType.isNumeric && bound.isNumeric) || dynamic:
                return (value, .boolean)
            case .dictionary where leftType == .string || dynamic: return (value, .boolean)
            case .string where leftType == .string: return (value, .boolean)
            case .json, .any, .invalid: return (value, .boolean)
            default: return mismatch("'in' looks for a value in a list, range, dictionary or text; here \(leftType.withArticle) in \(rightType.withArticle)")
            }
        case .matches, .startsWith, .endsWith:
            if (leftType == .string || leftType.isDynamic) && (rightType == .string || rightType.isDynamic) { return (value, .boolean) }
            return mismatch("'\(op.rawValue)' works on texts; here \(leftType.withArticle) and \(rightType.withArticle)")
        case .contains:
            switch leftType {
            case .string where rightType == .string || rightType.isDynamic: return (value, .boolean)
            case .list(let element) where Coercions.converts(rightType, to: element) || dynamic: return (value, .boolean)
            case .dictionary where rightType == .string || dynamic: return (value, .boolean)
            case .json, .any, .invalid: return (value, .boolean)
            default: return mismatch("'contains' looks in a text, list or dictionary; here \(leftType.withArticle)")
            }
        case .closedRange, .halfOpenRange:
            if dynamic { return (value, .range(leftType.isDynamic ? rightType : leftType)) }
            if leftType.isNumeric && rightType.isNumeric { return (value, .range(leftType == rightType ? leftType : .decimal)) }
            if leftType == rightType && leftType.isOrdered { return (value, .range(leftType)) }
            return mismatch("a range goes between two values of one ordered type; here \(leftType.withArticle) and \(rightType.withArticle)")
        case .add, .subtract, .multiply, .divide, .remainder:
            return arithmetic(op, leftType, rightType, value: value, range: range)
        }
    }

    func arithmetic(_ op: BinaryOperator, _ left: FlowType, _ right: FlowType, value: ValueExpr, range: SourceRange) -> (ValueExpr, FlowType) {
        if left.isDynamic || right.isDynamic { return (value, left.isDynamic ? (right.isDynamic ? .json : right) : left) }
        let amounts: Set<FlowType> = [.currencyAmount, .duration, .measurement]
        let result: FlowType? = switch (op, left, right) {
        case (.remainder, .integer, .integer): .integer
        case (.divide, _, _) where left.isNumeric && right.isNumeric: .decimal
        case (_, _, _) where left.isNumeric && right.isNumeric && op != .remainder: left == .integer && right == .integer ? .integer : .decimal
        case (.add, .string, _), (.add, _, .string): .string
        case (.add, .list(let a), .list(let b)) where a == b: left
        case (.add, _, _) where left == right && amounts.contains(left), (.subtract, _, _) where left == right && amounts.contains(left): left
        case (.add, .date, .duration), (.subtract, .date, .duration): .date
        case (.subtract, .date, .date): .duration
        case (.multiply, _, _) where amounts.contains(left) && right.isNumeric: left
        case (.multiply, _, _) where left.isNumeric && amounts.contains(right): right
        case (.divide, _, _) where amounts.contains(left) && right.isNumeric: left
        default: nil
        }
        if let result { return (value, result) }
        report(Diagnostic(id: "compiler.type-mismatch", message: "cannot apply '\(op.rawValue)' to \(left.withArticle) and \(right.withArticle)", range: range))
        return (value, .invalid)
    }
}
