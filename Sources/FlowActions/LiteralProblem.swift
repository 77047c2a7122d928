/// What is wrong with a literal argument, found before the run by an
/// entry's `checkLiterals`: the parameter, why, and where in the literal's
/// text (a UTF-8 offset), so the checker can point at the column of a
/// regular expression's mistake rather than at the whole argument.
public struct LiteralProblem: Error, Equatable, Sendable {
    public var parameter: String
    public var message: String
    /// The UTF-8 offset of the mistake in the literal's value; nil for the whole argument.
    public var offset: Int?

    public init(parameter: String, message: String, offset: Int? = nil) {
        self.parameter = parameter
        self.message = message
        self.offset = offset
    }
}
