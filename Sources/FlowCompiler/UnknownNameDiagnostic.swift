import Foundation
import FlowDiagnostics
import FlowSyntax

/// The diagnostic for a name that is not known, built one way everywhere: a
/// "did you mean" with a fix-it when a candidate is close, or else the list
/// of candidates when it is short enough to read.
enum UnknownNameDiagnostic {
    /// Beyond this many, listing the candidates helps nobody.
    static let listLimit = 12

    static func make(id: String, message: String, name: String, range: SourceRange, candidates: [String],
                     listIntro: String = "choose from") -> Diagnostic {
        if let suggestion = Suggestions.closest(to: name, among: candidates) {
            return Diagnostic(id: id, message: message + "; did you mean '\(suggestion)'?", range: range,
                              fixIts: [.init("replace with '\(suggestion)'", range: range, replacement: suggestion)])
        }
        let unique = candidates.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        if !unique.isEmpty && unique.count <= listLimit {
            // "the inputs are 'a' and 'b'", but "choose from 'a' or 'b'".
            var list = Suggestions.list(unique)
            if listIntro.hasSuffix(" are"), unique.count > 1, let or = list.range(of: " or ", options: .backwards) {
                list.replaceSubrange(or, with: " and ")
            }
            return Diagnostic(id: id, message: message + "; \(listIntro) " + list, range: range)
        }
        return Diagnostic(id: id, message: message, range: range)
    }
}
