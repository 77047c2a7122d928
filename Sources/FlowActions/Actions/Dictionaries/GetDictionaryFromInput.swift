import Foundation
import FlowModel

extension ActionEntry {
    /// Shortcuts' Get Dictionary from Input: JSON text as a value, read by
    /// FlowModel's exact reader (numbers keep their digits, keys their
    /// order), or a query string (`soup=Clam&size=large`) as a dictionary of
    /// text. Text that is neither fails the step, at its line and column.
    public static let getDictionaryFromInput = ActionEntry(
        name: "get-dictionary-from-input", category: .dictionaries, shortcutsNames: ["Get Dictionary from Input"],
        keywords: ["parse", "json", "decode", "query string"],
        summary: "Get dictionary from ${input}",
        parameters: [.first("input", .string)],
        output: .json, isIdempotent: true,
        example: #"get-dictionary-from-input("{\"soup\": \"Clam\", \"price\": 4.50}")"#
    ) { call, context in
        let text = call.text("input")
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if let query = QueryString.dictionary(trimmed) { return query }
        do throws(JSONSyntaxError) {
            return try JSONReader.value(from: text)
        } catch {
            throw context.fail("the input is not JSON: \(error.description)")
        }
    }
}

/// `key=value&key=value` text as a dictionary, as Shortcuts reads it.
enum QueryString {
    /// The pairs, percent-decoded (`+` a space); nil for text that is JSON
    /// or has no `=`, so it is read as JSON (and fails there with a place).
    static func dictionary(_ text: String) -> RuntimeValue? {
        guard let first = text.first, !"{[\"".contains(first), text.contains("="), !text.contains("\n") else { return nil }
        var entries: [RuntimeValue.Entry] = []
        for pair in text.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map {
                String($0).replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? String($0)
            }
            let value = RuntimeValue.string(parts.count > 1 ? parts[1] : "")
            if let index = entries.firstIndex(where: { $0.key == parts[0] }) { entries[index].value = value } else { entries.append(.init(key: parts[0], value: value)) }
        }
        return .dictionary(entries)
    }
}
