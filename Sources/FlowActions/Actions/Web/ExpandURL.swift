import FlowModel

extension ActionEntry {
    /// Shortcuts' Expand URL: where a short link leads, its redirects
    /// followed (HEAD requests) with every hop's host held to the grant.
    public static let expandUrl = ActionEntry(
        name: "expand-url", category: .web, shortcutsNames: ["Expand URL"],
        keywords: ["redirect", "short", "unshorten", "link"],
        summary: "Expand ${url}",
        parameters: [
            .first("url", .url, sink: .url),
            .labeled("output", .string, default: .string("url"), choices: [.init("url", output: .url), .init("chain", output: .list(.url))],
                     help: "url (the last), or chain: every URL asked, the first included"),
        ],
        output: .url, capability: .network, reach: .init(parameter: "url", kind: .host), isIdempotent: true,
        example: #"expand-url("https://bit.ly/example")"#
    ) { call, context in
        try context.require(.network)
        let exchange = try await Web.send("HEAD", call.text("url"), context)
        if call.text("output") == "chain" { return .list(exchange.chain.map { .url($0) }) }
        return .url(exchange.url.absoluteString)
    }
}
