import FlowModel

extension ActionEntry {
    /// Shortcuts' Format Number: a number as text, exactly from its decimal
    /// (411.22 with 2 places is "411.22", never a Double's 411.2199999).
    public static let formatNumber = ActionEntry(
        name: "format-number", category: .numbers, shortcutsNames: ["Format Number"],
        keywords: ["decimal places", "thousands", "grouping", "percent", "currency", "locale", "spell out"],
        summary: "Format ${number}",
        parameters: [
            .first("number", .decimal),
            .labeled("decimal-places", .integer, optional: true, help: "fixed places after the point; left out, the digits the number has"),
            .labeled("grouping", .boolean, default: .boolean(true), help: "thousands separators"),
            .labeled("style", .string, default: .string("decimal"),
                     choices: ["decimal", "percent", "currency", "scientific", "spelled-out"],
                     help: "percent reads 0.25 as 25%"),
            .labeled("currency", .string, optional: true, help: "an ISO 4217 code (USD, EUR) for the currency style"),
            .labeled("locale", .string, default: .string("en_US"), help: "en_US, de_DE, fr_FR, ..."),
        ],
        output: .string, isIdempotent: true,
        example: #"format-number(1234567.891, decimal-places: 2)"#
    ) { call, context in
        let given = call.value("number") ?? .nothing
        guard let number = ExactDecimal.from(given) else { throw context.fail("'\(given)' is not a number") }
        let style: NumberFormat.Style
        switch call.text("style") {
        case "percent": style = .percent
        case "scientific": style = .scientific
        case "spelled-out": style = .spelledOut
        case "currency":
            guard let code = call.optionalText("currency") else {
                throw context.fail("the currency style needs currency: with a code such as USD or EUR")
            }
            style = .currency(code: code)
        default: style = .decimal
        }
        let format = NumberFormat(style: style, decimalPlaces: call.integer("decimal-places"),
                                  usesGrouping: call.value("grouping") != .boolean(false), locale: call.text("locale"))
        do throws(NumberFormattingError) {
            return .string(try NumberFormatting.format(number, format))
        } catch {
            throw context.fail(error.description)
        }
    }
}
