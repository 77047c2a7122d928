import Foundation
import FlowModel

/// A request's body as Shortcuts' "Request Body" menu makes it: JSON, Form
/// or File (here: multipart, with files as file parts, and raw text). The
/// bytes and their Content-Type; the files a multipart body uploads are read
/// through `readFile`, which the action gives after permitting each path.
enum RequestBody {
    enum Kind: String, CaseIterable {
        case json, form, multipart, raw
    }

    struct Encoded: Equatable {
        var data: Data
        var contentType: String
    }

    struct Problem: Error {
        var message: String
    }

    /// The kind a call that names none means: a dictionary or list is JSON,
    /// anything else (text) is sent as it is, never JSON-quoted.
    static func defaultKind(for value: RuntimeValue) -> Kind {
        switch value {
        case .dictionary, .list, .object: .json
        default: .raw
        }
    }

    static func encode(_ value: RuntimeValue, as kind: Kind, boundary: String,
                       readFile: (String) throws -> Data) throws -> Encoded {
        switch kind {
        case .json:
            return Encoded(data: JSONBridge.data(value), contentType: "application/json")
        case .raw:
            if case .dictionary = value { return Encoded(data: JSONBridge.data(value), contentType: "application/json") }
            if case .list = value { return Encoded(data: JSONBridge.data(value), contentType: "application/json") }
            return Encoded(data: Data(value.description.utf8), contentType: "text/plain; charset=utf-8")
        case .form:
            return Encoded(data: Data(FormEncoding.encode(try fields(value, kind)).utf8), contentType: "application/x-www-form-urlencoded")
        case .multipart:
            let parts = try fields(value, kind).map { name, field -> MultipartBody.Part in
                if case .file(let path) = field {
                    return .file(name: name, filename: (path as NSString).lastPathComponent, data: try readFile(path))
                }
                return .field(name: name, value: field.description)
            }
            return Encoded(data: MultipartBody.encode(parts, boundary: boundary), contentType: "multipart/form-data; boundary=\(boundary)")
        }
    }

    /// A form's fields in the dictionary's order; a list value gives its key
    /// once per item (`tag=a&tag=b`), as forms send several values.
    private static func fields(_ value: RuntimeValue, _ kind: Kind) throws -> [(String, RuntimeValue)] {
        guard case .dictionary(let entries) = value else {
            throw Problem(message: "a \(kind.rawValue) body is a dictionary of fields, not \(value.description.prefix(40))")
        }
        return entries.flatMap { entry -> [(String, RuntimeValue)] in
            if case .list(let items) = entry.value { return items.map { (entry.key, $0) } }
            return [(entry.key, entry.value)]
        }
    }

    /// A boundary no file is likely to contain: 32 random hex digits.
    static func randomBoundary() -> String {
        "flow-" + (0..<2).map { _ in String(UInt64.random(in: .min ... .max), radix: 16).leftPadded(to: 16) }.joined()
    }
}

/// application/x-www-form-urlencoded: each name and value percent-encoded
/// (a space as "+"), pairs joined by "&".
enum FormEncoding {
    static func encode(_ fields: [(String, RuntimeValue)]) -> String {
        fields.map { PercentEncoding.encode($0.0, mode: .form) + "=" + PercentEncoding.encode($0.1.description, mode: .form) }
            .joined(separator: "&")
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: Swift.max(0, width - count)) + self
    }
}
