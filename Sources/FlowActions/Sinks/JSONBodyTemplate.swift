import FlowModel

/// A JSON document written as a template (`"{\"name\": \"${name}\"}"`): a
/// value inside one of the document's strings is escaped as string content,
/// so a `"` in it cannot end the string; a value outside strings is written
/// as a JSON value (text quoted, numbers as their digits). The shortcut's
/// own text is the document's structure; values never are.
public enum JSONBodyTemplate {
    /// A value as both forms it may need: its text, and its JSON encoding.
    public struct Value: Sendable {
        public var text: String
        public var json: String

        public init(text: String, json: String) {
            self.text = text
            self.json = json
        }
    }

    /// Whether a template is meant as a JSON document: its own text starts
    /// with `{` or `[`.
    public static func isDocument(startingWith text: String) -> Bool {
        guard let first = text.first(where: { !$0.isWhitespace }) else { return false }
        return first == "{" || first == "["
    }

    public static func render(_ pieces: [Piece]) -> String {
        var document = ""
        var inString = false
        var escaped = false
        for piece in pieces {
            switch piece {
            case .code(let text):
                document += text
                for character in text {
                    if escaped { escaped = false } else if character == "\\" && inString { escaped = true } else if character == "\"" { inString.toggle() }
                }
            case .value(let value):
                document += inString ? escape(value.text) : value.json
            }
        }
        return document
    }

    public enum Piece: Sendable {
        case code(String)
        case value(Value)
    }

    /// Text as the content of a JSON string, without its quotes (RFC 8259
    /// §7), escaped as FlowModel's `JSONWriter` escapes every string.
    public static func escape(_ text: String) -> String {
        var bytes: [UInt8] = []
        JSONWriter.append(string: text, to: &bytes)
        return String(decoding: bytes.dropFirst().dropLast(), as: UTF8.self)
    }
}
