/// `flow help types`: the types, their properties and the coercion table,
/// printed from the same tables the checker uses.
public enum TypesHelp {
    static let descriptions: [(FlowType, String, String)] = [
        (.integer, "whole numbers", "42, 1_000"),
        (.decimal, "numbers with a fraction", "2.95"),
        (.boolean, "true or false", "true"),
        (.string, "text", "\"Tomato Soup\", 'raw', \"\"\"...\"\"\""),
        (.file, "a file by path", "\"~/notes.txt\" (String converts)"),
        (.date, "a moment in time", "2026-03-29T12:30, now"),
        (.dateComponents, "calendar fields: a day, a time of day", "2026-03-29, 07:30"),
        (.duration, "a length of time", "500ms, 10s, 1h30m, 2d"),
        (.measurement, "a value with a unit", "2.5km, 3kg, 5meters"),
        (.url, "a web address", "\"https://example.com\" (String converts)"),
        (.location, "a place", "\"7401 S Lewis Ave\" (String converts), here"),
        (.person, "a contact", "\"John Appleseed\" (String converts)"),
        (.currencyAmount, "money", "$2.95, €3, 2.95 USD"),
        (.paymentMethod, "a way to pay", "(from apps)"),
        (.json, "data whose shape is known when it runs: any member is allowed", "get-contents-of-url(...)"),
    ]

    public static func text() -> String {
        var text = "TYPES\n\n"
        let members = Members(apps: [])
        for (type, meaning, example) in descriptions {
            text += "  \(type.description.padding(toLength: 16, withPad: " ", startingAt: 0))\(meaning); e.g. \(example)\n"
            if let list = members.members(of: type), !list.isEmpty {
                text += String(repeating: " ", count: 18) + "properties: " + list.map { "\($0.0) (\($0.1))" }.joined(separator: ", ") + "\n"
            }
        }
        text += """

          App types: an app's enums (a case and its display name: .clamChowder, "Clam Chowder")
          and custom types (identifier, displayString, subtitle, image, and declared properties).
          [T] is a list (count, first, last, isEmpty), [String: T] a dictionary (count, keys, values).
          An intent's output type names the latest step that produced one: OrderDetails.total.

        CONVERSIONS (the content graph: where a value of one type may stand for another)

        """
        for rule in Coercions.rules {
            text += "  \(rule.from) → \(rule.to): \(rule.how) [\(rule.certainty.rawValue)]\n"
        }
        return text
    }
}

import Foundation
