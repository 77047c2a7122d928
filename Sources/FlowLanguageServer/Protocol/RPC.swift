import FlowState

/// JSON-RPC 2.0 as LSP uses it: requests (with an id, answered once),
/// notifications (no id, never answered) and the error codes of both.
enum RPC {
    /// An incoming message, read from its JSON.
    enum Incoming {
        case request(id: JSONValue, method: String, params: JSONValue)
        case notification(method: String, params: JSONValue)
        /// An answer to a request the server sent; the server sends none it waits for.
        case response
        /// Not a JSON-RPC message; answered with `invalidRequest` (and the id, when it had one).
        case invalid(id: JSONValue, reason: String)

        init(_ message: JSONValue) {
            guard message.isObject else {
                self = .invalid(id: .null, reason: "a message is a JSON object")
                return
            }
            let id = message["id"]
            if let id, !Self.isValidID(id) {
                self = .invalid(id: .null, reason: "an id is a number or a string")
                return
            }
            guard let methodValue = message["method"] else {
                if id != nil, message["result"] != nil || message["error"] != nil {
                    self = .response
                } else {
                    self = .invalid(id: id ?? .null, reason: "a request names its method")
                }
                return
            }
            guard let method = methodValue.string else {
                self = .invalid(id: id ?? .null, reason: "a method is a string")
                return
            }
            let params = message["params"] ?? .null
            if let id { self = .request(id: id, method: method, params: params) } else { self = .notification(method: method, params: params) }
        }

        static func isValidID(_ id: JSONValue) -> Bool {
            switch id {
            case .integer, .string: true
            case .decimal: id.wholeNumber != nil
            default: false
            }
        }
    }

    /// An error answered to a request.
    struct Failure: Error {
        var code: Int
        var message: String

        static let parseError = -32700
        static let invalidRequest = -32600
        static let methodNotFound = -32601
        static let invalidParams = -32602
        static let internalError = -32603
        static let serverNotInitialized = -32002
        static let requestFailed = -32803
        static let requestCancelled = -32800

        static func invalidParams(_ message: String) -> Failure { Failure(code: invalidParams, message: message) }
    }

    static func response(id: JSONValue, result: JSONValue) -> JSONValue {
        .object(["jsonrpc": "2.0", "id": id, "result": result])
    }

    static func error(id: JSONValue, _ failure: Failure) -> JSONValue {
        .object(["jsonrpc": "2.0", "id": id, "error": .object(["code": JSONValue(failure.code), "message": JSONValue(failure.message)])])
    }

    static func notification(_ method: String, _ params: JSONValue) -> JSONValue {
        .object(["jsonrpc": "2.0", "method": JSONValue(method), "params": params])
    }
}
