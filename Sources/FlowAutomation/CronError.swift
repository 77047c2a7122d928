import FlowDiagnostics

/// Why a schedule was rejected, and where: `range` is UTF-8 byte offsets
/// into the expression's text, so the checker can shift it onto the string
/// literal in a `.flow` file and `flow cron next` onto the argument.
///
/// Only the first problem is reported: one field's mistake usually explains
/// the next ones, and a schedule is short enough to fix and recheck.
public struct CronError: Error, Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        /// No fields at all.
        case empty
        /// Not five fields: seconds or year fields, or too few.
        case fieldCount
        /// A character or word that is not cron syntax.
        case syntax
        /// `?`, `L`, `W`, `#`, `H`: extensions of other crons.
        case unsupported
        /// `n/s`, which crons read differently; `n-max/s` is portable.
        case stepWithoutRange
        /// A step of zero, or one as wide as the field.
        case step
        case outOfRange
        case reversedRange
        case unknownName
        /// An unknown macro, or `@reboot` (the `boot` trigger).
        case macro
        /// Valid fields whose days never occur (`0 0 30 2 *`).
        case neverFires
        /// A friendly form (`every day at 07:30`, `every 15m`) that does not parse.
        case friendlyForm
    }

    public var kind: Kind
    public var message: String
    /// UTF-8 byte offsets into the schedule's text.
    public var range: Range<Int>
    /// A mechanical fix: replace `range` by this text.
    public var replacement: String?

    init(_ kind: Kind, _ message: String, at range: Range<Int>, replacement: String? = nil) {
        self.kind = kind
        self.message = message
        self.range = range
        self.replacement = replacement
    }

    /// The error as a diagnostic, its range shifted by `offset` (where the
    /// expression's first byte is in the file).
    public func diagnostic(id: String, shiftedBy offset: Int) -> Diagnostic {
        let sourceRange = SourceRange(start: range.lowerBound + offset, end: range.upperBound + offset)
        let fixIts = replacement.map { [Diagnostic.FixIt("replace with '\($0)'", range: sourceRange, replacement: $0)] } ?? []
        return Diagnostic(id: id, message: message, range: sourceRange, fixIts: fixIts)
    }
}

/// A schedule that is valid but probably not what was meant.
public struct CronWarning: Hashable, Sendable {
    public var message: String
    /// UTF-8 byte offsets into the schedule's text.
    public var range: Range<Int>

    public func diagnostic(id: String, shiftedBy offset: Int) -> Diagnostic {
        Diagnostic(id: id, severity: .warning, message: message,
                   range: SourceRange(start: range.lowerBound + offset, end: range.upperBound + offset))
    }
}
