/// One problem found in a source file.
///
/// Diagnostics are data: the code that finds a problem builds one and adds it
/// to a `DiagnosticBag`; rendering (text, color, JSON) is done elsewhere, so
/// every command and test sees the same facts.
public struct Diagnostic: Hashable, Sendable {
    public enum Severity: String, Hashable, Sendable, Codable, Comparable {
        case error, warning, note

        private var rank: Int {
            switch self {
            case .error: 2
            case .warning: 1
            case .note: 0
            }
        }

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    /// A second place that explains the first, e.g. "to match this opening '{'".
    public struct Note: Hashable, Sendable {
        public var message: String
        public var range: SourceRange?

        public init(_ message: String, at range: SourceRange? = nil) {
            self.message = message
            self.range = range
        }
    }

    /// A mechanical edit that fixes the problem: replace `range` by `replacement`.
    public struct FixIt: Hashable, Sendable {
        public var message: String
        public var range: SourceRange
        public var replacement: String

        public init(_ message: String, range: SourceRange, replacement: String) {
            self.message = message
            self.range = range
            self.replacement = replacement
        }
    }

    /// A stable identifier such as `syntax.expected-closing-brace`, for
    /// documentation, tests and tools; messages may be reworded, ids may not.
    public var id: String
    public var severity: Severity
    public var message: String
    public var range: SourceRange
    public var notes: [Note]
    public var fixIts: [FixIt]

    public init(
        id: String, severity: Severity = .error, message: String, range: SourceRange,
        notes: [Note] = [], fixIts: [FixIt] = []
    ) {
        self.id = id
        self.severity = severity
        self.message = message
        self.range = range
        self.notes = notes
        self.fixIts = fixIts
    }
}

/// Collects diagnostics for one file, bounded so that a 50 MB file of
/// garbage cannot make millions of them.
public struct DiagnosticBag: Sendable {
    /// Beyond this many, further diagnostics are counted but not kept: nobody
    /// reads the 1001st error, and keeping them all would cost memory linear
    /// in the garbage.
    public static let defaultLimit = 1000

    public private(set) var diagnostics: [Diagnostic] = []
    public private(set) var droppedCount = 0
    public let limit: Int

    public init(limit: Int = DiagnosticBag.defaultLimit) {
        self.limit = limit
    }

    public mutating func add(_ diagnostic: Diagnostic) {
        if diagnostics.count < limit {
            diagnostics.append(diagnostic)
        } else {
            droppedCount += 1
        }
    }

    /// Orders by position (stable), so the lexer's and parser's reports interleave as in the file.
    public mutating func sortByPosition() {
        diagnostics = diagnostics.enumerated().sorted {
            ($0.element.range.start, $0.offset) < ($1.element.range.start, $1.offset)
        }.map(\.element)
    }

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    public var errorCount: Int { diagnostics.count { $0.severity == .error } + droppedCount }
}
