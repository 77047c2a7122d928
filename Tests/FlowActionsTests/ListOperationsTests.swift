import Foundation
import Testing
import FlowModel
@testable import FlowActions

@Suite struct NaturalOrderTests {
    @Test func numbersInTextCompareAsNumbers() {
        let names = ["file10.txt", "File2.txt", "file1.txt", "file02.txt", "apple", "Banana", "éclair", "egg", "file100", "99 red", "9 lives"]
        #expect(names.sorted(by: NaturalOrder.areInIncreasingOrder)
                == ["9 lives", "99 red", "apple", "Banana", "éclair", "egg", "file1.txt", "File2.txt", "file02.txt", "file10.txt", "file100"])
    }

    @Test func hugeNumbersDoNotOverflow() {
        #expect(NaturalOrder.areInIncreasingOrder("v99999999999999999999999", "v100000000000000000000000"))
    }

    @Test func theOrderIsTotal() {
        #expect(NaturalOrder.compare("a", "A") != .orderedSame)
        #expect(NaturalOrder.compare("a", "A") == NaturalOrder.compare("a", "A"))
        #expect(NaturalOrder.compare("x", "x") == .orderedSame)
        #expect(NaturalOrder.compare("", "a") == .orderedAscending)
    }
}

@Suite struct ListOperationsTests {
    let list: [RuntimeValue] = [.string("a"), .string("b"), .string("c"), .string("d"), .string("e")]

    @Test func sortsMixedKindsSensibly() {
        let mixed: [RuntimeValue] = [.string("file10"), .decimal(Decimal(string: "2.5")!), .nothing, .integer(3), .string("file2"),
                                     .date(Date(timeIntervalSince1970: 0)), .integer(-1)]
        #expect(ListOperations.sorted(mixed) == [.integer(-1), .decimal(Decimal(string: "2.5")!), .integer(3),
                                                 .date(Date(timeIntervalSince1970: 0)), .string("file2"), .string("file10"), .nothing])
        #expect(ListOperations.sorted([.integer(1), .integer(3), .integer(2)], order: .descending) == [.integer(3), .integer(2), .integer(1)])
    }

    @Test func durationsBeyondWhatADecimalHoldsStillSort() {
        let durations: [RuntimeValue] = [.duration(seconds: 1e300), .duration(seconds: -.infinity), .duration(seconds: 5),
                                         .duration(seconds: 1e-300), .duration(seconds: -1e200), .duration(seconds: .nan)]
        #expect(ListOperations.sorted(durations).map(\.description) == [-Double.infinity, -1e200, 1e-300, .nan, 5, 1e300].map { RuntimeValue.duration(seconds: $0).description })
    }

    @Test func sortIsStableBothWays() {
        let items: [RuntimeValue] = [.integer(2), .decimal(2), .integer(1), .decimal(Decimal(string: "2.00")!)]
        #expect(ListOperations.sorted(items) == [.integer(1), .integer(2), .decimal(2), .decimal(Decimal(string: "2.00")!)])
        #expect(ListOperations.sorted(items, order: .descending) == [.integer(2), .decimal(2), .decimal(Decimal(string: "2.00")!), .integer(1)])
    }

    @Test func sortsByAPropertyAndByKey() {
        let people: [RuntimeValue] = ["Zoe", "adam", "Mia"].map { .dictionary([.init(key: "name", value: .string($0))]) }
        #expect(ListOperations.sorted(people, byProperty: "name").map { Properties.read("name", from: $0) }
                == [.string("adam"), .string("Mia"), .string("Zoe")])
        let sizes: [RuntimeValue] = [.measurement(value: 900, unit: "meters"), .measurement(value: 1, unit: "km"), .measurement(value: 0.5, unit: "mi")]
        #expect(ListOperations.sorted(sizes) == [.measurement(value: 0.5, unit: "mi"), .measurement(value: 900, unit: "meters"), .measurement(value: 1, unit: "km")])
        #expect(ListOperations.sorted([.string("bb"), .string("a"), .string("ccc")]) { .integer($0.description.count) }
                == [.string("a"), .string("bb"), .string("ccc")])
    }

    @Test func itemsInARangeCountFromOneInclusive() {
        #expect(ListOperations.items(list, from: 2, through: 4) == [.string("b"), .string("c"), .string("d")])
        #expect(ListOperations.items(list, from: 1, through: 1) == [.string("a")])
        #expect(ListOperations.items(list, from: 4, through: 100) == [.string("d"), .string("e")])
        #expect(ListOperations.items(list, from: -2, through: -1) == [.string("d"), .string("e")])
        #expect(ListOperations.items(list, from: 4, through: 2) == [])
        #expect(ListOperations.items(list, from: 0, through: 2) == [.string("a"), .string("b")])
        #expect(ListOperations.items(list, from: Int.min, through: Int.max) == list)
        #expect(ListOperations.items([], from: 1, through: 3) == [])
    }

    @Test func itemAtAnIndexFirstLastRandom() {
        #expect(ListOperations.item(list, at: 1) == .string("a"))
        #expect(ListOperations.item(list, at: -1) == .string("e"))
        #expect(ListOperations.item(list, at: 0) == nil)
        #expect(ListOperations.item(list, at: 6) == nil)
        #expect(ListOperations.item(list, at: Int.min) == nil)
        #expect(ListOperations.first(list) == .string("a"))
        #expect(ListOperations.last(list) == .string("e"))
        #expect(ListOperations.first([]) == nil)
        var generator = SequenceGenerator(state: 3)
        let picks = (0..<200).compactMap { _ in ListOperations.random(list, using: &generator) }
        #expect(Set(picks.map(\.description)) == ["a", "b", "c", "d", "e"])
        #expect(ListOperations.random([], using: &generator) == nil)
    }

    @Test func reverseUniqueCombineCount() {
        #expect(ListOperations.reversed(list).first == .string("e"))
        let repeated: [RuntimeValue] = [.integer(2), .string("Apple"), .decimal(2), .string("apple"), .decimal(Decimal(string: "2.50")!),
                                        .decimal(Decimal(string: "2.5")!), .string("Apple"), .nothing, .nothing]
        #expect(ListOperations.unique(repeated) == [.integer(2), .string("Apple"), .string("apple"), .decimal(Decimal(string: "2.50")!), .nothing])
        #expect(ListOperations.combined([list, [.integer(1)], []]).count == 6)
        #expect(ListOperations.count([]) == 0)
    }

    @Test func filterWithConditions() {
        let files: [RuntimeValue] = [.string("Report 2026.pdf"), .string("notes.txt"), .string("report-draft.pdf"), .integer(12), .nothing]
        #expect(ListOperations.filtered(files) { ItemCondition.contains("report").holds(for: $0) } == [files[0], files[2]])
        #expect(ListOperations.filtered(files) { ItemCondition.endsWith(".PDF").holds(for: $0) } == [files[0], files[2]])
        #expect(ListOperations.filtered(files) { ItemCondition.beginsWith("notes").holds(for: $0) } == [files[1]])
        #expect(ListOperations.filtered(files) { ItemCondition.hasAnyValue.holds(for: $0) }.count == 4)
        let numbers: [RuntimeValue] = [.integer(1), .decimal(Decimal(string: "9.5")!), .integer(10), .integer(20)]
        #expect(ListOperations.filtered(numbers) { ItemCondition.isGreaterThan(.decimal(Decimal(string: "9.5")!)).holds(for: $0) } == [.integer(10), .integer(20)])
        #expect(ListOperations.filtered(numbers) { ItemCondition.isBetween(.integer(9), .integer(10)).holds(for: $0) } == [numbers[1], numbers[2]])
        #expect(ItemCondition.is(.string("SOUP")).holds(for: .string("soup")))
        #expect(ItemCondition.is(.integer(2)).holds(for: .decimal(2)))
        #expect(ItemCondition.isNot(.integer(2)).holds(for: .integer(3)))
    }
}
