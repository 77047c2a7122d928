import Foundation
import FlowHTTP

/// `get-contents-of-url`: JSON responses become dictionaries and lists.
/// Redirects are followed here, not by the helper, each hop's host checked
/// against the run's grant first, so a redirect cannot leave a scoped
/// `network("api.example.com")`.
enum Web {
    /// As many hops as browsers and curl's default allow, then an error.
    static let redirectLimit = 10

    static func get(_ arguments: [String: RuntimeValue], step: String, permit: (Reach) throws -> Void = { _ in }) async throws -> RuntimeValue {
        let address = arguments["url"]?.description ?? ""
        guard var url = URL(string: address), url.scheme != nil else {
            throw RunFailure.failed(step: step, message: "not a URL: \(address)")
        }
        var headers: [String: String] = [:]
        if case .dictionary(let entries)? = arguments["headers"] {
            for header in entries { headers[header.key] = header.value.description }
        }
        var body: Data?
        if let value = arguments["body"], value != .nothing {
            body = JSONBridge.data(value)
            headers["Content-Type"] = headers["Content-Type"] ?? "application/json"
        }
        var method = arguments["method"]?.description ?? "GET"
        var response: HTTPExchange.Response
        var hops = 0
        while true {
            try permit(.host(url.host ?? ""))
            let request = HTTPExchange.Request(method: method, url: url.absoluteString, headers: headers, body: body, followRedirects: false)
            do { response = try await HTTPClient.send(request) } catch let failure as HTTPClient.Failure {
                throw RunFailure.failed(step: step, message: "could not get \(url.absoluteString): \(failure.message)")
            }
            guard [301, 302, 303, 307, 308].contains(response.status), let location = response.headers["location"],
                  let next = URL(string: location, relativeTo: url)?.absoluteURL else { break }
            hops += 1
            guard hops <= redirectLimit else {
                throw RunFailure.failed(step: step, message: "\(address) redirected more than \(redirectLimit) times")
            }
            // 303, and 301/302 after a POST, continue as GET without the body, as browsers do.
            if response.status == 303 || ((response.status == 301 || response.status == 302) && method == "POST") {
                method = "GET"
                body = nil
            }
            url = next
        }
        guard (200..<300).contains(response.status) else {
            throw RunFailure.failed(step: step, message: "\(url.absoluteString) answered HTTP \(response.status)")
        }
        let data = response.bodyData
        switch JSONBridge.read(data) {
        case .success(let value): return value
        case .failure(let error) where response.headers["content-type"]?.lowercased().contains("json") == true:
            // Said as JSON and not JSON: an error with the place, not text that looks like data.
            throw RunFailure.failed(step: step, message: "\(url.absoluteString) answered JSON that does not read: \(error)")
        case .failure: return .string(String(decoding: data, as: UTF8.self))
        }
    }
}
