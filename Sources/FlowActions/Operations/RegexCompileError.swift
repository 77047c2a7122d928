import Foundation

/// A regular expression that does not compile: what is wrong, and where.
///
/// ICU (behind `NSRegularExpression` on Linux) knows the offset, but
/// Foundation drops it and says only "The value is invalid". So the place is
/// found again here: the pattern is cut after each token, whatever is open is
/// closed, and the first cut that still does not compile is where the
/// mistake is. An unclosed group or bracket is reported where it opens.
public struct RegexCompileError: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String
    /// The UTF-8 offset of the mistake in the pattern (add the literal's
    /// start to point at a column); nil when it could not be placed.
    public var offset: Int?

    public init(message: String, offset: Int?) {
        self.message = message
        self.offset = offset
    }

    public var description: String { message }

    /// Longer patterns get the message without a place: locating costs a
    /// compile per token.
    static let locatableLength = 2_000

    /// Why `pattern` does not compile, and where.
    static func locate(in pattern: String, options: NSRegularExpression.Options) -> RegexCompileError {
        guard !pattern.isEmpty else {
            // ICU refuses an empty pattern; it would match everywhere and mean nothing.
            return RegexCompileError(message: "the regular expression is empty", offset: 0)
        }
        let syntax = RegexSyntax(pattern)
        guard pattern.utf8.count <= locatableLength else {
            return RegexCompileError(message: "invalid regular expression", offset: nil)
        }
        var openGroups: [RegexSyntax.Token] = []
        var openClass: RegexSyntax.Token?
        let bytes = Array(pattern.utf8)
        var previous: RegexSyntax.Token?
        var names: Set<String> = []
        for token in syntax.tokens {
            defer { previous = token }
            if case .capturingGroup(let name?) = token.kind, !names.insert(name).inserted {
                return RegexCompileError(message: "'\(name)' names two groups; each group needs its own name", offset: token.start)
            }
            switch token.kind {
            case .capturingGroup, .plainGroup, .otherGroup: openGroups.append(token)
            case .groupEnd:
                if openGroups.popLast() == nil {
                    return RegexCompileError(message: "')' closes no group", offset: token.start)
                }
            case .characterClass(_, let closed):
                if !closed { openClass = token }
            case .danglingEscape:
                return RegexCompileError(message: "'\\' at the end escapes nothing", offset: token.start)
            default: break
            }
            guard openClass == nil else { break }
            // Close what is open, and compile the prefix up to this token.
            let prefix = String(decoding: bytes[..<token.end], as: UTF8.self) + String(repeating: ")", count: openGroups.count)
            if (try? NSRegularExpression(pattern: prefix, options: options)) == nil {
                return RegexCompileError(message: message(for: token, after: previous, in: bytes), offset: token.start)
            }
        }
        if let openClass {
            return RegexCompileError(message: "'[' is never closed with ']'", offset: openClass.start)
        }
        if let group = openGroups.last {
            return RegexCompileError(message: "'(' is never closed with ')'", offset: group.start)
        }
        return RegexCompileError(message: "invalid regular expression", offset: nil)
    }

    private static func message(for token: RegexSyntax.Token, after previous: RegexSyntax.Token?, in bytes: [UInt8]) -> String {
        let text = String(decoding: bytes[token.start..<token.end], as: UTF8.self)
        switch token.kind {
        case .quantifier:
            switch previous?.kind {
            case nil, .alternation, .capturingGroup, .plainGroup, .otherGroup, .quantifier, .anchor:
                return "'\(text)' has nothing before it to repeat"
            default:
                return "'\(text)' is not a valid repetition (write {n}, {n,} or {n,m} with n <= m)"
            }
        case .capturingGroup(let name?): return "'\(name)' is not a valid group name (letters and digits, starting with a letter)"
        case .otherGroup: return "'\(text)' is not a known group or flag"
        case .escape: return "'\(text)' is not a known escape"
        case .characterClass: return "'\(text)' is not a valid set of characters"
        default: return "invalid regular expression at '\(text)'"
        }
    }
}
