import Foundation
import Testing
import FlowState
import FlowDiagnostics
@testable import FlowLanguageServer

/// Whatever arrives on its input, the server answers what it can answer,
/// says what it cannot, and goes on reading: bytes in any pieces, headers
/// without a length, bodies that are not JSON or not JSON-RPC, requests
/// before `initialize`, unknown methods and parameters of the wrong shape.
@Suite struct ProtocolRobustnessTests {
    let root = FileManager.default.temporaryDirectory.path

    func frame(_ text: String) -> [UInt8] { Array("Content-Length: \(text.utf8.count)\r\n\r\n\(text)".utf8) }

    @Test func framesSplitAnywhereAreReadWhole() {
        let message = frame(#"{"jsonrpc":"2.0","id":1,"method":"shutdown"}"#) + frame(#"{"jsonrpc":"2.0","method":"exit"}"#)
        for split in 0...message.count {
            var reader = MessageReader()
            reader.append(message[..<split])
            var frames: [MessageReader.Frame] = []
            while let frame = reader.next() { frames.append(frame) }
            reader.append(message[split...])
            while let frame = reader.next() { frames.append(frame) }
            #expect(frames.count == 2, "split at \(split)")
        }
    }

    @Test func headersAreReadLeniently() {
        #expect(MessageReader.contentLength("content-length:  12 \r\nContent-Type: application/vscode-jsonrpc; charset=utf-8") == 12)
        #expect(MessageReader.contentLength("Content-Type: x") == nil)
        #expect(MessageReader.contentLength("Content-Length: -3") == nil)
        #expect(MessageReader.contentLength("Content-Length: twelve") == nil)
        var reader = MessageReader()
        reader.append(Array("Content-Length: 2\n\n{}".utf8))
        #expect(reader.next() == .message(Array("{}".utf8)))
    }

    @Test func aServerByteByByteAnswersEveryRequest() throws {
        let client = LSPTestClient(root: root)
        let bytes = frame(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#)
        for byte in bytes { client.sendRaw([byte]) }
        let response = try client.waitFor(timeout: 30) { $0["id"]?.int == 1 }
        #expect(response["result"]?["capabilities"] != nil)
    }

    @Test func badMessagesGetErrorsAndTheServerGoesOn() throws {
        let client = LSPTestClient(root: root)
        // Before initialize: refused, but answered.
        let early = try client.request("textDocument/hover", ["textDocument": ["uri": "file:///x.flow"], "position": ["line": 0, "character": 0]])
        #expect(early["error"]?["code"]?.int == -32002)
        try client.initialize(root: root)

        client.sendRaw(Array("Content-Type: text/plain\r\n\r\n".utf8))
        #expect(try client.waitFor(timeout: 30) { $0["error"] != nil }["error"]?["code"]?.int == -32700)
        client.sendRaw(frame("{not json"))
        #expect(try client.waitFor(timeout: 30) { $0["error"] != nil }["error"]?["code"]?.int == -32700)
        client.sendRaw(frame("[1, 2, 3]"))
        #expect(try client.waitFor(timeout: 30) { $0["error"] != nil }["error"]?["code"]?.int == -32600)
        client.sendRaw(frame(#"{"jsonrpc":"2.0","id":{"no":1},"method":"shutdown"}"#))
        #expect(try client.waitFor(timeout: 30) { $0["error"] != nil }["error"]?["code"]?.int == -32600)
        client.sendRaw(Array("Content-Length: 99999999999\r\n\r\n".utf8))
        #expect(try client.waitFor(timeout: 30) { $0["error"] != nil }["error"]?["code"]?.int == -32700)

        #expect(try client.request("flow/unknown")["error"]?["code"]?.int == -32601)
        #expect(try client.request("textDocument/hover", ["position": "here"])["error"]?["code"]?.int == -32602)
        #expect(try client.request("textDocument/completion", 42)["error"]?["code"]?.int == -32602)
        // A notification with nonsense is logged, not answered, and changes nothing.
        client.notify("textDocument/didChange", ["textDocument": ["uri": "file:///nowhere.flow"], "contentChanges": [["text": 5]]])
        client.notify("textDocument/didOpen", "nonsense")

        // Still serving.
        let uri = DocumentURI.uri(root + "/robust.flow")
        client.open(uri, "shortcut \"A\" {\n  show-result(1)\n}\n")
        #expect(try client.diagnostics(uri).isEmpty)
        #expect(try client.request("shutdown")["result"] == .null)
        client.notify("exit")
        #expect(client.exitStatus() == 0)
    }

    @Test func positionsCountInTheNegotiatedEncoding() throws {
        let client = LSPTestClient(root: root)
        let response = try client.request("initialize", ["capabilities": ["general": ["positionEncodings": ["utf-16", "utf-8"]]]])
        #expect(response["result"]?["capabilities"]?["positionEncoding"]?.string == "utf-8")
        let text = "shortcut \"🍲\" {\n  let x = \"🍲\"\n  show-result(y)\n}\n"
        let file = SourceFile(path: "test.flow", text: text)
        let utf16 = PositionMap(file: file, encoding: .utf16)
        let utf8 = PositionMap(file: file, encoding: .utf8)
        let offset = Array(text.utf8).count - 5  // inside the last line but one
        #expect(utf16.offset(line: utf16.position(offset).line, character: utf16.position(offset).character) == offset)
        // `shortcut "` is 10 bytes, then 🍲: 4 bytes, 2 UTF-16 units.
        #expect(utf8.position(14).character == 14)
        #expect(utf16.position(14).character == 12)
        #expect(utf16.position(12).character == 10, "inside a scalar counts as its start")
        #expect(utf16.offset(line: 0, character: 12) == 14)
        #expect(utf16.offset(line: 0, character: 500) == Array("shortcut \"🍲\" {".utf8).count, "past the end is the line's end")
        #expect(utf16.offset(line: 99, character: 0) == Array(text.utf8).count)
    }
}
