import Foundation
import FlowModel

extension ActionEntry {
    /// Shortcuts' Calculate Statistics, exactly on decimals. An empty list
    /// has no average: the output is nothing; an item that is no number
    /// fails the step, naming it.
    public static let calculateStatistics = ActionEntry(
        name: "calculate-statistics", category: .numbers, shortcutsNames: ["Calculate Statistics"],
        keywords: ["average", "mean", "median", "mode", "sum", "total", "minimum", "maximum", "standard deviation"],
        summary: "Calculate the ${measure} of ${list}",
        parameters: [
            .first("list", .list(.any)),
            .labeled("measure", .string, default: .string("average"),
                     choices: ["average", "minimum", "maximum", "sum", "median", "mode", "range", "standard-deviation"]),
        ],
        output: .decimal, outputMayBeAbsent: true, isIdempotent: true,
        example: #"calculate-statistics([2.95, 3.5, 4.25], measure: "average")"#
    ) { call, context in
        let items = call.list("list") ?? []
        var numbers: [Decimal] = []
        for (index, item) in items.enumerated() {
            guard let number = ExactDecimal.from(item) else { throw context.fail("item \(index + 1) ('\(item)') is not a number") }
            numbers.append(number)
        }
        let measure = StatisticsMeasure(rawValue: call.text("measure").replacingOccurrences(of: "-", with: " ")) ?? .average
        return Statistics.compute(measure, of: numbers).map(RuntimeValue.decimal) ?? .nothing
    }
}
