import Foundation
import FlowModel

extension ActionEntry {
    /// Shortcuts' Calculate as a step: the operations `+ - * / %` do in an
    /// expression, and the scientific ones (powers, roots, logarithms,
    /// factorial, trigonometry in radians), exact where the answer is.
    public static let calculate = ActionEntry(
        name: "calculate", category: .numbers, shortcutsNames: ["Calculate"],
        keywords: ["math", "power", "square root", "logarithm", "factorial", "sine", "modulus"],
        summary: "Calculate ${operation} of ${number}",
        parameters: [
            .first("number", .decimal),
            .labeled("operation", .string, choices: CalculateOperation.allCases.map { ActionChoice($0.rawValue) }),
            .labeled("operand", .decimal, optional: true, help: "the second number of add ... modulus and power"),
        ],
        output: .decimal, isIdempotent: true,
        example: #"calculate(2, operation: "power", operand: 10)"#
    ) { call, context in
        let given = call.value("number") ?? .nothing
        guard let number = ExactDecimal.from(given) else { throw context.fail("'\(given)' is not a number") }
        let operation = CalculateOperation(rawValue: call.text("operation")) ?? .add
        var operand: Decimal?
        if let value = call.value("operand") {
            guard let decimal = ExactDecimal.from(value) else { throw context.fail("'\(value)' is not a number") }
            operand = decimal
        }
        do throws(CalculationError) {
            return .decimal(try ScientificCalculation.calculate(operation, number, operand))
        } catch {
            throw context.fail(error.description)
        }
    }
}
