import Foundation
import FlowActions
import FlowCompiler

/// A built-in's parameter whose template is written into a sink that parses
/// text (a shell script, a URL, a JSON body, a path): the template's own
/// text is the sink's syntax, and each value goes in as data, in the form
/// the sink needs (see `TemplateSink`). The rules are FlowActions' `Sinks`;
/// this is where a run applies them.
extension Interpreter {
    /// The value of `value` for a parameter read by `sink`. A shell script's
    /// values come back in `shellValues`, for the shell's environment.
    func evaluate(_ value: ValueExpr, into sink: TemplateSink, step: String,
                  shellValues: inout [String: String]) throws -> RuntimeValue {
        // Text read as a URL or JSON: the template is put together for its sink first, then converted.
        if case .convert(let inner, let type) = value, case .template = inner {
            return try convert(try evaluate(inner, into: sink, step: step, shellValues: &shellValues), to: type)
        }
        // A body written as JSON text with no values (`body: "{\"n\": 1}"`) is the document it spells, as a template is.
        if sink == .jsonBody, let text = Self.writtenText(value), JSONBodyTemplate.isDocument(startingWith: text) {
            return try jsonBody([.text(text)], step: step)
        }
        guard case .template(let pieces) = value, sink != .text else {
            let plain = try evaluate(value)
            if sink == .path, plain.description.utf8.contains(0) {
                throw RunFailure.failed(step: step, message: "a path cannot contain a NUL byte")
            }
            return plain
        }
        do {
            switch sink {
            case .text, .header:
                return try evaluate(value)
            case .shellScript:
                let script = try ShellScriptTemplate.render(sinkPieces(pieces))
                shellValues = script.environment
                return .string(script.script)
            case .url:
                return .string(try URLTemplate.render(sinkPieces(pieces)))
            case .path:
                let path = try evaluate(value)
                guard !path.description.utf8.contains(0) else { throw SinkError("a path cannot contain a NUL byte") }
                return path
            case .jsonBody:
                guard case .text(let start)? = pieces.first, JSONBodyTemplate.isDocument(startingWith: start) else { return try evaluate(value) }
                return try jsonBody(pieces, step: step)
            }
        } catch let error as SinkError {
            throw RunFailure.failed(step: step, message: error.message)
        }
    }

    /// Text written in the call, converted or not.
    static func writtenText(_ value: ValueExpr) -> String? {
        switch value {
        case .constant(.string(let text)): text
        case .convert(let inner, _): writtenText(inner)
        default: nil
        }
    }

    private func sinkPieces(_ pieces: [ValueExpr.TemplatePiece]) throws -> [SinkPiece] {
        try pieces.map { piece in
            switch piece {
            case .text(let text): .code(text)
            case .value(let inner): .value(try evaluate(inner).description)
            }
        }
    }

    /// A JSON document written as text: rendered with its values escaped,
    /// then read back, so the request sends the document the text describes.
    private func jsonBody(_ pieces: [ValueExpr.TemplatePiece], step: String) throws -> RuntimeValue {
        let rendered = JSONBodyTemplate.render(try pieces.map { piece in
            switch piece {
            case .text(let text): return .code(text)
            case .value(let inner):
                let value = try evaluate(inner)
                return .value(.init(text: value.description, json: JSONWriter.text(value)))
            }
        })
        do { return try JSONReader.value(from: rendered) } catch {
            throw RunFailure.failed(step: step, message: "the body starts as JSON but is not JSON once its values are in (\(error)): \(URLTemplate.preview(rendered))")
        }
    }
}
