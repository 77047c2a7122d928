import Foundation
import FlowCompiler
import FlowRuntime
import FlowState
#if canImport(Glibc)
import Glibc
#endif

/// `flow lsp`: a Language Server Protocol 3.17 server over two file
/// descriptors (standard input and output when run by an editor; pipes in
/// tests).
///
/// One thread does everything, in the order messages arrive, so no request
/// sees a half-applied change. Diagnostics are debounced by the input
/// itself: after a change they are published once nothing more is waiting
/// to be read, so a burst of keystrokes is checked once, at its end, and a
/// single change is checked at once.
///
/// It never ends on bad input: a message that is not JSON, not JSON-RPC, or
/// has parameters of the wrong shape gets an error answer, and reading goes
/// on. It ends on `exit` (0 after `shutdown`, else 1) or when its input
/// closes.
public final class LanguageServer {
    public static let version = "0.1.0"

    let input: Int32
    let output: Int32
    let project: Project
    var reader = MessageReader()
    var encoding = PositionEncoding.utf16
    var client = ClientCapabilities()
    var initialized = false
    var shutdownRequested = false
    var exitCode: Int32?

    var analyses: [String: Analysis] = [:]
    /// Documents whose diagnostics are owed to the editor.
    var pending: Set<String> = []
    /// Documents whose lint warnings are owed (after their checker's diagnostics).
    var lintPending: Set<String> = []
    /// Analyses replaced by newer ones, freed once the new diagnostics are
    /// published: freeing a long file's trees takes a few milliseconds that
    /// the diagnostics should not wait for.
    var retired: [Analysis] = []
    /// What was last published for each URI, for code actions and for clearing.
    var published: [String: [PublishedDiagnostic]] = [:]
    /// The URIs of used files each document's last publication covered.
    var publishedFor: [String: Set<String>] = [:]

    public init(input: Int32, output: Int32, environment: [String: String], workingDirectory: String) {
        self.input = input
        self.output = output
        self.project = Project(root: workingDirectory, environment: environment)
    }

    /// Serves until `exit` or the end of the input; returns the exit status.
    public func run() -> Int32 {
        BrokenPipes.ignore()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while exitCode == nil {
            if let frame = reader.next() {
                handle(frame)
                continue
            }
            if !(pending.isEmpty && lintPending.isEmpty && retired.isEmpty) && !inputIsWaiting() {
                // Quiet: first what the editor waits for, then the rest, one step at a time.
                if !pending.isEmpty {
                    publishPending()
                } else if !lintPending.isEmpty {
                    publishLint()
                } else {
                    retired.removeAll()
                }
                continue
            }
            let count = read(input, &chunk, chunk.count)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            reader.append(chunk[0..<count])
        }
        return exitCode ?? 1
    }

    /// Whether bytes are waiting on the input right now (a zero-timeout poll).
    func inputIsWaiting() -> Bool {
        var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, 0) > 0
    }

    func send(_ message: JSONValue) {
        let bytes = MessageReader.frame(JSONWriter.bytes(message))
        if !BrokenPipes.writeAll(Data(bytes), to: output) {
            // The editor is gone: nobody will read another answer.
            exitCode = exitCode ?? 1
        }
    }

    func notify(_ method: String, _ params: JSONValue) { send(RPC.notification(method, params)) }

    // MARK: - Messages

    func handle(_ frame: MessageReader.Frame) {
        switch frame {
        case .malformed(let reason):
            send(RPC.error(id: .null, RPC.Failure(code: RPC.Failure.parseError, message: "a message could not be read: \(reason)")))
        case .message(let body):
            guard let message = JSONValue.parse(body) else {
                send(RPC.error(id: .null, RPC.Failure(code: RPC.Failure.parseError, message: "a message is not JSON")))
                return
            }
            switch RPC.Incoming(message) {
            case .request(let id, let method, let params): handleRequest(id: id, method: method, params: params)
            case .notification(let method, let params): handleNotification(method, params)
            case .response: break
            case .invalid(let id, let reason): send(RPC.error(id: id, RPC.Failure(code: RPC.Failure.invalidRequest, message: reason)))
            }
        }
    }

    func handleRequest(id: JSONValue, method: String, params: JSONValue) {
        guard initialized || method == "initialize" else {
            send(RPC.error(id: id, RPC.Failure(code: RPC.Failure.serverNotInitialized, message: "the server is not initialized yet")))
            return
        }
        guard !shutdownRequested else {
            send(RPC.error(id: id, RPC.Failure(code: RPC.Failure.invalidRequest, message: "the server is shutting down")))
            return
        }
        do {
            send(RPC.response(id: id, result: try answer(method, params)))
        } catch {
            send(RPC.error(id: id, error))
        }
    }

    /// The result of a request, by method.
    func answer(_ method: String, _ params: JSONValue) throws(RPC.Failure) -> JSONValue {
        switch method {
        case "initialize": return initialize(params)
        case "shutdown":
            shutdownRequested = true
            return .null
        case "textDocument/completion": return try completion(params)
        case "textDocument/hover": return try hover(params)
        case "textDocument/signatureHelp": return try signatureHelp(params)
        case "textDocument/definition": return try definition(params)
        case "textDocument/references": return try references(params)
        case "textDocument/prepareRename": return try prepareRename(params)
        case "textDocument/rename": return try rename(params)
        case "textDocument/documentSymbol": return try documentSymbols(params)
        case "workspace/symbol": return workspaceSymbols(params)
        case "textDocument/formatting": return try formatting(params, range: false)
        case "textDocument/rangeFormatting": return try formatting(params, range: true)
        case "textDocument/codeAction": return try codeActions(params)
        case "textDocument/semanticTokens/full": return try semanticTokens(params)
        default: throw RPC.Failure(code: RPC.Failure.methodNotFound, message: "flow lsp does not answer '\(method)'")
        }
    }

    func handleNotification(_ method: String, _ params: JSONValue) {
        if method == "exit" {
            exitCode = shutdownRequested ? 0 : 1
            return
        }
        guard initialized else { return }
        do {
            switch method {
            case "textDocument/didOpen": try didOpen(params)
            case "textDocument/didChange": try didChange(params)
            case "textDocument/didClose": try didClose(params)
            case "workspace/didChangeWatchedFiles", "textDocument/didSave":
                // A used file may have changed on disk: every open document is checked again.
                pending.formUnion(project.documents.keys)
                analyses.removeAll()
            default:
                break  // `initialized`, `$/cancelRequest`, `$/setTrace` and the rest need nothing
            }
        } catch {
            // A notification has no answer; the editor is told in its log.
            notify("window/logMessage", ["type": 1, "message": JSONValue("flow lsp: \(method): \(error.message)")])
        }
    }
}
