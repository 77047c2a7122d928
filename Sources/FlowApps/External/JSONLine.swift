import Foundation
import FlowRuntime
import FlowCompiler
import FlowState

/// Writes a protocol message as one line of JSON, and reads one. Foundation's
/// JSONSerialization spent about 150,000 instructions on a small request
/// (three fifths of a whole `handle` round trip, sorting keys through ICU);
/// this writes the same JSON directly, keys in code-point order. It takes
/// what `ProtocolValues.encode` and the protocol's messages are made of:
/// strings, booleans, integers, floating-point numbers, NSNumber, NSNull,
/// nil, arrays and string-keyed dictionaries of them. Reading goes through
/// FlowModel's `JSONReader`, so an app's 411.22 arrives as 411.22.
enum JSONLine {
    /// The message and its newline, or nil when it holds a value JSON cannot (an NaN, a date object).
    static func encode(_ message: Any) -> Data? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(256)
        guard write(message, to: &bytes) else { return nil }
        bytes.append(UInt8(ascii: "\n"))
        return Data(bytes)
    }

    /// A line read as a message, by flow's JSON reader: numbers keep their
    /// digits (a decimal is an `NSDecimalNumber`, a whole number an `Int`),
    /// never read through `Double`. Nil when the line is not JSON.
    static func decode(_ line: Data) -> Any? {
        guard let value = try? JSONReader.value(from: line) else { return nil }
        return RuntimeJSON.object(value)
    }

    static func write(_ value: Any?, to bytes: inout [UInt8]) -> Bool {
        guard let value, !ProtocolValues.isNull(value) else {
            bytes.append(contentsOf: "null".utf8)
            return true
        }
        // Swift's own scalars by their exact type: an NSNumber may also cast to Bool or Int.
        let kind = type(of: value)
        if kind == Bool.self, let flag = value as? Bool {
            bytes.append(contentsOf: (flag ? "true" : "false").utf8)
            return true
        }
        if kind == Int.self, let number = value as? Int {
            bytes.append(contentsOf: String(number).utf8)
            return true
        }
        if kind == Double.self, let number = value as? Double {
            guard number.isFinite else { return false }
            bytes.append(contentsOf: (number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : "\(number)").utf8)
            return true
        }
        switch value {
        case let text as String:
            write(string: text, to: &bytes)
        case let object as [String: Any]:
            bytes.append(UInt8(ascii: "{"))
            for (index, key) in object.keys.sorted().enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                write(string: key, to: &bytes)
                bytes.append(UInt8(ascii: ":"))
                guard write(object[key]!, to: &bytes) else { return false }
            }
            bytes.append(UInt8(ascii: "}"))
        case let list as [Any]:
            bytes.append(UInt8(ascii: "["))
            for (index, item) in list.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                guard write(item, to: &bytes) else { return false }
            }
            bytes.append(UInt8(ascii: "]"))
        case let number as NSNumber:
            // Last: asking whether a dictionary or a list is an NSNumber
            // bridges it to Foundation first, which cost more than all the rest.
            if ProtocolValues.isBoolean(number) { return write(number.boolValue, to: &bytes) }
            // A decimal (ProtocolValues' form of one) with exactly its digits, never through Double.
            if let decimal = number as? NSDecimalNumber {
                bytes.append(contentsOf: decimal.decimalValue.jsonText.utf8)
                return !decimal.decimalValue.isNaN
            }
            let code = String(cString: number.objCType)
            if code == "d" || code == "f" { return write(number.doubleValue, to: &bytes) }
            bytes.append(contentsOf: number.stringValue.utf8)
        default:
            return false
        }
        return true
    }

    /// A JSON string, escaped as flow's JSON writer escapes one.
    static func write(string: String, to bytes: inout [UInt8]) { JSONWriter.append(string: string, to: &bytes) }
}
