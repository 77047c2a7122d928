import Foundation
import FlowModel

extension ActionEntry {
    /// A URL from its parts (flow's own; Shortcuts' URL action is a literal,
    /// which flow writes as text). Host, path segments and query items are percent-encoded
    /// here, so a value with `&`, `#` or spaces stays one value.
    public static let makeUrl = ActionEntry(
        name: "make-url", category: .web, shortcutsNames: [], isFlowOnly: true,
        keywords: ["url", "build", "compose", "query", "parts"],
        summary: "Make a URL to ${host}",
        parameters: [
            .labeled("scheme", .string, default: .string("https"), choices: ["https", "http", "ftp", "ws", "wss"]),
            .labeled("host", .string),
            .labeled("port", .integer, optional: true),
            .labeled("path", .string, default: .string("/"), help: "slashes kept, the rest encoded"),
            .labeled("query", .dictionary(key: .string, value: .string), optional: true, help: "names and values encoded"),
            .labeled("fragment", .string, optional: true),
        ],
        output: .url, isIdempotent: true,
        example: #"make-url(host: "example.com", path: "/menu", query: ["soup": "tomato & basil"])"#
    ) { call, context in
        // Put together as text: Foundation's URLComponents traps on a scheme or host it dislikes.
        let scheme = call.text("scheme"), host = call.text("host")
        guard call.entry.parameter("scheme")?.choice(scheme) != nil else { throw context.fail("'\(scheme)' is not a URL scheme") }
        guard !host.isEmpty else { throw context.fail("a URL needs a host") }
        // An IPv6 address keeps its brackets; any other byte outside a host name's is percent-encoded (RFC 3986's reg-name).
        let isIPv6 = host.hasPrefix("[") && host.hasSuffix("]") && host.dropFirst().dropLast().allSatisfy { $0.isHexDigit || $0 == ":" || $0 == "." }
        var url = "\(scheme)://\(isIPv6 ? host : PercentEncoding.encode(host))"
        if call.isGiven("port") {
            guard let port = call.integer("port"), (0...65535).contains(port) else { throw context.fail("a port is 0 to 65535, not \(call.text("port"))") }
            url += ":\(port)"
        }
        let path = call.text("path")
        url += (path.hasPrefix("/") ? "" : "/")
            + path.split(separator: "/", omittingEmptySubsequences: false).map { PercentEncoding.encode(String($0)) }.joined(separator: "/")
        if let query = call.dictionary("query") { url += "?" + URLParts.query(query) }
        if call.isGiven("fragment") { url += "#" + PercentEncoding.encode(call.text("fragment")) }
        guard URL(string: url) != nil else { throw context.fail("\(url) is not a URL") }
        return .url(url)
    }
}
