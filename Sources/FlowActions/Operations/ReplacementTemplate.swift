/// The replacement text of a regular-expression replace, with references to
/// what the match captured. Shortcuts' Replace Text writes `$1`; the syntax:
///
/// - `$0` is the whole match, `$1`...`$99` a numbered group. The digits are
///   read greedily while they still name a group, as ICU does: with three
///   groups `$12` is group 1 then a literal "2".
/// - `${name}` is a named group `(?<name>...)`; `${2}` also works, and is
///   how to write group 2 followed by a digit.
/// - `\$` is a literal dollar and `\\` a literal backslash; a `\` before any
///   other character is kept as it is. A `$` not followed by a digit or `{`
///   is a literal dollar (`US$`, `$ 5`); `$5` always names group 5, so a
///   price is written `\$5`.
/// - A group that took no part in the match (`(a)|(b)`) gives empty text.
public struct ReplacementTemplate: Equatable, Sendable {
    public enum Part: Equatable, Sendable {
        case text(String)
        case group(Int)
    }

    public let parts: [Part]

    /// A template that is its text verbatim: for plain (non-regex) replace.
    public init(literal: String) { parts = literal.isEmpty ? [] : [.text(literal)] }

    /// Parses `template` against a pattern's groups (`groupNames[i]` names
    /// group i + 1). A reference to a group the pattern does not have is an
    /// error at its UTF-8 offset, so the checker can point at it.
    public init(_ template: String, groupNames: [String?]) throws(ReplacementTemplateError) {
        let groupCount = groupNames.count
        var parts: [Part] = []
        var text = ""
        func flush() {
            if !text.isEmpty { parts.append(.text(text)); text = "" }
        }
        let scalars = Array(template.unicodeScalars)
        var index = 0
        func utf8Offset(of position: Int) -> Int { scalars[..<position].reduce(0) { $0 + UTF8.width($1) } }
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\\", index + 1 < scalars.count, scalars[index + 1] == "$" || scalars[index + 1] == "\\" {
                text.unicodeScalars.append(scalars[index + 1])
                index += 2
                continue
            }
            guard scalar == "$", index + 1 < scalars.count else {
                text.unicodeScalars.append(scalar)
                index += 1
                continue
            }
            let next = scalars[index + 1]
            if ("0"..."9").contains(next) {
                // Greedy while the number still names a group; at least one digit.
                var number = Int(next.value - 48)
                var end = index + 2
                while end < scalars.count, ("0"..."9").contains(scalars[end]) {
                    let longer = number * 10 + Int(scalars[end].value - 48)
                    guard longer <= groupCount else { break }
                    number = longer
                    end += 1
                }
                guard number <= groupCount else {
                    throw ReplacementTemplateError(message: "'$\(number)' refers to group \(number), but the pattern has \(Self.groups(groupCount))",
                                                   offset: utf8Offset(of: index))
                }
                flush()
                parts.append(.group(number))
                index = end
            } else if next == "{", let close = scalars[(index + 2)...].firstIndex(of: "}") {
                let name = String(String.UnicodeScalarView(scalars[(index + 2)..<close]))
                let offset = utf8Offset(of: index)
                if let number = Int(name), number >= 0 {
                    guard number <= groupCount else {
                        throw ReplacementTemplateError(message: "'${\(name)}' refers to group \(number), but the pattern has \(Self.groups(groupCount))", offset: offset)
                    }
                    flush()
                    parts.append(.group(number))
                } else if let position = groupNames.firstIndex(where: { $0 == name }) {
                    flush()
                    parts.append(.group(position + 1))
                } else {
                    let known = groupNames.compactMap { $0 }
                    throw ReplacementTemplateError(
                        message: "'${\(name)}' names no group of the pattern" + (known.isEmpty ? " (it has no named groups)" : "; its named groups: \(known.joined(separator: ", "))"),
                        offset: offset)
                }
                index = close + 1
            } else {
                text.unicodeScalars.append(scalar)
                index += 1
            }
        }
        flush()
        self.parts = parts
    }

    private static func groups(_ count: Int) -> String {
        count == 1 ? "1 group" : "\(count) groups"
    }
}

/// A replacement template that refers to a group the pattern lacks.
public struct ReplacementTemplateError: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String
    /// UTF-8 offset of the reference in the template.
    public var offset: Int
    public var description: String { message }
}
