import FlowDiagnostics
import FlowSyntax

/// Turns a dialog template (`"Your total is ${orderDetails.total}."`) into a
/// `Template`, checking that each placeholder names something the template
/// may read, and that each property path exists.
struct TemplateBuilder {
    /// What the template may name, with types.
    var names: [String: FlowType]
    /// Said in the message when a name is unknown: "the intent's parameters".
    var allowed: String
    var members: Members

    func build(_ literal: StringLiteral, report: (Diagnostic) -> Void) -> Template {
        var parts: [Template.Part] = []
        for segment in literal.segments {
            switch segment {
            case .text(let text):
                parts.append(.text(text))
            case .interpolation(let expr):
                guard let path = Self.path(expr) else {
                    report(Diagnostic(id: "compiler.template-expression",
                                      message: "a dialog template only names values, as in ${soup} or ${orderDetails.total}; it cannot compute",
                                      range: expr.range))
                    continue
                }
                if check(path, range: expr.range, report: report) {
                    parts.append(.placeholder(path.map(\.name)))
                }
            }
        }
        return Template(parts: parts, source: literal.segments.map { segment in
            switch segment {
            case .text(let text): text
            case .interpolation(let expr): "${" + (Self.path(expr)?.map(\.name).joined(separator: ".") ?? "?") + "}"
            }
        }.joined())
    }

    /// `a.b.c` as names, or nil when the expression is anything else (or,
    /// with `limit`, a path of more names). A loop that appends in place:
    /// building one array per level made a path's cost its length squared.
    static func path(_ expr: Expr, limit: Int = .max) -> [Identifier]? {
        var reversed: [Identifier] = []
        var current = expr
        while true {
            guard reversed.count < limit else { return nil }
            switch current.kind {
            case .identifier(let name):
                reversed.append(name)
                return reversed.reversed()
            case .member(let base, let name):
                reversed.append(name)
                current = base
            default:
                return nil
            }
        }
    }

    func check(_ path: [Identifier], range: SourceRange, report: (Diagnostic) -> Void) -> Bool {
        guard var type = names[path[0].name] else {
            report(UnknownNameDiagnostic.make(id: "compiler.unknown-placeholder",
                                              message: "'\(path[0].name)' is not something this template can name",
                                              name: path[0].name, range: path[0].range, candidates: names.keys.sorted(),
                                              listIntro: "it may name \(allowed):"))
            return false
        }
        for name in path.dropFirst() {
            guard let next = members.type(of: name.name, on: type) else {
                report(MemberDiagnostics.unknownMember(name, on: type, members: members))
                return false
            }
            type = next
        }
        return true
    }
}

/// The "unknown member" diagnostic, shared by templates and expressions.
enum MemberDiagnostics {
    /// "has no property", with "did you mean" only where the suggestion
    /// keeps the meaning: on a dictionary, `d.key5` reads an entry, as in
    /// JavaScript, so the subscript `d["key5"]` is offered (over `written`,
    /// the `.key5` as written), never `keys`, which is another thing entirely.
    static func unknownMember(_ name: Identifier, on type: FlowType, members: Members, written: SourceRange? = nil) -> Diagnostic {
        let candidates = members.members(of: type)?.map(\.0) ?? []
        var message = "\(type) has no property '\(name.name)'"
        var fixIts: [Diagnostic.FixIt] = []
        let key = "[\"\(name.name)\"]"
        if case .dictionary = type {
            let properties = candidates.map { "'\($0)'" }
            let named = properties.count > 1 ? properties.dropLast().joined(separator: ", ") + " and " + properties[properties.count - 1] : properties.first
            message += "; an entry is read by its key, " + key + (named.map { " (its properties are \($0))" } ?? "")
            if let written { fixIts.append(.init("read the entry " + key, range: written, replacement: key)) }
        } else if let suggestion = Suggestions.closest(to: name.name, among: candidates) {
            message += "; did you mean '\(suggestion)'?"
            fixIts.append(.init("replace with '\(suggestion)'", range: name.range, replacement: suggestion))
        } else if !candidates.isEmpty {
            message += "; it has " + Suggestions.list(candidates)
        }
        return Diagnostic(id: "compiler.unknown-member", message: message, range: name.range, fixIts: fixIts)
    }
}
