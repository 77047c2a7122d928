import Foundation

/// URLs and files.
enum ResourceProperties {
    static let url: [PropertyEntry] = [
        PropertyEntry("scheme", .string, "https, mailto, file...", read: parts { text($0.scheme) }),
        PropertyEntry("host", .string, "The server's name.", read: parts { text($0.host) }),
        PropertyEntry("port", .integer, "The port, when written.", read: parts { $0.port.map(RuntimeValue.integer) ?? .nothing }),
        PropertyEntry("path", .string, "The path on the server.", read: parts { text($0.path) }),
        PropertyEntry("query", .string, "What follows '?'.", read: parts { text($0.query) }),
    ]

    static let file: [PropertyEntry] = [
        PropertyEntry("name", .string, "The file's name, with its extension.", read: path { text(($0 as NSString).lastPathComponent) }),
        PropertyEntry("path", .string, "The path, as given.", read: path { .string($0) }),
        PropertyEntry("size", .integer, "The size in bytes, read when asked; nothing for a missing file.", read: path { path in
            let expanded = FlowDirectories.expandingTilde(path)
            guard let size = (try? FileManager.default.attributesOfItem(atPath: expanded))?[.size] as? NSNumber else { return .nothing }
            return .integer(size.intValue)
        }),
        PropertyEntry("extension", .string, "The extension, without its dot.", read: path { text(($0 as NSString).pathExtension) }),
    ]

    /// Text, or nothing when absent or empty.
    static func text(_ value: String?) -> RuntimeValue {
        guard let value, !value.isEmpty else { return .nothing }
        return .string(value)
    }

    static func parts(_ body: @escaping @Sendable (URLComponents) -> RuntimeValue) -> @Sendable (RuntimeValue) -> RuntimeValue {
        { value in
            guard case .url(let text) = value, let parts = URLComponents(string: text) else { return .nothing }
            return body(parts)
        }
    }

    static func path(_ body: @escaping @Sendable (String) -> RuntimeValue) -> @Sendable (RuntimeValue) -> RuntimeValue {
        { value in
            guard case .file(let path) = value else { return .nothing }
            return body(path)
        }
    }
}
