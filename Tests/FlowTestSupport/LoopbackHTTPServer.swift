import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A one-thread HTTP server on 127.0.0.1 for tests: answers every request
/// with a fixed status and body, and keeps what it received. Loopback only,
/// so tests stay off the network.
public final class LoopbackHTTPServer: @unchecked Sendable {
    public struct Request: Sendable {
        public var method: String
        public var path: String
        public var headers: [String: String]
        public var body: Data
    }

    public let port: UInt16
    private let socket: Int32
    private let lock = NSLock()
    private var received: [Request] = []
    private let status: Int
    private let responseBody: String
    private let extraHeaders: [String: String]

    public var url: URL { URL(string: "http://127.0.0.1:\(port)/")! }

    public var requests: [Request] { lock.withLock { received } }

    /// Starts listening; `status`, `headers` and `body` are the answer to every
    /// request (a redirect: `status: 302, headers: ["Location": ...]`).
    public init(status: Int = 200, headers: [String: String] = [:], body: String = "") throws {
        self.status = status
        self.responseBody = body
        self.extraHeaders = headers
        let descriptor = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw POSIXError(.EMFILE) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(descriptor, 8) == 0 else { close(descriptor); throw POSIXError(.EADDRINUSE) }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        socket = descriptor
        port = UInt16(bigEndian: address.sin_port)
        let server = self
        Thread.detachNewThread { server.serve() }
    }

    private var stopped = false

    /// Stops accepting; the serving thread ends at its next accept. Only the
    /// first call closes the socket: closing a descriptor twice could close
    /// whatever else got its number in between (another test's pipe).
    public func stop() {
        let first = lock.withLock {
            defer { stopped = true }
            return !stopped
        }
        guard first else { return }
        shutdown(socket, Int32(SHUT_RDWR))
        close(socket)
    }

    deinit { stop() }

    private func serve() {
        while !lock.withLock({ stopped }) {
            let client = accept(socket, nil, nil)
            guard client >= 0 else { return }
            if let request = read(from: client) { lock.withLock { received.append(request) } }
            let reason = status == 200 ? "OK" : "Status"
            let answer = "HTTP/1.1 \(status) \(reason)\r\n" + extraHeaders.map { "\($0.key): \($0.value)\r\n" }.joined()
                + (extraHeaders.keys.contains { $0.lowercased() == "content-type" } ? "" : "Content-Type: application/json\r\n") + "Content-Length: \(responseBody.utf8.count)\r\nConnection: close\r\n\r\n\(responseBody)"
            _ = answer.withCString { send(client, $0, strlen($0), Int32(MSG_NOSIGNAL)) }
            close(client)
        }
    }

    /// Reads the head, then as many body bytes as Content-Length says.
    private func read(from client: Int32) -> Request? {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        let separator = Data("\r\n\r\n".utf8)
        while data.range(of: separator) == nil {
            let count = recv(client, &buffer, buffer.count, 0)
            guard count > 0 else { return nil }
            data.append(contentsOf: buffer[0..<count])
        }
        let headEnd = data.range(of: separator)!
        let head = String(decoding: data[..<headEnd.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
        let requestLine = head[0].split(separator: " ")
        var headers: [String: String] = [:]
        for line in head.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        var body = Data(data[headEnd.upperBound...])
        let expected = Int(headers["content-length"] ?? "0") ?? 0
        while body.count < expected {
            let count = recv(client, &buffer, buffer.count, 0)
            guard count > 0 else { break }
            body.append(contentsOf: buffer[0..<count])
        }
        return Request(method: requestLine.first.map(String.init) ?? "", path: requestLine.dropFirst().first.map(String.init) ?? "",
                       headers: headers, body: body)
    }
}
