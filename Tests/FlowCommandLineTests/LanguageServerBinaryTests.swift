import Foundation
import Testing

/// `flow lsp` as an editor starts it: the built binary, spoken to in LSP on
/// its standard input and output.
@Suite struct LanguageServerBinaryTests {
    func frame(_ json: String) -> Data { Data("Content-Length: \(json.utf8.count)\r\n\r\n\(json)".utf8) }

    @Test func theBinarySpeaksLSPOverStandardIO() throws {
        let binary = try #require(BinaryTests.binary)
        let process = Process()
        process.executableURL = binary
        process.arguments = ["lsp", "--stdio"]
        process.currentDirectoryURL = FileManager.default.temporaryDirectory
        process.environment = ["HOME": "/nonexistent"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let text = #"use SoupChef\nshortcut \"S\" {\n  let order = SoupChef.OrderSoup(soup: .clamChowder)\n  show-result(\"${order.totl}\")\n}\n"#
        input.fileHandleForWriting.write(frame(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#)
            + frame(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#)
            + frame(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///tmp/s.flow","languageId":"flow","version":1,"text":"\#(text)"}}}"#))
        var received = Data()
        while !String(decoding: received, as: UTF8.self).contains("publishDiagnostics") {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            received += chunk
        }
        input.fileHandleForWriting.write(frame(#"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#) + frame(#"{"jsonrpc":"2.0","method":"exit"}"#))
        try input.fileHandleForWriting.close()
        received += output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let all = String(decoding: received, as: UTF8.self)
        #expect(all.contains(#""capabilities""#))
        #expect(all.contains(#""code":"compiler.unknown-member""#))
        #expect(all.contains(#"{"id":2,"jsonrpc":"2.0","result":null}"#))
        #expect(process.terminationStatus == 0)
    }
}
