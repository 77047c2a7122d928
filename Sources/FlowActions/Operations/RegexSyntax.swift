/// A light tokenizer of ICU regular-expression syntax (what
/// `NSRegularExpression` and Shortcuts accept). It does not match anything:
/// it finds the named groups, locates a compile error for the checker, and
/// tells whether a pattern is simple enough for `RegexLinePrefilter`. Where it
/// is unsure it says `.other`, which every reader treats as "do not assume".
struct RegexSyntax {
    enum Kind: Equatable {
        /// One literal character (a plain one, or an escaped punctuation mark).
        case literal(Unicode.Scalar)
        /// `\d`, `\w`, `\s`, `\b`, ...: a backslash and a letter or digit.
        case escape(Unicode.Scalar)
        /// A bracketed set, `[a-z]`, whole; `negated` when it starts `[^`.
        case characterClass(negated: Bool, closed: Bool)
        case dot
        case anchor
        case alternation
        /// `(`, `(?<name>`: a group that captures, with its name if any.
        case capturingGroup(name: String?)
        /// `(?:`, `(?=`, `(?!`, `(?<=`, `(?<!`, `(?>`: groups that do not capture.
        case plainGroup
        /// `(?i)`, `(?x:`, `(?#...)` and anything else that starts `(?`.
        case otherGroup
        case groupEnd
        /// `*`, `+`, `?`, `{2,3}`, with a lazy `?` or possessive `+` after.
        case quantifier(minimumOne: Bool)
        /// A backslash at the very end.
        case danglingEscape
    }

    struct Token: Equatable {
        var kind: Kind
        /// UTF-8 offsets into the pattern.
        var start: Int
        var end: Int
    }

    let pattern: String
    let tokens: [Token]

    init(_ pattern: String) {
        self.pattern = pattern
        let scalars = Array(pattern.unicodeScalars)
        var offsets = [Int]()
        offsets.reserveCapacity(scalars.count + 1)
        var running = 0
        for scalar in scalars {
            offsets.append(running)
            running += UTF8.width(scalar)
        }
        offsets.append(running)
        var tokens: [Token] = []
        var index = 0
        func at(_ position: Int) -> Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }
        while index < scalars.count {
            let start = index
            let scalar = scalars[index]
            index += 1
            let kind: Kind
            switch scalar {
            case "\\":
                if let next = at(index) {
                    index += 1
                    if next == "Q" {
                        // \Q...\E quotes everything up to \E: literals one by one.
                        while index < scalars.count, !(scalars[index] == "\\" && at(index + 1) == "E") {
                            tokens.append(Token(kind: .literal(scalars[index]), start: offsets[index], end: offsets[index + 1]))
                            index += 1
                        }
                        index = min(index + 2, scalars.count)
                        continue
                    }
                    kind = next.properties.isAlphabetic || ("0"..."9").contains(next) ? .escape(next) : .literal(next)
                } else {
                    kind = .danglingEscape
                }
            case "[":
                let negated = at(index) == "^"
                var depth = 1
                var closed = false
                // The first `]` (after an optional `^`) is a literal member.
                if negated { index += 1 }
                if at(index) == "]" { index += 1 }
                while index < scalars.count {
                    let member = scalars[index]
                    index += 1
                    if member == "\\" { index += 1; continue }
                    if member == "[" { depth += 1 }
                    if member == "]" {
                        depth -= 1
                        if depth == 0 { closed = true; break }
                    }
                }
                index = min(index, scalars.count)
                kind = .characterClass(negated: negated, closed: closed)
            case ".": kind = .dot
            case "^", "$": kind = .anchor
            case "|": kind = .alternation
            case ")": kind = .groupEnd
            case "(":
                kind = Self.groupKind(scalars, &index)
            case "*", "?":
                Self.skipQuantifierSuffix(scalars, &index)
                kind = .quantifier(minimumOne: false)
            case "+":
                Self.skipQuantifierSuffix(scalars, &index)
                kind = .quantifier(minimumOne: true)
            case "{":
                var minimum = ""
                while let digit = at(index), digit != "}" {
                    if digit == "," { minimum += "," }
                    if ("0"..."9").contains(digit), !minimum.contains(",") { minimum.unicodeScalars.append(digit) }
                    index += 1
                }
                index = min(index + 1, scalars.count)
                Self.skipQuantifierSuffix(scalars, &index)
                kind = .quantifier(minimumOne: (Int(minimum.prefix { $0 != "," }) ?? 0) >= 1)
            default:
                kind = .literal(scalar)
            }
            tokens.append(Token(kind: kind, start: offsets[start], end: offsets[min(index, scalars.count)]))
        }
        self.tokens = tokens
    }

    /// What follows an opening parenthesis: `?<name>`, `?:`, lookarounds...
    private static func groupKind(_ scalars: [Unicode.Scalar], _ index: inout Int) -> Kind {
        guard index < scalars.count, scalars[index] == "?" else { return .capturingGroup(name: nil) }
        let rest = scalars[(index + 1)...].prefix(3).map(Character.init)
        let head = String(rest)
        if head.hasPrefix(":") || head.hasPrefix("=") || head.hasPrefix("!") || head.hasPrefix(">") {
            index += 2
            return .plainGroup
        }
        if head.hasPrefix("<=") || head.hasPrefix("<!") {
            index += 3
            return .plainGroup
        }
        if head.hasPrefix("<") {
            var name = ""
            var position = index + 2
            while position < scalars.count, scalars[position] != ">" {
                name.unicodeScalars.append(scalars[position])
                position += 1
            }
            index = min(position + 1, scalars.count)
            return .capturingGroup(name: name)
        }
        // Flags `(?i)`, `(?i:...)`, comments `(?#...)`: up to `)` or `:`.
        index += 1
        while index < scalars.count, scalars[index] != ")", scalars[index] != ":" { index += 1 }
        if index < scalars.count, scalars[index] == ":" { index += 1 }
        return .otherGroup
    }

    private static func skipQuantifierSuffix(_ scalars: [Unicode.Scalar], _ index: inout Int) {
        if index < scalars.count, scalars[index] == "?" || scalars[index] == "+" { index += 1 }
    }

    /// The names of the capturing groups, by group number (1-based): nil for
    /// an unnamed group. Numbers count opening parentheses left to right, as
    /// ICU numbers them.
    var groupNames: [String?] {
        tokens.compactMap { token in
            if case .capturingGroup(let name) = token.kind { return .some(name) }
            return nil
        }
    }
}
