import Foundation
import FlowModel
import FlowHTTP

/// `get-contents-of-url`: JSON responses become dictionaries and lists.
/// Redirects are followed here, not by the helper, each hop's host checked
/// against the run's grant first, so a redirect cannot leave a scoped
/// `network("api.example.com")`.
enum Web {
    /// As many hops as browsers and curl's default allow, then an error.
    static let redirectLimit = 10

    static func get(_ call: ActionCall, _ context: any ActionContext) async throws -> RuntimeValue {
        let address = call.text("url")
        guard var url = URL(string: address), url.scheme != nil else {
            throw context.fail("not a URL: \(address)")
        }
        var headers: [String: String] = [:]
        for header in call.dictionary("headers") ?? [] {
            do { try HeaderField.check(name: header.key, value: header.value.description) } catch {
                throw context.fail(error.message)
            }
            headers[header.key] = header.value.description
        }
        var body: Data?
        if let value = call.value("body"), value != .nothing {
            body = JSONBridge.data(value)
            headers["Content-Type"] = headers["Content-Type"] ?? "application/json"
        }
        var method = call.text("method")
        var response: HTTPExchange.Response
        var hops = 0
        while true {
            try context.permit(.host(url.host ?? ""))
            let request = HTTPExchange.Request(method: method, url: url.absoluteString, headers: headers, body: body, followRedirects: false)
            do { response = try await HTTPClient.send(request) } catch let failure as HTTPClient.Failure {
                throw context.fail("could not get \(url.absoluteString): \(failure.message)")
            }
            guard [301, 302, 303, 307, 308].contains(response.status), let location = response.headers["location"],
                  let next = URL(string: location, relativeTo: url)?.absoluteURL else { break }
            hops += 1
            guard hops <= redirectLimit else {
                throw context.fail("\(address) redirected more than \(redirectLimit) times")
            }
            // 303, and 301/302 after a POST, continue as GET without the body, as browsers do.
            if response.status == 303 || ((response.status == 301 || response.status == 302) && method == "POST") {
                method = "GET"
                body = nil
            }
            url = next
        }
        guard (200..<300).contains(response.status) else {
            throw context.fail("\(url.absoluteString) answered HTTP \(response.status)")
        }
        let data = response.bodyData
        switch JSONBridge.read(data) {
        case .success(let value): return value
        case .failure(let error) where response.headers["content-type"]?.lowercased().contains("json") == true:
            // Said as JSON and not JSON: an error with the place, not text that looks like data.
            throw context.fail("\(url.absoluteString) answered JSON that does not read: \(error)")
        case .failure: return .string(String(decoding: data, as: UTF8.self))
        }
    }
}
