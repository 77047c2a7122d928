import FlowModel

extension ActionEntry {
    /// Shortcuts' Get Contents of URL: an HTTP request through flow's
    /// network helper; a JSON answer becomes dictionaries and lists, any
    /// other its text. Every redirect hop's host is checked against the grant.
    public static let getContentsOfUrl = ActionEntry(
        name: "get-contents-of-url", category: .web, shortcutsNames: ["Get Contents of URL"],
        keywords: ["http", "https", "request", "download", "fetch", "api", "curl", "post", "rest", "json"],
        summary: "Get contents of ${url}",
        parameters: [
            .labeled("url", .url, sink: .url),
            .labeled("method", .string, default: .string("GET"), help: "GET, POST, PUT, PATCH, DELETE..."),
            .labeled("headers", .dictionary(key: .string, value: .string), optional: true, sink: .header),
            .labeled("body", .json, optional: true, help: "a dictionary or list is sent as JSON, text as it is", sink: .jsonBody),
            .labeled("body-type", .string, optional: true, choices: ["json", "form", "multipart", "raw"],
                     help: "json, form (urlencoded), multipart (File values uploaded), raw"),
            .labeled("output", .string, default: .string("body"), choices: ["body", "response"],
                     help: "body, or response: {status, headers, body, url}, any status"),
        ],
        output: .json, capability: .network, mayAlsoNeed: [.files], reach: .init(parameter: "url", kind: .host), isIdempotent: false,
        example: #"get-contents-of-url(url: "https://wttr.in/?format=j1")"#
    ) { call, context in
        try context.require(.network)
        return try await Web.get(call, context)
    }
}
