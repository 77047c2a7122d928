import FlowDiagnostics
import FlowSyntax

/// What other shortcut languages write that flow reads differently, said
/// where the checker can tell what was meant (FlowSyntax's `ForeignSyntax`
/// holds the words).
extension ShortcutChecker {
    /// `"{name}"` is literal text in flow; where `name` is a value in scope,
    /// `${name}` was almost certainly meant. The name counts as used, so the
    /// warning that helps is not joined by "'name' is never used".
    func checkBracePlaceholders(_ string: StringLiteral) {
        for placeholder in string.bracePlaceholders {
            let name = placeholder.name
            if let (_, depth) = lookup(name) {
                markUsed(name, depth: depth)
            } else if produced[name] == nil && SpecialValue(rawValue: name).map({ $0 != .trigger || allowsTrigger }) != true {
                continue
            }
            report(Diagnostic(id: "compiler.brace-placeholder", severity: .warning, message: ForeignSyntax.placeholderMessage(name),
                              range: placeholder.range,
                              fixIts: [.init("interpolate it with '${...}'", range: .at(placeholder.range.start), replacement: "$")]))
        }
    }

    /// `nil`, `null`, `undefined`, `None`: flow has no such value.
    func foreignNothing(_ name: Identifier) -> Diagnostic? {
        guard ForeignSyntax.nothingWords.contains(name.name) else { return nil }
        return Diagnostic(id: "compiler.unknown-name", message: ForeignSyntax.nothingMessage(name.name), range: name.range)
    }
}
