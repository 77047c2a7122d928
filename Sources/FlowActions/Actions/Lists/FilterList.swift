import FlowModel

extension ActionEntry {
    /// A list's items that meet a condition, in order: Shortcuts' Filter's
    /// property, operator and value (`by: "price", condition: "less-than",
    /// value: 5`), evaluated per item by `ItemCondition` (text ignores case;
    /// numbers, dates and natural text order as `sort-list`). Without `by:`
    /// the condition is on the item itself. A triple, not an expression with
    /// `item` bound, so the checker and interpreter need nothing new and
    /// the step reads as Shortcuts shows it.
    public static let filterList = ActionEntry(
        name: "filter-list", category: .lists, shortcutsNames: [], isFlowOnly: true,
        keywords: ["where", "select", "keep", "matching", "condition"],
        summary: "Filter ${list} where ${by} ${condition} ${value}",
        parameters: [
            .first("list", .list(.any)),
            .labeled("by", .string, optional: true, help: "a property or dictionary key of each item; left out, the item itself"),
            .labeled("condition", .string, choices: ListCondition.names),
            .labeled("value", .any, optional: true, help: "what the condition compares with (not for has-any-value)"),
            .labeled("to", .any, optional: true, help: "the upper end for between, both ends included"),
        ],
        output: .list(.json), isIdempotent: true,
        example: #"filter-list([[soup: "Clam", price: 4.5], [soup: "Lobster", price: 9]], by: "price", condition: "less-than", value: 5)"#
    ) { call, context in
        let condition = try ListCondition.make(call.text("condition"), value: call.value("value"), upper: call.value("to"))
            .get(orFail: context)
        let property = call.optionalText("by")
        return .list(ListOperations.filtered(call.list("list") ?? []) { item in
            condition.holds(for: property.map { Properties.read($0, from: item) } ?? item)
        })
    }
}

/// The conditions `filter-list` takes, named as Shortcuts' If and Filter
/// show them, in kebab case.
enum ListCondition {
    static let names: [ActionChoice] = [
        "is", "is-not", "contains", "does-not-contain", "begins-with", "ends-with",
        "greater-than", "at-least", "less-than", "at-most", "between", "has-any-value", "does-not-have-any-value",
    ]

    /// The condition a name and its values make; a message when a value it needs is missing.
    static func make(_ name: String, value: RuntimeValue?, upper: RuntimeValue?) -> Result<ItemCondition, ConditionProblem> {
        if name == "has-any-value" { return .success(.hasAnyValue) }
        if name == "does-not-have-any-value" { return .success(.doesNotHaveAnyValue) }
        guard let value else { return .failure(ConditionProblem(message: "the condition '\(name)' needs value:")) }
        switch name {
        case "is": return .success(.is(value))
        case "is-not": return .success(.isNot(value))
        case "contains": return .success(.contains(value.description))
        case "does-not-contain": return .success(.doesNotContain(value.description))
        case "begins-with": return .success(.beginsWith(value.description))
        case "ends-with": return .success(.endsWith(value.description))
        case "greater-than": return .success(.isGreaterThan(value))
        case "at-least": return .success(.isAtLeast(value))
        case "less-than": return .success(.isLessThan(value))
        case "at-most": return .success(.isAtMost(value))
        case "between":
            guard let upper else { return .failure(ConditionProblem(message: "the condition 'between' needs to: (its upper end)")) }
            return .success(.isBetween(value, upper))
        default: return .failure(ConditionProblem(message: "'\(name)' is not a condition"))
        }
    }
}

struct ConditionProblem: Error {
    let message: String
}

extension Result where Failure == ConditionProblem {
    /// The value, or the step's failure with the problem's message.
    func get(orFail context: any ActionContext) throws -> Success {
        switch self {
        case .success(let value): return value
        case .failure(let problem): throw context.fail(problem.message)
        }
    }
}
