import Foundation

/// The `--json` form of diagnostics: one object per diagnostic, with both
/// byte offsets (for tools) and 1-based line/column (for people).
public struct DiagnosticJSON: Codable, Hashable, Sendable {
    public struct Location: Codable, Hashable, Sendable {
        public var file: String
        public var line: Int
        public var column: Int
        public var endLine: Int
        public var endColumn: Int
        public var offset: Int
        public var length: Int
    }

    public struct Note: Codable, Hashable, Sendable {
        public var message: String
        public var location: Location?
    }

    public struct FixIt: Codable, Hashable, Sendable {
        public var message: String
        public var location: Location
        public var replacement: String
    }

    public var id: String
    public var severity: String
    public var message: String
    public var location: Location
    public var notes: [Note]
    public var fixIts: [FixIt]

    public init(_ diagnostic: Diagnostic, in file: SourceFile) {
        func locate(_ range: SourceRange) -> Location {
            let start = file.position(of: range.start)
            let end = file.position(of: range.end)
            return Location(file: file.path, line: start.line, column: start.column,
                            endLine: end.line, endColumn: end.column,
                            offset: range.start, length: range.length)
        }
        id = diagnostic.id
        severity = diagnostic.severity.rawValue
        message = diagnostic.message
        location = locate(diagnostic.range)
        notes = diagnostic.notes.map { Note(message: $0.message, location: $0.range.map(locate)) }
        fixIts = diagnostic.fixIts.map {
            FixIt(message: $0.message, location: locate($0.range), replacement: $0.replacement)
        }
    }

    /// Encodes a list as pretty, key-sorted JSON so output is stable for tests and diffs.
    public static func encode(_ list: [DiagnosticJSON]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(list) else { return "[]" }
        return String(decoding: data, as: UTF8.self)
    }
}
