import Foundation
import FlowModel
import FlowHTTP

/// The web actions' requests. Redirects are followed here, not by the
/// helper, each hop's host checked against the run's grant first, so a
/// redirect cannot leave a scoped `network("api.example.com")`.
enum Web {
    /// As many hops as browsers and curl's default allow, then an error.
    static let redirectLimit = 10

    /// A request's last answer, the URL that gave it, and every URL asked on the way (the first included).
    struct Exchange {
        var url: URL
        var response: HTTPExchange.Response
        var chain: [String]
    }

    /// `get-contents-of-url`: the body (JSON as dictionaries and lists, else
    /// text), or with `output: "response"` the status, headers and body, a
    /// non-2xx status then read rather than failed.
    static func get(_ call: ActionCall, _ context: any ActionContext) async throws -> RuntimeValue {
        var headers: [String: String] = [:]
        for header in call.dictionary("headers") ?? [] {
            do { try HeaderField.check(name: header.key, value: header.value.description) } catch {
                throw context.fail(error.message)
            }
            headers[header.key] = header.value.description
        }
        var body: Data?
        if let value = call.value("body"), value != .nothing {
            let kind = call.optionalText("body-type").flatMap(RequestBody.Kind.init(rawValue:)) ?? RequestBody.defaultKind(for: value)
            let encoded: RequestBody.Encoded
            do {
                encoded = try RequestBody.encode(value, as: kind, boundary: RequestBody.randomBoundary()) { path in
                    try uploadable(path, context)
                }
            } catch let problem as RequestBody.Problem {
                throw context.fail(problem.message)
            }
            body = encoded.data
            if !headers.keys.contains(where: { $0.lowercased() == "content-type" }) { headers["Content-Type"] = encoded.contentType }
        }
        let exchange = try await send(call.text("method"), call.text("url"), headers: headers, body: body, context)
        if call.text("output") == "response" {
            return .dictionary([
                .init(key: "status", value: .integer(exchange.response.status)),
                .init(key: "headers", value: headerDictionary(exchange.response)),
                .init(key: "body", value: try value(of: exchange, context)),
                .init(key: "url", value: .url(exchange.url.absoluteString)),
            ])
        }
        guard (200..<300).contains(exchange.response.status) else {
            throw context.fail("\(exchange.url.absoluteString) answered HTTP \(exchange.response.status)")
        }
        return try value(of: exchange, context)
    }

    /// A file a multipart body uploads: `files` granted and the path
    /// permitted for reading, as `read-file` would need.
    static func uploadable(_ path: String, _ context: any ActionContext) throws -> Data {
        try context.require(.files)
        let resolved = TextFiles.resolve(path, in: context.workingDirectory)
        try context.permit(.read(CanonicalPath.resolve(resolved, against: context.workingDirectory)))
        switch SystemReason.read(resolved) {
        case .success(let data): return data
        case .failure(let reason): throw context.fail("cannot upload \(resolved): \(reason)")
        }
    }

    /// The response's headers by their lowercase names, in name order.
    static func headerDictionary(_ response: HTTPExchange.Response) -> RuntimeValue {
        .dictionary(response.headers.keys.sorted().map { .init(key: $0, value: .string(response.headers[$0] ?? "")) })
    }

    /// The body as a value: JSON as dictionaries and lists, any other text as text.
    static func value(of exchange: Exchange, _ context: any ActionContext) throws -> RuntimeValue {
        let data = exchange.response.bodyData
        switch JSONBridge.read(data) {
        case .success(let value): return value
        case .failure(let error) where exchange.response.headers["content-type"]?.lowercased().contains("json") == true:
            // Said as JSON and not JSON: an error with the place, not text that looks like data.
            throw context.fail("\(exchange.url.absoluteString) answered JSON that does not read: \(error)")
        case .failure: return .string(String(decoding: data, as: UTF8.self))
        }
    }

    /// One request, its redirects followed with every hop's host permitted.
    static func send(_ method: String, _ address: String, headers: [String: String] = [:], body: Data? = nil,
                     _ context: any ActionContext) async throws -> Exchange {
        guard var url = URL(string: address), let scheme = url.scheme?.lowercased() else {
            throw context.fail("not a URL: \(address)")
        }
        guard scheme == "http" || scheme == "https" else {
            throw context.fail("\(address): only http and https URLs are fetched (read a file with read-file)")
        }
        var method = method
        var body = body
        var chain = [url.absoluteString]
        while true {
            try context.permit(.host(url.host ?? ""))
            let request = HTTPExchange.Request(method: method, url: url.absoluteString, headers: headers, body: body, followRedirects: false)
            let response: HTTPExchange.Response
            do { response = try await HTTPClient.send(request) } catch let failure as HTTPClient.Failure {
                throw context.fail("could not get \(url.absoluteString): \(failure.message)")
            }
            guard [301, 302, 303, 307, 308].contains(response.status), let location = response.headers["location"],
                  let next = URL(string: location, relativeTo: url)?.absoluteURL else {
                return Exchange(url: url, response: response, chain: chain)
            }
            guard chain.count <= redirectLimit else {
                throw context.fail("\(address) redirected more than \(redirectLimit) times")
            }
            // 303, and 301/302 after a POST, continue as GET without the body, as browsers do.
            if response.status == 303 || ((response.status == 301 || response.status == 302) && method == "POST") {
                method = "GET"
                body = nil
            }
            url = next
            chain.append(url.absoluteString)
        }
    }
}
