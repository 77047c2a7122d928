/// Random Number: a whole number between a minimum and a maximum, both
/// included, as Shortcuts picks one. The generator is a parameter so a test
/// can fix it; a run passes `SystemRandomNumberGenerator`.
public enum RandomNumber {
    /// A uniformly chosen integer in `minimum...maximum`; the bounds may be
    /// given in either order, and the full `Int` range works (no overflow).
    public static func integer<Generator: RandomNumberGenerator>(between minimum: Int, and maximum: Int, using generator: inout Generator) -> Int {
        Int.random(in: Swift.min(minimum, maximum)...Swift.max(minimum, maximum), using: &generator)
    }

    /// The same with the system's generator.
    public static func integer(between minimum: Int, and maximum: Int) -> Int {
        var generator = SystemRandomNumberGenerator()
        return integer(between: minimum, and: maximum, using: &generator)
    }
}
