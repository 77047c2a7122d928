import Foundation

/// One HTTP request and its response, as `flow` and its `flow-http` helper
/// exchange them: a JSON object on the helper's standard input, one on its
/// standard output. Bodies travel as base64 so any bytes survive.
///
/// Why a helper at all: FoundationNetworking brings libcurl and its TLS,
/// Kerberos and LDAP libraries, and loading them costs every `flow` start
/// more than ten milliseconds. Only runs that reach the network pay it, by
/// starting `flow-http` (as git keeps HTTPS in `git-remote-https`).
public enum HTTPExchange {
    public struct Request: Codable, Sendable, Equatable {
        public var method: String
        public var url: String
        public var headers: [String: String]
        public var body: String?
        /// Seconds before the helper gives up.
        public var timeout: Double
        /// false: a redirect comes back as the 3xx response with its
        /// `location`, so that flow checks every hop's host against the
        /// run's grant before following it. Absent means follow.
        public var followRedirects: Bool?

        public init(method: String, url: String, headers: [String: String] = [:], body: Data? = nil, timeout: Double = 60,
                    followRedirects: Bool? = nil) {
            self.followRedirects = followRedirects
            self.method = method
            self.url = url
            self.headers = headers
            self.body = body?.base64EncodedString()
            self.timeout = timeout
        }

        public var bodyData: Data? { body.flatMap { Data(base64Encoded: $0) } }
    }

    public struct Response: Codable, Sendable, Equatable {
        public var status: Int
        public var headers: [String: String]
        public var body: String
        /// Set instead of the rest when the request could not be made.
        public var error: String?

        public init(status: Int, headers: [String: String], body: Data) {
            self.status = status
            self.headers = headers
            self.body = body.base64EncodedString()
        }

        public init(error: String) {
            status = 0
            headers = [:]
            body = ""
            self.error = error
        }

        public var bodyData: Data { Data(base64Encoded: body) ?? Data() }
    }
}
