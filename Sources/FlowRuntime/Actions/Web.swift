import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `get-contents-of-url`: JSON responses become dictionaries and lists.
enum Web {
    static func get(_ arguments: [String: RuntimeValue], step: String) async throws -> RuntimeValue {
        guard let url = URL(string: arguments["url"]?.description ?? "") else {
            throw RunFailure.failed(step: step, message: "not a URL: \(arguments["url"]?.description ?? "")")
        }
        var request = URLRequest(url: url)
        request.httpMethod = arguments["method"]?.description ?? "GET"
        if case .dictionary(let headers)? = arguments["headers"] {
            for header in headers { request.setValue(header.value.description, forHTTPHeaderField: header.key) }
        }
        if let body = arguments["body"], body != .nothing {
            request.httpBody = try JSONSerialization.data(withJSONObject: JSONBridge.object(body), options: [.fragmentsAllowed])
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        let data: Data
        let response: URLResponse
        do { (data, response) = try await URLSession.shared.data(for: request) } catch {
            throw RunFailure.failed(step: step, message: "could not get \(url.absoluteString): \(error.localizedDescription)")
        }
        if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
            throw RunFailure.failed(step: step, message: "\(url.absoluteString) answered HTTP \(http.statusCode)")
        }
        if let object = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) { return JSONBridge.value(object) }
        return .string(String(decoding: data, as: UTF8.self))
    }
}
