import FlowActions
import FlowDiagnostics
import FlowModel
import FlowSyntax

/// Text where JSON is expected stays text: a JSON string, whose members are
/// not there (`j.open_issues` of the text `{"open_issues": 7}` is an error
/// when it runs). Said when checking, with the action that parses text.
/// Plain literal text passed as JSON (a request body "hello") is a JSON
/// string on purpose and is not reported; a literal that spells an object
/// or an array is.
extension ShortcutChecker {
    /// The built-in action that reads text as JSON data.
    static let parseAction = "get-dictionary-from-input"

    func warnTextAsJSON(_ value: ValueExpr, range: SourceRange) {
        var name = "..."
        var notes: [Diagnostic.Note] = []
        switch value {
        case .constant(.string(let text)):
            guard let first = text.first(where: { !$0.isWhitespace }), first == "{" || first == "[" else { return }
            notes.append(.init("to write JSON data here, use a list or dictionary literal: [\"key\": value]"))
        case .slot(let slot) where slots.indices.contains(slot):
            name = slots[slot].name
        default:
            break
        }
        notes.insert(.init("to read text as JSON data, parse it first: \(Self.parseAction)(\(name))"), at: 0)
        report(Diagnostic(id: "compiler.text-as-json", severity: .warning,
                          message: "this is text where JSON is expected: it stays one JSON string, not the object or list it may spell, and its members cannot be read",
                          range: range, notes: notes))
    }

    /// A JSON body written in the call as text that starts with `{` or `[`
    /// (`body: "{\"name\": \"${name}\"}"`) is the document it spells: its
    /// values are escaped into it (FlowActions' `JSONBodyTemplate`) and the
    /// request sends the document, so it is no text-as-JSON mistake. Written
    /// without values, it is read now, and a syntax error is one here.
    func isJSONDocumentWritten(_ expr: Expr) -> Bool {
        guard case .string(let literal) = expr.kind, case .text(let start)? = literal.segments.first else { return false }
        return JSONBodyTemplate.isDocument(startingWith: start)
    }

    func jsonDocument(_ value: ValueExpr, range: SourceRange) -> ValueExpr {
        if case .constant(.string(let text)) = value {
            do { _ = try JSONReader.value(from: text) } catch {
                report(Diagnostic(id: "compiler.invalid-json-body",
                                  message: "this body starts as JSON but is not JSON: \(error.reason) at line \(error.line), column \(error.column) of the text",
                                  range: range, notes: [.init("write the document's values as ${...}; they are escaped into it when the step runs")]))
            }
        }
        return .convert(value, to: .json)
    }
}
