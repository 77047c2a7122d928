import Foundation
import FlowHTTP

/// `get-contents-of-url`: JSON responses become dictionaries and lists.
enum Web {
    static func get(_ arguments: [String: RuntimeValue], step: String) async throws -> RuntimeValue {
        let address = arguments["url"]?.description ?? ""
        guard let url = URL(string: address), url.scheme != nil else {
            throw RunFailure.failed(step: step, message: "not a URL: \(address)")
        }
        var headers: [String: String] = [:]
        if case .dictionary(let entries)? = arguments["headers"] {
            for header in entries { headers[header.key] = header.value.description }
        }
        var body: Data?
        if let value = arguments["body"], value != .nothing {
            body = try JSONSerialization.data(withJSONObject: JSONBridge.object(value), options: [.fragmentsAllowed])
            headers["Content-Type"] = headers["Content-Type"] ?? "application/json"
        }
        let request = HTTPExchange.Request(method: arguments["method"]?.description ?? "GET", url: url.absoluteString, headers: headers, body: body)
        let response: HTTPExchange.Response
        do { response = try await HTTPClient.send(request) } catch let failure as HTTPClient.Failure {
            throw RunFailure.failed(step: step, message: "could not get \(url.absoluteString): \(failure.message)")
        }
        guard (200..<300).contains(response.status) else {
            throw RunFailure.failed(step: step, message: "\(url.absoluteString) answered HTTP \(response.status)")
        }
        let data = response.bodyData
        if let object = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) { return JSONBridge.value(object) }
        return .string(String(decoding: data, as: UTF8.self))
    }
}
