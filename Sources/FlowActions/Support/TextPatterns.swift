import FlowModel

/// What the regular-expression actions (Replace Text, Match Text, Get Group
/// from Matched Text) share: the pattern compiled with the call's case
/// option, a computed pattern that does not compile failing the step, and a
/// literal one reported by the checker at the column of its mistake.
enum TextPatterns {
    /// `case-sensitive:` as regex options (true unless the call says false).
    static func options(_ call: ActionCall) -> RegexOptions {
        options(caseSensitive: call.value("case-sensitive"))
    }

    static func options(caseSensitive value: RuntimeValue?) -> RegexOptions {
        if case .boolean(false)? = value { return [.caseInsensitive] }
        return []
    }

    /// The call's `pattern` (or another parameter) compiled; a step failure saying why when it does not compile.
    static func compiled(_ call: ActionCall, _ context: any ActionContext, parameter: String = "pattern") throws -> RegexPattern {
        do {
            return try RegexPattern(call.text(parameter), options: options(call))
        } catch {
            throw context.fail("the regular expression does not compile: \(error.message)")
        }
    }

    /// The literal pattern compiled, or the problem at its offset; nil when
    /// the pattern is not a literal (the run checks it).
    static func checked(_ literals: [String: RuntimeValue], parameter: String = "pattern") -> Result<RegexPattern, LiteralProblem>? {
        guard case .string(let text)? = literals[parameter] else { return nil }
        let options = options(caseSensitive: literals["case-sensitive"])
        do {
            return .success(try RegexPattern(text, options: options))
        } catch {
            return .failure(LiteralProblem(parameter: parameter, message: "the regular expression does not compile: \(error.message)",
                                           offset: error.offset))
        }
    }
}
