import FlowModel

extension ActionEntry {
    /// Shortcuts' Get Numbers from Input: every number written in text, in
    /// order, exactly (`NumberExtraction`); a number is itself, a list each
    /// of its items' numbers.
    public static let getNumbersFromInput = ActionEntry(
        name: "get-numbers-from-input", category: .numbers, shortcutsNames: ["Get Numbers from Input"],
        keywords: ["extract", "parse", "numbers", "digits"],
        summary: "Get numbers from ${input}",
        parameters: [.first("input", .any)],
        output: .list(.decimal), isIdempotent: true,
        example: #"get-numbers-from-input("2 bowls at $4.50, 1,234 calories")"#
    ) { call, _ in
        func numbers(_ value: RuntimeValue) -> [RuntimeValue] {
            switch value {
            case .list(let items): return items.flatMap(numbers)
            case .integer, .decimal: return [value]
            default: return NumberExtraction.numbers(in: value.description).map(RuntimeValue.decimal)
            }
        }
        return .list(numbers(call.value("input") ?? .nothing))
    }
}
