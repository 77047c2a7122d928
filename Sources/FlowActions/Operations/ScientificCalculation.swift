import Foundation

/// Shortcuts' Calculate: the four operations and modulus, and its
/// scientific functions. Exact on `Decimal` where the answer is
/// (arithmetic, squares, whole powers, square roots to 38 digits); the
/// transcendental functions (e^x, logarithms, trigonometry in radians) go
/// through `Double` and come back as the decimal it prints.
public enum CalculateOperation: String, CaseIterable, Sendable {
    case add, subtract, multiply, divide, modulus
    case square, cube, power
    case exp = "e-power", tenPower = "ten-power"
    case ln, log
    case squareRoot = "square-root", cubeRoot = "cube-root"
    case factorial, abs, sin, cos, tan

    /// Whether it takes a second number (`operand:`).
    public var isBinary: Bool { [.add, .subtract, .multiply, .divide, .modulus, .power].contains(self) }
}

public enum CalculationError: Error, Equatable, Sendable, CustomStringConvertible {
    case needsOperand(CalculateOperation)
    case divisionByZero
    case undefined(CalculateOperation)
    case outOfRange

    public var description: String {
        switch self {
        case .needsOperand(let operation): "\(operation.rawValue) needs operand:"
        case .divisionByZero: "division by zero"
        case .undefined(let operation): "\(operation.rawValue) is not defined for that number"
        case .outOfRange: "the result is beyond what a number holds"
        }
    }
}

public enum ScientificCalculation {
    public static func calculate(_ operation: CalculateOperation, _ x: Decimal, _ y: Decimal?) throws(CalculationError) -> Decimal {
        if operation.isBinary && y == nil { throw .needsOperand(operation) }
        let operand = y ?? 0
        let result: Decimal
        switch operation {
        case .add: result = x + operand
        case .subtract: result = x - operand
        case .multiply: result = x * operand
        case .divide:
            guard !operand.isZero else { throw .divisionByZero }
            result = x / operand
        case .modulus:
            guard !operand.isZero else { throw .divisionByZero }
            // Truncated, as Swift's % and Shortcuts' Modulus: the sign of x.
            result = x - operand * Rounding.round(x / operand, places: 0, .towardZero)
        case .square: result = x * x
        case .cube: result = x * x * x
        case .power: result = try power(x, operand)
        case .tenPower: result = try power(10, x)
        case .exp: result = try viaDouble(operation, Foundation.exp, x)
        case .ln:
            guard x > 0 else { throw .undefined(operation) }
            result = try viaDouble(operation, Foundation.log, x)
        case .log:
            guard x > 0 else { throw .undefined(operation) }
            result = try viaDouble(operation, Foundation.log10, x)
        case .squareRoot:
            guard let root = Statistics.squareRoot(x) else { throw .undefined(operation) }
            result = root
        case .cubeRoot: result = try viaDouble(operation, Foundation.cbrt, x)
        case .factorial:
            guard x >= 0, x == Rounding.round(x, places: 0), x <= 100 else { throw .undefined(operation) }
            result = (0..<NSDecimalNumber(decimal: x).intValue).reduce(Decimal(1)) { $0 * Decimal($1 + 1) }
        case .abs: result = x < 0 ? -x : x
        case .sin: result = try viaDouble(operation, Foundation.sin, x)
        case .cos: result = try viaDouble(operation, Foundation.cos, x)
        case .tan: result = try viaDouble(operation, Foundation.tan, x)
        }
        guard !result.isNaN else { throw .outOfRange }
        return result
    }

    /// x^y: exact for a whole exponent up to 1000 in size, else through Double.
    static func power(_ x: Decimal, _ y: Decimal) throws(CalculationError) -> Decimal {
        if y == Rounding.round(y, places: 0), y.magnitude <= 1000 {
            let exponent = NSDecimalNumber(decimal: y).intValue
            if x.isZero && exponent < 0 { throw .divisionByZero }
            let raised = Foundation.pow(x, Swift.abs(exponent))
            guard !raised.isNaN else { throw .outOfRange }
            return exponent < 0 ? 1 / raised : raised
        }
        return try viaDouble(.power, { Foundation.pow($0, NSDecimalNumber(decimal: y).doubleValue) }, x)
    }

    static func viaDouble(_ operation: CalculateOperation, _ function: (Double) -> Double, _ x: Decimal) throws(CalculationError) -> Decimal {
        let value = function(NSDecimalNumber(decimal: x).doubleValue)
        if value.isNaN { throw .undefined(operation) }
        guard let decimal = ExactDecimal.from(value) else { throw .outOfRange }
        return decimal
    }
}
