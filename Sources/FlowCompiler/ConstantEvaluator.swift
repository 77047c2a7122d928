import FlowDiagnostics
import FlowSyntax

/// Values known before running: defaults, options, relationship values,
/// literal arguments. Given the type expected, `.clamChowder` and
/// `"Clam Chowder"` both become the enum case, or a diagnostic says why not.
struct ConstantEvaluator {
    var apps: [AppModel]

    func enumModel(_ type: FlowType) -> EnumModel? {
        guard case .enumeration(let app, let name) = type else { return nil }
        return apps.first { $0.name == app }?.enumModel(name)
    }

    /// The value of a constant expression converted to `expected`, or nil
    /// (with a diagnostic) when it is not constant or does not convert.
    func evaluate(_ expr: Expr, expected: FlowType, what: String, report: (Diagnostic) -> Void) -> Value? {
        switch expr.kind {
        case .literal(let literal):
            let (value, type) = LiteralEvaluator.evaluate(literal, report: report)
            if type == .invalid { return nil }
            return convert(value, from: type, to: expected, range: expr.range, report: report)
        case .string(let string):
            guard let text = string.plainText else {
                report(Diagnostic(id: "compiler.not-constant", message: "\(what) must be known before running; it cannot interpolate", range: expr.range))
                return nil
            }
            return convert(.string(text), from: .string, to: expected, range: expr.range, report: report)
        case .implicitMember(let name):
            // Of a type that was already reported: nothing more to say.
            if expected == .invalid { return nil }
            guard let model = enumModel(expected) else {
                report(Diagnostic(id: "compiler.implicit-member-without-enum",
                                  message: "'.\(name.name)' names an enum case, but \(what) is \(expected.withArticle), not an enum", range: expr.range))
                return nil
            }
            return enumCase(name.name, in: model, range: expr.range, report: report)
        case .prefix(.negate, let operand):
            switch evaluate(operand, expected: expected, what: what, report: report) {
            case .integer(let value)?: return .integer(-value)
            case .decimal(let value)?: return .decimal(-value)
            case .duration(let seconds)?: return .duration(seconds: -seconds)
            case .currency(let amount, let code)?: return .currency(amount: -amount, code: code)
            case nil: return nil
            default:
                report(Diagnostic(id: "compiler.type-mismatch", message: "'-' needs a number", range: expr.range))
                return nil
            }
        case .list(let elements):
            guard case .list(let element) = expected else {
                if expected.isDynamic { return .list(elements.compactMap { evaluate($0, expected: .json, what: what, report: report) }) }
                report(Diagnostic(id: "compiler.type-mismatch", message: "\(what) is \(expected.withArticle), not a list", range: expr.range))
                return nil
            }
            let values = elements.compactMap { evaluate($0, expected: element, what: what, report: report) }
            return values.count == elements.count ? .list(values) : nil
        case .dictionary(let entries):
            var valueType = FlowType.json
            if case .dictionary(_, let value) = expected { valueType = value } else if !expected.isDynamic {
                report(Diagnostic(id: "compiler.type-mismatch", message: "\(what) is \(expected.withArticle), not a dictionary", range: expr.range))
                return nil
            }
            var result: [Value.DictionaryEntry] = []
            for entry in entries {
                let key: String = switch entry.key {
                case .name(let name): name.name
                case .string(let string): string.plainText ?? ""
                }
                guard let value = evaluate(entry.value, expected: valueType, what: what, report: report) else { return nil }
                result.append(.init(key: key, value: value))
            }
            return .dictionary(result)
        case .parenthesized(let inner):
            return evaluate(inner, expected: expected, what: what, report: report)
        default:
            report(Diagnostic(id: "compiler.not-constant",
                              message: "\(what) must be known before running: a literal, an enum case such as '.pickup', or a list of them",
                              range: expr.range))
            return nil
        }
    }

    func enumCase(_ text: String, in model: EnumModel, range: SourceRange, report: (Diagnostic) -> Void) -> Value? {
        if let found = model.lookup(text) { return .enumCase(app: model.app, enumName: model.name, caseName: found.name) }
        var message = "'\(text)' is not a case of '\(model.name)'"
        var fixIts: [Diagnostic.FixIt] = []
        let candidates = model.cases.map(\.name) + model.cases.map(\.displayName)
        if let suggestion = Suggestions.closest(to: text, among: candidates) {
            message += "; did you mean '\(suggestion)'?"
            fixIts.append(.init("replace with '\(suggestion)'", range: range, replacement: suggestion))
        } else {
            message += "; its cases are " + Suggestions.list(model.cases.map { "." + $0.name })
        }
        report(Diagnostic(id: "compiler.unknown-enum-case", message: message, range: range, fixIts: fixIts))
        return nil
    }

    /// Applies the content graph to a constant, checking what can be checked now.
    func convert(_ value: Value, from: FlowType, to: FlowType, range: SourceRange, report: (Diagnostic) -> Void) -> Value? {
        if from == to || to.isDynamic { return value }
        guard Coercions.converts(from, to: to) else {
            report(Diagnostic(id: "compiler.type-mismatch", message: "expected \(to.withArticle), found \(from.withArticle)", range: range))
            return nil
        }
        switch (value, to) {
        case (.string(let text), .enumeration):
            guard let model = enumModel(to) else { return nil }
            return enumCase(text, in: model, range: range, report: report)
        case (.string(let text), .url):
            guard let colon = text.firstIndex(of: ":"), text.distance(from: text.startIndex, to: colon) > 0,
                  !text.contains(" ") else {
                report(Diagnostic(id: "compiler.invalid-url", message: "'\(text)' is not a URL; write it with a scheme, as in 'https://example.com'", range: range))
                return nil
            }
            return value
        case (.string(let text), .integer):
            guard let number = Int(text) else {
                report(Diagnostic(id: "compiler.type-mismatch", message: "'\(text)' is not an Integer", range: range))
                return nil
            }
            return .integer(number)
        case (.integer(let number), .decimal):
            return .decimal(Decimal(number))
        case (.string(let text), .date), (.string(let text), .dateComponents):
            var diagnostics = DiagnosticBag()
            let tokens = Lexer.lex(SourceFile(path: "", text: text), diagnostics: &diagnostics).tokens
            guard tokens.count == 2, tokens[0].kind == .date || tokens[0].kind == .time, !diagnostics.hasErrors else {
                report(Diagnostic(id: "compiler.invalid-date", message: "'\(text)' is not a date; write it as 2026-03-29 or 2026-03-29T12:30", range: range))
                return nil
            }
            return tokens[0].kind == .date ? LiteralEvaluator.date(text) : .string(text)
        case (.string(let text), .decimal):
            guard let number = Decimal(string: text), !text.isEmpty else {
                report(Diagnostic(id: "compiler.type-mismatch", message: "'\(text)' is not a number", range: range))
                return nil
            }
            return .decimal(number)
        case (_, .list(let element)) where !(Coercions.isList(from)):
            return convert(value, from: from, to: element, range: range, report: report).map { .list([$0]) }
        default:
            return value
        }
    }
}

import Foundation
