/// Any run-time value as JSON text (its form is `JSONShape`'s): decimals with
/// exactly their digits, objects' keys in the order they are kept (or in
/// code-point order when asked), compact or indented by two spaces. Slashes
/// and non-ASCII characters are written as they are; quotes, backslashes and
/// control characters are escaped. Writing never fails: there is no value
/// without a JSON form.
public struct JSONWriter {
    public struct Options: Sendable {
        /// One member or item a line, indented by two spaces, `"key": value`.
        public var pretty: Bool
        /// Keys in code-point order instead of the order kept.
        public var sortedKeys: Bool

        public init(pretty: Bool = false, sortedKeys: Bool = false) {
            self.pretty = pretty
            self.sortedKeys = sortedKeys
        }
    }

    public static func text(_ value: RuntimeValue, _ options: Options = Options()) -> String {
        String(decoding: bytes(value, options), as: UTF8.self)
    }

    public static func bytes(_ value: RuntimeValue, _ options: Options = Options()) -> [UInt8] {
        var writer = JSONWriter(options: options)
        writer.write(value, depth: 0)
        return writer.output
    }

    let options: Options
    var output: [UInt8] = []

    init(options: Options) {
        self.options = options
        output.reserveCapacity(64)
    }

    mutating func write(_ value: RuntimeValue, depth: Int) {
        switch JSONShape.of(value) {
        case .integer(let number): output.append(contentsOf: String(number).utf8)
        case .decimal(let number): output.append(contentsOf: number.jsonText.utf8)
        case .boolean(let flag): output.append(contentsOf: (flag ? "true" : "false").utf8)
        case .string(let text): write(string: text)
        case .list(let items):
            output.append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                separate(index, depth: depth + 1)
                write(item, depth: depth + 1)
            }
            close(UInt8(ascii: "]"), empty: items.isEmpty, depth: depth)
        case .dictionary(let entries):
            output.append(UInt8(ascii: "{"))
            for (index, entry) in (options.sortedKeys ? JSONShape.sorted(entries) : entries).enumerated() {
                separate(index, depth: depth + 1)
                write(string: entry.key)
                output.append(UInt8(ascii: ":"))
                if options.pretty { output.append(UInt8(ascii: " ")) }
                write(entry.value, depth: depth + 1)
            }
            close(UInt8(ascii: "}"), empty: entries.isEmpty, depth: depth)
        default:
            output.append(contentsOf: "null".utf8)
        }
    }

    private mutating func separate(_ index: Int, depth: Int) {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        if options.pretty { newline(depth) }
    }

    private mutating func close(_ bracket: UInt8, empty: Bool, depth: Int) {
        if options.pretty && !empty { newline(depth) }
        output.append(bracket)
    }

    private mutating func newline(_ depth: Int) {
        output.append(UInt8(ascii: "\n"))
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
    }

    mutating func write(string: String) { Self.append(string: string, to: &output) }

    /// A JSON string: quotes, backslashes and control characters escaped, the
    /// rest as UTF-8. Also what the external protocol's `JSONLine` writes.
    public static func append(string: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""): output.append(contentsOf: #"\""#.utf8)
            case UInt8(ascii: "\\"): output.append(contentsOf: #"\\"#.utf8)
            case UInt8(ascii: "\n"): output.append(contentsOf: #"\n"#.utf8)
            case UInt8(ascii: "\r"): output.append(contentsOf: #"\r"#.utf8)
            case UInt8(ascii: "\t"): output.append(contentsOf: #"\t"#.utf8)
            case 0x08: output.append(contentsOf: #"\b"#.utf8)
            case 0x0C: output.append(contentsOf: #"\f"#.utf8)
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                output.append(contentsOf: #"\u00"#.utf8)
                output.append(hex[Int(byte >> 4)])
                output.append(hex[Int(byte & 0xF)])
            default: output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}
