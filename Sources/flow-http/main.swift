import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import FlowHTTP

// flow-http: makes one HTTP request for flow. Reads an HTTPExchange.Request as
// JSON on standard input, writes an HTTPExchange.Response as JSON on standard
// output, and exits 0; a request it cannot understand exits 64.

let input = FileHandle.standardInput.readDataToEndOfFile()
guard let request = try? JSONDecoder().decode(HTTPExchange.Request.self, from: input), let url = URL(string: request.url) else {
    FileHandle.standardError.write(Data("flow-http: expected a request as JSON on standard input\n".utf8))
    exit(64)
}

var urlRequest = URLRequest(url: url, timeoutInterval: request.timeout)
urlRequest.httpMethod = request.method
for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
urlRequest.httpBody = request.bodyData

/// Hands redirects back instead of following them when the request says so.
final class RedirectPolicy: NSObject, URLSessionTaskDelegate, @unchecked Sendable {
    let follow: Bool
    init(follow: Bool) { self.follow = follow }

    func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                    newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void) {
        completionHandler(follow ? request : nil)
    }
}

let session = URLSession(configuration: .default, delegate: RedirectPolicy(follow: request.followRedirects ?? true), delegateQueue: nil)
let done = DispatchSemaphore(value: 0)
nonisolated(unsafe) var response = HTTPExchange.Response(error: "no answer")
let task = session.dataTask(with: urlRequest) { data, answer, error in
    if let error {
        response = HTTPExchange.Response(error: error.localizedDescription)
    } else if let http = answer as? HTTPURLResponse {
        var headers: [String: String] = [:]
        for (key, value) in http.allHeaderFields { headers["\(key)".lowercased()] = "\(value)" }
        response = HTTPExchange.Response(status: http.statusCode, headers: headers, body: data ?? Data())
    }
    done.signal()
}
task.resume()
done.wait()
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
FileHandle.standardOutput.write((try? encoder.encode(response)) ?? Data("{\"error\":\"cannot encode the response\"}".utf8))
