import Foundation

/// JSON text (RFC 8259) straight into run-time values, keeping what the
/// document says: an object's keys in the order written (`.dictionary`), an
/// array as a `.list`, a whole number that fits `Int` as `.integer` and every
/// other number as a `.decimal` with exactly its digits, never through
/// `Double`. Strings take every escape; a lone surrogate, invalid UTF-8, a
/// number beyond a `Decimal`'s range and nesting deeper than `maximumDepth`
/// are errors with the place, never a wrong value or a crash.
///
/// A byte-level parser written for flow: Foundation's JSONSerialization
/// reads numbers as `Double` and objects into unordered dictionaries.
public enum JSONReader {
    /// Arrays and objects inside each other at most this deep: deeper input
    /// is an error rather than a stack overflow (as deep as JSONSerialization allows).
    public static let maximumDepth = 512

    public static func value(from bytes: [UInt8]) throws(JSONSyntaxError) -> RuntimeValue {
        let result: Result<RuntimeValue, JSONSyntaxError> = bytes.withUnsafeBufferPointer { buffer in
            var parser = JSONParser(buffer)
            return Result { () throws(JSONSyntaxError) in try parser.document() }
        }
        return try result.get()
    }

    public static func value(from data: Data) throws(JSONSyntaxError) -> RuntimeValue {
        let result: Result<RuntimeValue, JSONSyntaxError> = data.withUnsafeBytes { raw in
            var parser = JSONParser(raw.bindMemory(to: UInt8.self))
            return Result { () throws(JSONSyntaxError) in try parser.document() }
        }
        return try result.get()
    }

    public static func value(from text: String) throws(JSONSyntaxError) -> RuntimeValue {
        var text = text
        let result: Result<RuntimeValue, JSONSyntaxError> = text.withUTF8 { buffer in
            var parser = JSONParser(buffer)
            return Result { () throws(JSONSyntaxError) in try parser.document() }
        }
        return try result.get()
    }
}

/// One pass over the bytes: a recursive descent that looks at each byte once.
struct JSONParser {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// The whole input: one value, with only whitespace (and a leading byte order mark) around it.
    mutating func document() throws(JSONSyntaxError) -> RuntimeValue {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { position = 3 }
        skipWhitespace()
        let result = try value(depth: 0)
        skipWhitespace()
        guard position == bytes.count else { throw failure("more after the end of the JSON value") }
        return result
    }

    func failure(_ reason: String, at offset: Int? = nil) -> JSONSyntaxError {
        JSONSyntaxError(reason, at: offset ?? position, in: bytes)
    }

    @inline(__always)
    mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): position += 1
            default: return
            }
        }
    }

    mutating func value(depth: Int) throws(JSONSyntaxError) -> RuntimeValue {
        guard position < bytes.count else { throw failure("the input ends where a value should be") }
        switch bytes[position] {
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "{"): return try object(depth: depth + 1)
        case UInt8(ascii: "["): return try array(depth: depth + 1)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        case UInt8(ascii: "t"): return try word("true", .boolean(true))
        case UInt8(ascii: "f"): return try word("false", .boolean(false))
        case UInt8(ascii: "n"): return try word("null", .nothing)
        default: throw failure("expected a value (an object, array, string, number, true, false or null)")
        }
    }

    mutating func word(_ word: StaticString, _ value: RuntimeValue) throws(JSONSyntaxError) -> RuntimeValue {
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        guard bytes.count - position >= expected.count, bytes[position..<position + expected.count].elementsEqual(expected) else {
            throw failure("expected a value (an object, array, string, number, true, false or null)")
        }
        position += expected.count
        return value
    }

    mutating func array(depth: Int) throws(JSONSyntaxError) -> RuntimeValue {
        guard depth <= JSONReader.maximumDepth else { throw failure("arrays and objects nest deeper than \(JSONReader.maximumDepth) levels here") }
        position += 1
        skipWhitespace()
        var items: [RuntimeValue] = []
        if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
            position += 1
            return .list(items)
        }
        while true {
            items.append(try value(depth: depth))
            if try closes(with: UInt8(ascii: "]"), inside: "an array", after: "an array's item") { return .list(items) }
        }
    }

    mutating func object(depth: Int) throws(JSONSyntaxError) -> RuntimeValue {
        guard depth <= JSONReader.maximumDepth else { throw failure("arrays and objects nest deeper than \(JSONReader.maximumDepth) levels here") }
        position += 1
        skipWhitespace()
        var entries: [RuntimeValue.Entry] = []
        if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
            position += 1
            return .dictionary(entries)
        }
        var keys = DuplicateKeys()
        while true {
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
                throw failure(position < bytes.count ? "expected a key in double quotes" : "the input ends inside an object; expected a key")
            }
            let key = try string()
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { throw failure("expected ':' after the key \"\(key)\"") }
            position += 1
            skipWhitespace()
            let item = try value(depth: depth)
            // A key given twice keeps its first place and its last value, as JavaScript and Python read it.
            if let earlier = keys.index(of: key, in: entries) {
                entries[earlier].value = item
            } else {
                entries.append(.init(key: key, value: item))
            }
            if try closes(with: UInt8(ascii: "}"), inside: "an object", after: "an object's value") { return .dictionary(entries) }
        }
    }

    /// After an array's item or an object's member: true at the closing
    /// bracket (consumed), false after a comma (consumed, with the whitespace after it).
    private mutating func closes(with bracket: UInt8, inside container: String, after what: String) throws(JSONSyntaxError) -> Bool {
        skipWhitespace()
        // The messages are made only when they are needed: this runs after every item.
        func expected() -> String { "',' or '\(Character(Unicode.Scalar(bracket)))'" }
        guard position < bytes.count else { throw failure("the input ends inside \(container); expected \(expected())") }
        switch bytes[position] {
        case UInt8(ascii: ","):
            position += 1
            skipWhitespace()
            return false
        case bracket:
            position += 1
            return true
        default:
            throw failure("expected \(expected()) after \(what)")
        }
    }
}

/// Finds a key already in an object: by a linear scan while the object is
/// small (most are), by a hash table once it is large, so an object of
/// 100,000 keys is not read in quadratic time.
struct DuplicateKeys {
    private static let scanLimit = 16
    private var table: [String: Int]?

    mutating func index(of key: String, in entries: [RuntimeValue.Entry]) -> Int? {
        if entries.count < Self.scanLimit {
            for index in entries.indices where entries[index].key == key { return index }
            return nil
        }
        var built = table ?? [:]
        if table == nil {
            built.reserveCapacity(entries.count * 2)
            for (index, entry) in entries.enumerated() where built[entry.key] == nil { built[entry.key] = index }
        }
        table = nil
        defer { table = built }
        if let found = built[key] { return found }
        built[key] = entries.count
        return nil
    }
}
