import FlowState

/// Writes a `JSONValue` as compact JSON bytes. JSONEncoder would do, but an
/// editor waits on every answer: semantic tokens are tens of thousands of
/// numbers, and this writes them in one pass without a Codable round trip.
/// Object keys are written in code-point order, so answers are stable.
enum JSONWriter {
    static func bytes(_ value: JSONValue) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(512)
        append(value, to: &output)
        return output
    }

    static func append(_ value: JSONValue, to output: inout [UInt8]) {
        switch value {
        case .null: output += "null".utf8
        case .bool(let flag): output += (flag ? "true" : "false").utf8
        case .integer(let number): output += String(number).utf8
        case .decimal(let number): output += (number.isNaN ? "null" : "\(number)").utf8
        case .string(let text): appendString(text, to: &output)
        case .array(let items):
            output.append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                append(item, to: &output)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            output.append(UInt8(ascii: "{"))
            for (index, key) in members.keys.sorted().enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                appendString(key, to: &output)
                output.append(UInt8(ascii: ":"))
                append(members[key] ?? .null, to: &output)
            }
            output.append(UInt8(ascii: "}"))
        }
    }

    /// Control characters as `\u00XX` (the short forms for the common ones);
    /// everything else is UTF-8 as it is, which JSON allows.
    static func appendString(_ text: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        for unit in text.utf8 {
            switch unit {
            case 0x22: output += [0x5C, 0x22]
            case 0x5C: output += [0x5C, 0x5C]
            case 0x0A: output += [0x5C, UInt8(ascii: "n")]
            case 0x0D: output += [0x5C, UInt8(ascii: "r")]
            case 0x09: output += [0x5C, UInt8(ascii: "t")]
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                output += Array("\\u00".utf8) + [hex[Int(unit >> 4)], hex[Int(unit & 0xF)]]
            default: output.append(unit)
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}
