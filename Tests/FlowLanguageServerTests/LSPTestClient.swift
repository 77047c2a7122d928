import Foundation
import FlowState
@testable import FlowLanguageServer
#if canImport(Glibc)
import Glibc
#endif

/// An editor for tests: runs a `LanguageServer` in this process on its own
/// thread, over two pipes, and speaks LSP to it as a client does, framing
/// included. Every wait has a deadline, so a server that stops answering
/// fails the test instead of hanging it.
final class LSPTestClient {
    private let toServer: Int32
    private let fromServer: Int32
    private var reader = MessageReader()
    private var nextID = 1
    /// Notifications read while waiting for something else, oldest first.
    private(set) var notifications: [JSONValue] = []
    private let finished = DispatchSemaphore(value: 0)
    private let status = StatusBox()

    final class StatusBox: @unchecked Sendable {
        private let lock = NSLock()
        private var value: Int32?
        func set(_ code: Int32) { lock.withLock { value = code } }
        var code: Int32? { lock.withLock { value } }
    }

    init(root: String, environment: [String: String] = [:]) {
        var input: [Int32] = [0, 0]
        var output: [Int32] = [0, 0]
        _ = pipe(&input)
        _ = pipe(&output)
        toServer = input[1]
        fromServer = output[0]
        let (serverIn, serverOut) = (input[0], output[1])
        let status = status
        let finished = finished
        let thread = Thread {
            let server = LanguageServer(input: serverIn, output: serverOut, environment: environment, workingDirectory: root)
            status.set(server.run())
            close(serverOut)
            close(serverIn)
            finished.signal()
        }
        thread.stackSize = 8 << 20
        thread.start()
    }

    deinit {
        close(toServer)
        _ = finished.wait(timeout: .now() + 10)
        close(fromServer)
    }

    func sendRaw(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(toServer, buffer.baseAddress! + offset, buffer.count - offset)
                if written <= 0 { return }
                offset += written
            }
        }
    }

    func send(_ message: JSONValue) { sendRaw(MessageReader.frame(JSONWriter.bytes(message))) }

    func notify(_ method: String, _ params: JSONValue = .null) {
        send(["jsonrpc": "2.0", "method": JSONValue(method), "params": params])
    }

    /// Sends a request and returns its response (the whole message: `result` or `error`).
    func request(_ method: String, _ params: JSONValue = .null, timeout: TimeInterval = 30) throws -> JSONValue {
        let id = nextID
        nextID += 1
        send(["jsonrpc": "2.0", "id": JSONValue(id), "method": JSONValue(method), "params": params])
        return try waitFor(timeout: timeout) { $0["id"]?.int == id && $0["method"] == nil }
    }

    /// The first notification of `method` that satisfies `matches`, waiting for it.
    func notification(_ method: String, timeout: TimeInterval = 30, where matches: (JSONValue) -> Bool = { _ in true }) throws -> JSONValue {
        try waitFor(timeout: timeout) { $0["method"]?.string == method && matches($0) }
    }

    struct Timeout: Error, CustomStringConvertible {
        var description: String
    }

    func waitFor(timeout: TimeInterval, _ matches: (JSONValue) -> Bool) throws -> JSONValue {
        if let index = notifications.firstIndex(where: matches) { return notifications.remove(at: index) }
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            while let frame = reader.next() {
                guard case .message(let body) = frame, let message = JSONValue.parse(body) else { continue }
                if matches(message) { return message }
                notifications.append(message)
            }
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else { throw Timeout(description: "no matching message within \(timeout) s") }
            var descriptor = pollfd(fd: fromServer, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, Int32(remaining * 1000)) > 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            let count = read(fromServer, &chunk, chunk.count)
            guard count > 0 else { throw Timeout(description: "the server closed its output") }
            reader.append(chunk[0..<count])
        }
    }

    /// Closes the server's input and waits for it to stop; its exit status.
    func exitStatus(timeout: TimeInterval = 10) -> Int32? {
        guard finished.wait(timeout: .now() + timeout) == .success else { return nil }
        finished.signal()
        return status.code
    }

    // MARK: - Conveniences

    @discardableResult
    func initialize(root: String, capabilities: JSONValue = [:]) throws -> JSONValue {
        let response = try request("initialize", ["processId": .null, "rootUri": JSONValue(DocumentURI.uri(root)), "capabilities": capabilities])
        notify("initialized", [:])
        return response
    }

    func open(_ uri: String, _ text: String, version: Int = 1) {
        notify("textDocument/didOpen", ["textDocument": ["uri": JSONValue(uri), "languageId": "flow", "version": JSONValue(version), "text": JSONValue(text)]])
    }

    func change(_ uri: String, version: Int, range: (Int, Int, Int, Int)? = nil, text: String) {
        var change: [String: JSONValue] = ["text": JSONValue(text)]
        if let (l1, c1, l2, c2) = range {
            change["range"] = ["start": ["line": JSONValue(l1), "character": JSONValue(c1)], "end": ["line": JSONValue(l2), "character": JSONValue(c2)]]
        }
        notify("textDocument/didChange", ["textDocument": ["uri": JSONValue(uri), "version": JSONValue(version)], "contentChanges": [.object(change)]])
    }

    func at(_ uri: String, _ line: Int, _ character: Int) -> JSONValue {
        ["textDocument": ["uri": JSONValue(uri)], "position": ["line": JSONValue(line), "character": JSONValue(character)]]
    }

    /// The diagnostics published for `uri` (the next publication).
    func diagnostics(_ uri: String) throws -> [JSONValue] {
        try notification("textDocument/publishDiagnostics") { $0["params"]?["uri"]?.string == uri }["params"]?["diagnostics"]?.array ?? []
    }
}
