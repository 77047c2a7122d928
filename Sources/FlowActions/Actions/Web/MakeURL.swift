import Foundation
import FlowModel

extension ActionEntry {
    /// A URL from its parts (flow's own; Shortcuts' URL action is a literal,
    /// which flow writes as text). Query items and path are percent-encoded
    /// here, so a value with `&`, `#` or spaces stays one value.
    public static let makeUrl = ActionEntry(
        name: "make-url", category: .web, shortcutsNames: [], isFlowOnly: true,
        keywords: ["url", "build", "compose", "query", "parts"],
        summary: "Make a URL to ${host}",
        parameters: [
            .labeled("scheme", .string, default: .string("https")),
            .labeled("host", .string),
            .labeled("port", .integer, optional: true),
            .labeled("path", .string, default: .string("/"), help: "slashes kept, the rest encoded"),
            .labeled("query", .dictionary(key: .string, value: .string), optional: true, help: "names and values encoded"),
            .labeled("fragment", .string, optional: true),
        ],
        output: .url, isIdempotent: true,
        example: #"make-url(host: "example.com", path: "/menu", query: ["soup": "tomato & basil"])"#
    ) { call, context in
        var parts = URLComponents()
        parts.scheme = call.text("scheme")
        parts.host = call.text("host")
        if call.isGiven("port") {
            guard let port = call.integer("port"), (0...65535).contains(port) else { throw context.fail("a port is 0 to 65535, not \(call.text("port"))") }
            parts.port = port
        }
        let path = call.text("path")
        parts.percentEncodedPath = (path.hasPrefix("/") || path.isEmpty ? "" : "/")
            + path.split(separator: "/", omittingEmptySubsequences: false).map { PercentEncoding.encode(String($0)) }.joined(separator: "/")
        if let query = call.dictionary("query") { parts.percentEncodedQuery = URLParts.query(query) }
        if call.isGiven("fragment") { parts.percentEncodedFragment = PercentEncoding.encode(call.text("fragment")) }
        guard let url = parts.string else { throw context.fail("scheme '\(call.text("scheme"))' and host '\(call.text("host"))' make no URL") }
        return .url(url)
    }
}
