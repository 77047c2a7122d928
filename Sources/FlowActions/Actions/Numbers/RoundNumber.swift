import FlowModel

extension ActionEntry {
    /// Shortcuts' Round Number, exactly on decimals: to a number of places
    /// (negative for Shortcuts' Tens, Hundreds: -1 rounds 1234 to 1230), in
    /// Shortcuts' modes (Normal is `nearest`, Always Round Up is `up`, the
    /// ceiling; Always Round Down is `down`, the floor) and `toward-zero`.
    public static let roundNumber = ActionEntry(
        name: "round-number", category: .numbers, shortcutsNames: ["Round Number"],
        keywords: ["ceiling", "floor", "truncate", "places", "round up", "round down"],
        summary: "Round ${number}",
        parameters: [
            .first("number", .decimal),
            .labeled("places", .integer, default: .integer(0), help: "decimal places; -1 is tens, -2 hundreds"),
            .labeled("mode", .string, default: .string("nearest"), choices: ["nearest", "up", "down", "toward-zero"],
                     help: "up is the ceiling, down the floor; nearest breaks a tie away from zero"),
        ],
        output: .decimal, isIdempotent: true,
        example: #"round-number(2.345, places: 2)"#
    ) { call, context in
        let given = call.value("number") ?? .nothing
        guard let number = ExactDecimal.from(given) else { throw context.fail("'\(given)' is not a number") }
        let mode: RoundingMode = switch call.text("mode") {
        case "up": .up
        case "down": .down
        case "toward-zero": .towardZero
        default: .toNearest
        }
        return .decimal(Rounding.round(number, places: call.integer("places") ?? 0, mode))
    }
}
