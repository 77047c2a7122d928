import FlowModel

extension ActionEntry {
    /// Shortcuts' Replace Text, with its options: case-sensitive or not, and
    /// the find text as a regular expression (ICU, as Shortcuts), whose
    /// replacement refers to groups as `$1` and `${name}`. A literal pattern
    /// that does not compile, or a replacement naming a group the pattern
    /// lacks, is a check error at its column; a computed one fails the step.
    public static let replaceText = ActionEntry(
        name: "replace-text", category: .text, shortcutsNames: ["Replace Text"], keywords: ["substitute", "sed", "regex", "regular expression"],
        summary: "Replace ${find} with ${replacement} in ${text}",
        parameters: [
            .first("text", .string),
            .labeled("find", .string),
            .labeled("replacement", .string, default: .string(""), help: "with a regular expression, $1 or ${name} is a group"),
            .labeled("case-sensitive", .boolean, default: .boolean(true)),
            .labeled("regular-expression", .boolean, default: .boolean(false), help: "find is a regular expression (ICU syntax)"),
        ],
        output: .string, isIdempotent: true,
        checkLiterals: { literals in
            guard case .boolean(true)? = literals["regular-expression"], let compiled = TextPatterns.checked(literals, parameter: "find") else { return [] }
            switch compiled {
            case .failure(let problem): return [problem]
            case .success(let pattern):
                guard case .string(let template)? = literals["replacement"] else { return [] }
                do throws(ReplacementTemplateError) {
                    _ = try ReplacementTemplate(template, groupNames: pattern.groupNames)
                    return []
                } catch {
                    return [LiteralProblem(parameter: "replacement", message: error.message, offset: error.offset)]
                }
            }
        },
        example: #"replace-text("Clam Chowder, 2 bowls", find: '(\d+) bowls', replacement: "$1 cups", regular-expression: true)"#
    ) { call, context in
        let text = call.text("text"), find = call.text("find"), replacement = call.text("replacement")
        guard case .boolean(true)? = call.value("regular-expression") else {
            let caseSensitive = TextPatterns.options(call).isEmpty
            return .string(PlainTextReplacement.replacing(find, with: replacement, in: text, caseSensitive: caseSensitive))
        }
        let pattern = try TextPatterns.compiled(call, context, parameter: "find")
        do {
            return .string(try pattern.replacingAll(in: text, with: replacement))
        } catch {
            throw context.fail("the replacement refers to a group the regular expression lacks: \(error)")
        }
    }
}
