/// A shell script written as a template, made safe to run: each `${...}`
/// value travels beside the script as an environment variable
/// (`FLOW_VALUE_1`, ...) and the script refers to it in the form that the
/// place it stands in needs, so the shell expands it as data, one word, and
/// never parses its bytes. This is what GitHub Actions tells people to do by
/// hand with `env:`; flow does it for every template.
///
/// | the value stands           | the script gets            |
/// | -------------------------- | -------------------------- |
/// | outside quotes             | `"${FLOW_VALUE_1}"`        |
/// | inside `"..."`             | `${FLOW_VALUE_1}`          |
/// | inside `'...'`             | `'"${FLOW_VALUE_1}"'`      |
/// | in a here-document `<<EOF` | `${FLOW_VALUE_1}`          |
///
/// Each form leaves the script's quoting as it was, so the text after the
/// value reads as the shortcut's author wrote it.
public struct ShellScriptTemplate: Sendable, Equatable {
    /// The script to hand to the shell.
    public var script: String
    /// The values, by variable name, to add to the shell's environment.
    public var environment: [String: String]

    /// The variable that carries the `index`-th value (1-based).
    public static func variable(_ index: Int) -> String { "FLOW_VALUE_\(index)" }

    /// Renders `pieces` for a POSIX shell. Throws where a value cannot be
    /// data: a NUL byte (no program can receive one), inside a quoted
    /// here-document (nothing expands there), or right after a backslash.
    public static func render(_ pieces: [SinkPiece]) throws(SinkError) -> ShellScriptTemplate {
        var scanner = ShellQuoteScanner()
        var script = ""
        var environment: [String: String] = [:]
        for piece in pieces {
            switch piece {
            case .code(let text):
                scanner.scan(text)
                script += text
            case .value(let text):
                let index = environment.count + 1
                guard !text.utf8.contains(0) else {
                    throw SinkError("value \(index) of the script contains a NUL byte, which no program can be given")
                }
                let name = variable(index)
                environment[name] = text
                switch scanner.context {
                case .unquoted: script += "\"${\(name)}\""
                case .doubleQuoted, .expandingHereDocument: script += "${\(name)}"
                case .singleQuoted: script += "'\"${\(name)}\"'"
                case .quotedHereDocument:
                    throw SinkError("value \(index) of the script stands in a quoted here-document, where nothing expands; write its delimiter without quotes (<<EOF)")
                case .afterBackslash:
                    throw SinkError("value \(index) of the script follows a backslash, which would quote the value's first character; remove the backslash")
                }
            }
        }
        return ShellScriptTemplate(script: script, environment: environment)
    }
}

/// Follows a POSIX shell's quoting through the script's own text, far enough
/// to know where the next value stands: quotes, backslashes, command
/// substitutions (`$(...)`, backticks) with their own quoting inside,
/// comments and here-documents.
struct ShellQuoteScanner {
    enum Context: Equatable {
        case unquoted, doubleQuoted, singleQuoted, expandingHereDocument, quotedHereDocument, afterBackslash
    }

    private enum Frame: Equatable {
        /// Commands: the top level, or inside `$(`...`)` (counting parentheses) or backticks.
        case commands(closer: Closer, depth: Int)
        case doubleQuoted
        case singleQuoted
        /// Bash's `$'...'`: backslash escapes, no expansion.
        case ansiQuoted
        case comment
    }

    private enum Closer: Equatable { case end, parenthesis, backtick }

    private struct HereDocument: Equatable {
        var delimiter: String
        var expands: Bool
        var stripsTabs: Bool
    }

    private var frames: [Frame] = [.commands(closer: .end, depth: 0)]
    private var escaped = false
    /// The previous character, for `$(`, `$'` and whether `#` starts a word.
    private var previous: Character = "\n"
    /// Here-documents opened on this line, read from the next line on.
    private var pending: [HereDocument] = []
    private var hereDocument: HereDocument?
    private var hereLine = ""
    /// The text of a `<<` operator's delimiter word while it is being read.
    private var delimiter: (word: String, quoted: Bool, stripsTabs: Bool, started: Bool, quote: Character?)?

    var context: Context {
        if let hereDocument { return hereDocument.expands ? .expandingHereDocument : .quotedHereDocument }
        if escaped { return .afterBackslash }
        switch frames.last {
        case .doubleQuoted: return .doubleQuoted
        case .singleQuoted, .ansiQuoted: return .singleQuoted
        default: return .unquoted
        }
    }

    mutating func scan(_ text: String) {
        for character in text { step(character) }
    }

    private mutating func step(_ character: Character) {
        defer { previous = character }
        if hereDocument != nil { return readHereDocument(character) }
        if delimiter != nil, readDelimiter(character) { return }
        if escaped {
            escaped = false
            return
        }
        switch frames.last ?? .commands(closer: .end, depth: 0) {
        case .singleQuoted:
            if character == "'" { frames.removeLast() }
        case .ansiQuoted:
            if character == "\\" { escaped = true } else if character == "'" { frames.removeLast() }
        case .comment:
            if character == "\n" {
                frames.removeLast()
                startPendingHereDocument()
            }
        case .doubleQuoted:
            switch character {
            case "\\": escaped = true
            case "\"": frames.removeLast()
            case "(" where previous == "$": frames.append(.commands(closer: .parenthesis, depth: 1))
            case "`": frames.append(.commands(closer: .backtick, depth: 0))
            default: break
            }
        case .commands(let closer, let depth):
            stepInCommands(character, closer: closer, depth: depth)
        }
    }

    private mutating func stepInCommands(_ character: Character, closer: Closer, depth: Int) {
        switch character {
        case "\\": escaped = true
        case "'": frames.append(previous == "$" ? .ansiQuoted : .singleQuoted)
        case "\"": frames.append(.doubleQuoted)
        case "`":
            if closer == .backtick { frames.removeLast() } else { frames.append(.commands(closer: .backtick, depth: 0)) }
        case "(":
            if previous == "$" {
                frames.append(.commands(closer: .parenthesis, depth: 1))
            } else if closer == .parenthesis {
                frames[frames.count - 1] = .commands(closer: closer, depth: depth + 1)
            }
        case ")" where closer == .parenthesis:
            if depth <= 1 { frames.removeLast() } else { frames[frames.count - 1] = .commands(closer: closer, depth: depth - 1) }
        case "#" where previous.isWhitespace || ";&|()".contains(previous):
            frames.append(.comment)
        case "<" where previous == "<":
            delimiter = (word: "", quoted: false, stripsTabs: false, started: false, quote: nil)
        case "\n":
            startPendingHereDocument()
        default: break
        }
    }

    /// After `<<`: an optional `-`, blanks, then the delimiter word, quoted
    /// in whole or part (`'EOF'`, `"EOF"`, `\EOF`) when nothing may expand.
    /// Returns false when the character ends the word and is read as usual.
    private mutating func readDelimiter(_ character: Character) -> Bool {
        guard var word = delimiter else { return false }
        if let quote = word.quote {
            if character == quote { word.quote = nil } else { word.word.append(character) }
            delimiter = word
            return true
        }
        if !word.started {
            if character == "-" && !word.stripsTabs {
                word.stripsTabs = true
                delimiter = word
                return true
            }
            if character == "<" && !word.stripsTabs {
                // `<<<` is a here-string, not a here-document.
                delimiter = nil
                return true
            }
            if character == " " || character == "\t" { return true }
        }
        switch character {
        case "'", "\"":
            word.started = true
            word.quoted = true
            word.quote = character
        case "\\":
            word.started = true
            word.quoted = true
        case _ where character.isWhitespace || ";&|<>()".contains(character):
            if word.started {
                pending.append(HereDocument(delimiter: word.word, expands: !word.quoted, stripsTabs: word.stripsTabs))
            }
            delimiter = nil
            return false
        default:
            word.started = true
            word.word.append(character)
        }
        delimiter = word
        return true
    }

    private mutating func startPendingHereDocument() {
        guard !pending.isEmpty else { return }
        hereDocument = pending.removeFirst()
        hereLine = ""
    }

    private mutating func readHereDocument(_ character: Character) {
        guard let document = hereDocument else { return }
        guard character == "\n" else {
            hereLine.append(character)
            return
        }
        let line = document.stripsTabs ? String(hereLine.drop { $0 == "\t" }) : hereLine
        hereLine = ""
        if line == document.delimiter {
            hereDocument = nil
            startPendingHereDocument()
        }
    }
}
