/// Run ids: 12 random lowercase hex digits (48 bits). Random rather than a
/// timestamp so that ids differ from their first digit and a short prefix
/// (`flow history show 3fa9`) finds a run; 48 bits make a collision among
/// the few thousand runs history keeps negligible, and the store checks anyway.
enum RunID {
    static func make() -> String {
        let value = UInt64.random(in: 0..<(1 << 48))
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 12 - digits.count) + digits
    }
}
