import Foundation
import Testing
import FlowDiagnostics
import FlowState
import FlowTestSupport
@testable import FlowLanguageServer

/// The server never falls over: every example in Workflows/ is opened, then
/// edited again and again with the fuzz tests' mutations (word edits that
/// keep the checker busy, random byte edits that break everything) sent as
/// `didChange` edits (ranges and whole texts), each followed by a request
/// at a random place. Every request must get an answer, and the server must
/// still work at the end. Seeded: `FLOW_FUZZ_SEED` reproduces a failure,
/// `FLOW_FUZZ_INPUTS` runs longer.
@Suite struct ServerFuzzTests {
    static let environment = ProcessInfo.processInfo.environment
    static let seed = UInt64(environment["FLOW_FUZZ_SEED"] ?? "") ?? 20_261_125
    static let inputCount = max(600, Int(environment["FLOW_FUZZ_INPUTS"] ?? "") ?? 600)
    static let workflows = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Workflows")

    static let requests = ["textDocument/completion", "textDocument/hover", "textDocument/definition", "textDocument/signatureHelp",
                           "textDocument/references", "textDocument/prepareRename", "textDocument/documentSymbol",
                           "textDocument/semanticTokens/full", "textDocument/formatting", "textDocument/codeAction", "textDocument/rename"]

    @Test func mutatedExamplesNeverStopTheServer() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.workflows.path).filter { $0.hasSuffix(".flow") }.sorted()
        try #require(!names.isEmpty)
        let client = LSPTestClient(root: Self.workflows.path, environment: ["HOME": "/nonexistent", "XDG_CONFIG_HOME": "/nonexistent"])
        try client.initialize(root: Self.workflows.path, capabilities: ["textDocument": ["completion": ["completionItem": ["snippetSupport": true]]]])
        var texts: [String: [UInt8]] = [:]
        var versions: [String: Int] = [:]
        for name in names {
            let uri = DocumentURI.uri(Self.workflows.appendingPathComponent(name).path)
            let bytes = try Array(Data(contentsOf: Self.workflows.appendingPathComponent(name)))
            texts[uri] = bytes
            versions[uri] = 1
            client.open(uri, String(decoding: bytes, as: UTF8.self))
        }
        var generator = SeededGenerator(seed: Self.seed)
        let uris = texts.keys.sorted()
        for number in 0..<Self.inputCount {
            let uri = uris[number % uris.count]
            let old = texts[uri]!
            // Edits are sent as text: what the server holds is the text as it decodes, invalid bytes as U+FFFD.
            let new = Array(String(decoding: number % 3 == 0 ? Mutations.bytes(old, using: &generator) : Mutations.words(old, using: &generator),
                                   as: UTF8.self).utf8)
            versions[uri]! += 1
            if Bool.random(using: &generator) {
                client.change(uri, version: versions[uri]!, text: String(decoding: new, as: UTF8.self))
            } else {
                let (range, text) = Self.edit(from: old, to: new)
                client.change(uri, version: versions[uri]!, range: range, text: text)
            }
            texts[uri] = new
            let method = Self.requests.randomElement(using: &generator)!
            let lines = max(1, new.count { $0 == 0x0A } + 1)
            let position: JSONValue = ["line": JSONValue(Int.random(in: 0..<(lines + 1), using: &generator)),
                                       "character": JSONValue(Int.random(in: 0..<60, using: &generator))]
            let params: JSONValue = ["textDocument": ["uri": JSONValue(uri)], "position": position, "newName": "renamed",
                                     "range": ["start": position, "end": position], "context": ["diagnostics": [], "includeDeclaration": true],
                                     "options": ["tabSize": 2, "insertSpaces": true]]
            let response: JSONValue
            do {
                response = try client.request(method, params, timeout: 60)
            } catch {
                Issue.record("input \(number) (seed \(Self.seed)): no answer to \(method): \(error)\n\(String(decoding: new, as: UTF8.self))")
                return
            }
            if let code = response["error"]?["code"]?.int, code == -32603 || code == -32700 || code == -32600 {
                Issue.record("input \(number) (seed \(Self.seed)): \(method) failed: \(response)")
            }
            _ = client.notifications.count
        }
        // Still itself: a known text gets its known diagnostic.
        let uri = uris[0]
        client.change(uri, version: versions[uri]! + 1, text: "shortcut \"After\" {\n  show-result(nothing-here)\n}\n")
        let diagnostics = try client.notification("textDocument/publishDiagnostics", timeout: 60) {
            $0["params"]?["uri"]?.string == uri && $0["params"]?["diagnostics"]?.array?.first?["code"]?.string == "compiler.unknown-name"
        }
        #expect(diagnostics["params"]?["diagnostics"]?.array?.count == 1)
        #expect(try client.request("shutdown")["result"] == .null)
        client.notify("exit")
        #expect(client.exitStatus() == 0)
    }

    /// The one range edit (in UTF-16 positions of `old`) that makes `new`: the differing middle.
    static func edit(from old: [UInt8], to new: [UInt8]) -> ((Int, Int, Int, Int), String) {
        var prefix = 0
        while prefix < old.count && prefix < new.count && old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix && suffix < new.count - prefix && old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        // Whole scalars only: move the cut back to a scalar's start.
        while prefix > 0 && prefix < old.count && (old[prefix] & 0xC0) == 0x80 { prefix -= 1 }
        var oldEnd = old.count - suffix
        while oldEnd < old.count && (old[oldEnd] & 0xC0) == 0x80 { oldEnd += 1 }
        let newEnd = new.count - (old.count - oldEnd)
        let map = PositionMap(file: SourceFile(path: "old.flow", bytes: old), encoding: .utf16)
        let start = map.position(prefix)
        let end = map.position(oldEnd)
        return ((start.line, start.character, end.line, end.character), String(decoding: new[prefix..<max(prefix, newEnd)], as: UTF8.self))
    }
}
