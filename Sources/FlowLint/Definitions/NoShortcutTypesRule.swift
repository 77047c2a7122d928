import FlowCompiler
import FlowDiagnostics
import FlowSyntax

/// `lint.definitions.no-shortcut-types`: an intent people can use in
/// shortcuts (configurable, not deprecated) declares the parameter
/// combinations suggestions may offer; without a `shortcut-type`, flow
/// never suggests it, however often it runs. The fix-it adds one made from
/// the intent's summary when it has one without a condition whose every
/// placeholder is a parameter (none a Date: an absolute time makes a poor
/// suggestion). More than 16 shortcut types is the checker's error
/// (`compiler.too-many-shortcut-types`), reported before any lint.
public struct NoShortcutTypesRule: LintRule {
    public let id = "lint.definitions.no-shortcut-types"
    public let summary = "A configurable intent declares shortcut types (parameter combinations), or it is never suggested."

    public init() {}

    public func check(_ input: LintInput) -> [LintFinding] {
        input.intents.compactMap { site -> LintFinding? in
            guard site.model.isConfigurable, !site.model.isDeprecated, site.model.shortcutTypes.isEmpty else { return nil }
            var notes = [Diagnostic.Note("suggestions offer an intent by its shortcut types: the parameters they learn and the title they show")]
            let fixIts = fixIt(site).map { [$0] } ?? []
            if fixIts.isEmpty { notes.append(.init("for example: shortcut-type (param, ...) \"Title with ${param}\"")) }
            return LintFinding(self, in: site.file, at: site.decl.name.range,
                               "intent \(site.decl.name.name) has no shortcut types, so it is never suggested",
                               notes: notes, fixIts: fixIts)
        }
    }

    /// `shortcut-type (soup) "List toppings for ${soup}"` on the line after the summary it comes from.
    func fixIt(_ site: IntentSite) -> Diagnostic.FixIt? {
        for clause in site.decl.clauses {
            guard case .summary(let summary) = clause, summary.condition == nil, summary.template.style != .multiline else { continue }
            var names: [String] = []
            var usable = true
            for segment in summary.template.segments {
                guard case .interpolation(let expr) = segment else { continue }
                guard case .identifier(let name) = expr.kind, let parameter = site.model.parameter(name.name),
                      parameter.type != .date, parameter.isResolvable, !parameter.isDeprecated else {
                    usable = false
                    break
                }
                if !names.contains(name.name) { names.append(name.name) }
            }
            guard usable, !names.isEmpty else { continue }
            let line = site.file.lineIndex(of: summary.range.start)
            let indent = String(site.file.lineText(line).prefix { $0 == " " || $0 == "\t" })
            let clauseText = "shortcut-type (\(names.joined(separator: ", "))) \(site.file.text(summary.template.range))"
            return Diagnostic.FixIt("insert '\(clauseText)'", range: .at(summary.range.end), replacement: "\n" + indent + clauseText)
        }
        return nil
    }
}
