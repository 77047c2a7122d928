/// Text that cannot be decoded (Base64, percent-encoding): what is wrong and
/// where, so a bad input is an error instead of an empty result.
public struct TextDecodingError: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String
    /// The UTF-8 offset in the input where decoding failed.
    public var offset: Int

    public init(message: String, offset: Int) {
        self.message = message
        self.offset = offset
    }

    public var description: String { "\(message) (at offset \(offset))" }
}
