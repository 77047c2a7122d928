import Foundation
import Testing
import FlowModel
@testable import FlowActions

/// Key paths (Get and Set Dictionary Value), Get Numbers from Input and
/// Calculate's scientific operations, on their own.
@Suite struct KeyPathAndCalculationTests {
    let order: RuntimeValue = .dictionary([
        .init(key: "a.b", value: .string("whole key")),
        .init(key: "items", value: .list([.dictionary([.init(key: "price", value: .decimal(Decimal(string: "4.5")!))])])),
    ])

    @Test func aPathReadsThroughDictionariesAndListsFromOne() {
        #expect(KeyPath.value(at: "items.1.price", in: order) == .decimal(Decimal(string: "4.5")!))
        #expect(KeyPath.value(at: "items.-1.price", in: order) == .decimal(Decimal(string: "4.5")!))
        #expect(KeyPath.value(at: "items.0.price", in: order) == nil)
        #expect(KeyPath.value(at: "items.2", in: order) == nil)
        #expect(KeyPath.value(at: "a.b", in: order) == .string("whole key"))
    }

    @Test func settingMakesDictionariesAlongThePathAndRefusesAnItemBeyondAList() throws {
        let set = try KeyPath.setting(.integer(2), at: "customer.visits", in: order).get()
        #expect(KeyPath.value(at: "customer.visits", in: set) == .integer(2))
        let replaced = try KeyPath.setting(.integer(5), at: "items.1.price", in: order).get()
        #expect(KeyPath.value(at: "items.1.price", in: replaced) == .integer(5))
        guard case .failure(let error) = KeyPath.setting(.integer(5), at: "items.3.price", in: order) else {
            Issue.record("an item beyond the list was set")
            return
        }
        #expect(error.message.contains("beyond the list's 1 item"))
    }

    @Test func numbersAreFoundInTextExactly() {
        let found = NumberExtraction.numbers(in: "2 bowls at $4.50, 1,234 calories, -3 left, 1,23 and 0.1.")
        #expect(found == [2, Decimal(string: "4.5")!, 1234, -3, 1, 23, Decimal(string: "0.1")!])
    }

    @Test func calculateIsExactWhereTheAnswerIsAndSaysWhyElse() throws {
        #expect(try ScientificCalculation.calculate(.add, Decimal(string: "0.1")!, Decimal(string: "0.2")!) == Decimal(string: "0.3")!)
        #expect(try ScientificCalculation.calculate(.power, 2, -2) == Decimal(string: "0.25")!)
        #expect(try ScientificCalculation.calculate(.modulus, -7, 3) == -1)
        #expect(try ScientificCalculation.calculate(.factorial, 20, nil) == Decimal(string: "2432902008176640000")!)
        #expect(throws: CalculationError.divisionByZero) { try ScientificCalculation.calculate(.divide, 1, 0) }
        #expect(throws: CalculationError.undefined(.ln)) { try ScientificCalculation.calculate(.ln, 0, nil) }
        #expect(throws: CalculationError.undefined(.factorial)) { try ScientificCalculation.calculate(.factorial, Decimal(string: "2.5")!, nil) }
        #expect(throws: CalculationError.needsOperand(.power)) { try ScientificCalculation.calculate(.power, 2, nil) }
    }
}
