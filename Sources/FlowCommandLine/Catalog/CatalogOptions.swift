import Foundation

/// What the catalog commands share: their common options and output forms.
enum CatalogOptions {
    static let file = CommandSpec.Option(name: .file, value: "<file.flow>",
                                         help: "Also an app definition not on the app search path (repeatable).")
    /// `--json`, with the shape of the one document it prints (each command says its own).
    static func json(_ shape: String) -> CommandSpec.Option {
        CommandSpec.Option(name: .json, value: nil, help: "Print one JSON document instead of text: \(shape).")
    }

    /// Left-aligned columns, two spaces apart; the last column is not padded.
    static func table(_ rows: [[String]]) -> String {
        guard let columns = rows.map(\.count).max() else { return "" }
        var widths = [Int](repeating: 0, count: columns)
        for row in rows { for (index, cell) in row.enumerated() where index < columns - 1 { widths[index] = max(widths[index], cell.count) } }
        return rows.map { row in
            row.enumerated().map { index, cell in
                index == row.count - 1 ? cell : cell.padding(toLength: widths[index], withPad: " ", startingAt: 0)
            }.joined(separator: "  ")
        }.map { String($0.reversed().drop(while: { $0 == " " }).reversed()) + "\n" }.joined()
    }

    /// Pretty, sorted JSON on standard output.
    static func printJSON(_ object: Any, context: CommandContext) {
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]),
              let text = String(data: data, encoding: .utf8) else { return }
        context.stdout.line(text)
    }
}
