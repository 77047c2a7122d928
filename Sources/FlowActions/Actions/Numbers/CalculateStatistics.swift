import Foundation
import FlowModel

extension ActionEntry {
    /// Shortcuts' Calculate Statistics, exactly on decimals, over the items
    /// that are numbers (or text that reads as one), as Shortcuts takes the
    /// numbers of its input. No numbers have no average: the output is nothing.
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
    ) { call, _ in
        let numbers = (call.list("list") ?? []).compactMap(ExactDecimal.from)
        let measure = StatisticsMeasure(rawValue: call.text("measure").replacingOccurrences(of: "-", with: " ")) ?? .average
        return Statistics.compute(measure, of: numbers).map(RuntimeValue.decimal) ?? .nothing
    }
}
