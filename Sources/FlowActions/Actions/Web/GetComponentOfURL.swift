import Foundation
import FlowModel

extension ActionEntry {
    /// Shortcuts' Get Component of URL. Parts are given decoded (a path's
    /// `%20` is a space), but `query` is the query as written, since its
    /// `&` and `=` are only syntax while encoded; `query-items` reads them.
    /// A part the URL lacks (no port, no fragment) is nothing.
    public static let getComponentOfUrl = ActionEntry(
        name: "get-component-of-url", category: .web, shortcutsNames: ["Get Component of URL"],
        keywords: ["scheme", "host", "port", "path", "query", "fragment", "parse"],
        summary: "Get ${component} of ${url}",
        parameters: [
            .first("url", .url),
            .labeled("component", .string, choices: [
                .init("scheme", output: .string), .init("user", output: .string), .init("password", output: .string),
                .init("host", output: .string), .init("port", output: .integer), .init("path", output: .string),
                .init("query", output: .string), .init("fragment", output: .string),
                .init("query-items", output: .dictionary(key: .string, value: .string)),
            ]),
        ],
        output: .string, outputMayBeAbsent: true, isIdempotent: true,
        example: #"get-component-of-url("https://example.com:8080/menu?soup=tomato#today", component: "host")"#
    ) { call, context in
        guard let parts = URLComponents(string: call.text("url")) else { throw context.fail("not a URL: \(call.text("url"))") }
        let text: (String?) -> RuntimeValue = { $0.map { .string($0) } ?? .nothing }
        switch call.text("component") {
        case "scheme": return text(parts.scheme)
        case "user": return text(parts.user)
        case "password": return text(parts.password)
        case "host": return text(parts.host)
        case "port": return parts.port.map { .integer($0) } ?? .nothing
        case "path": return text(parts.path)
        case "query": return text(parts.percentEncodedQuery)
        case "fragment": return text(parts.fragment)
        case "query-items":
            guard let items = parts.queryItems else { return .nothing }
            return .dictionary(URLParts.decodedItems(parts.percentEncodedQuery ?? "", fallback: items))
        default: throw context.fail("no component '\(call.text("component"))' of a URL")
        }
    }
}
