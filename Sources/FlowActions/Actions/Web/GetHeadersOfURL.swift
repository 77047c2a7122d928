import FlowModel

extension ActionEntry {
    /// Shortcuts' Get Headers of URL: a HEAD request's response headers, by
    /// lowercase name; redirects followed with every hop permitted, and the
    /// status beside them, since a HEAD answers with headers whatever it is.
    public static let getHeadersOfUrl = ActionEntry(
        name: "get-headers-of-url", category: .web, shortcutsNames: ["Get Headers of URL"],
        keywords: ["http", "head", "content-type", "status"],
        summary: "Get headers of ${url}",
        parameters: [.first("url", .url, sink: .url)],
        output: .json, capability: .network, reach: .init(parameter: "url", kind: .host), isIdempotent: true,
        example: #"get-headers-of-url("https://example.com")"#
    ) { call, context in
        try context.require(.network)
        let exchange = try await Web.send("HEAD", call.text("url"), context)
        guard case .dictionary(var entries) = Web.headerDictionary(exchange.response) else { return .nothing }
        entries.insert(.init(key: "status", value: .integer(exchange.response.status)), at: 0)
        return .dictionary(entries)
    }
}
