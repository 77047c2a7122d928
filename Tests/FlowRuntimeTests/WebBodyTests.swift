import Foundation
import Testing
import FlowTestSupport
import FlowCompiler
import FlowDiagnostics
@testable import FlowRuntime

/// get-contents-of-url's request bodies as Shortcuts' Request Body menu
/// makes them (form, multipart with files, raw text), and its whole response
/// read as a value: each request checked byte for byte at a loopback server.
@Suite struct WebBodyTests {
    @Test func aFormBodyIsURLEncodedFieldsInOrder() async throws {
        let server = try LoopbackHTTPServer(body: "{}")
        defer { server.stop() }
        let program = """
        shortcut "Order" {
          requires network
          let dish = "tomato & basil"
          get-contents-of-url(url: "\(server.url.absoluteString)order", method: "PUT", headers: ["X-Kitchen": "north"], body: ["soup": dish, "n": 2, "extra": ["é", "a=b"]], body-type: "form")
        }
        """
        let outcome = try await run(program, allowed: [.network])
        #expect(outcome.failure == nil, "\(String(describing: outcome.failure))")
        let request = try #require(server.requests.first)
        #expect(request.method == "PUT")
        #expect(request.headers["x-kitchen"] == "north")
        #expect(request.headers["content-type"] == "application/x-www-form-urlencoded")
        #expect(Array(request.body) == Array("soup=tomato+%26+basil&n=2&extra=%C3%A9&extra=a%3Db".utf8))
    }

    @Test func textIsSentAsItIsNotJSONQuoted() async throws {
        let server = try LoopbackHTTPServer(body: "{}")
        defer { server.stop() }
        let program = """
        shortcut "Raw" {
          requires network
          get-contents-of-url(url: "\(server.url.absoluteString)", method: "POST", body: "a=1&b=2")
          get-contents-of-url(url: "\(server.url.absoluteString)", method: "POST", headers: ["Content-Type": "text/csv"], body: "soup,2\\n", body-type: "raw")
        }
        """
        let outcome = try await run(program, allowed: [.network])
        #expect(outcome.failure == nil, "\(String(describing: outcome.failure))")
        let requests = server.requests
        try #require(requests.count == 2)
        #expect(Array(requests[0].body) == Array("a=1&b=2".utf8))
        #expect(requests[0].headers["content-type"] == "text/plain; charset=utf-8")
        #expect(Array(requests[1].body) == Array("soup,2\n".utf8))
        #expect(requests[1].headers["content-type"] == "text/csv")
    }

    /// A File value is a file part with its bytes (any bytes, CRLF and NUL
    /// included); other values are fields; the boundary is the one the
    /// Content-Type names.
    @Test func aMultipartBodyUploadsFilesByteExact() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flow-upload-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let photo = folder.appendingPathComponent("soup \"1\".bin")
        let bytes = Data([0x89, 0x50, 0x0D, 0x0A, 0x00, 0xFF, 0x2D, 0x2D])
        try bytes.write(to: photo)
        let server = try LoopbackHTTPServer(body: #"{"ok": true}"#)
        defer { server.stop() }
        let program = """
        shortcut "Caller" {
          requires network, files
          run-shortcut(name: "Upload", photo: "\(photo.path.replacingOccurrences(of: "\"", with: "\\\""))")
        }
        shortcut "Upload" (photo: File) {
          requires network, files
          get-contents-of-url(url: "\(server.url.absoluteString)upload", method: "POST", body: ["title": "Soup", "photo": photo], body-type: "multipart")
        }
        """
        let outcome = try await run(program, allowed: [.network, .files])
        #expect(outcome.failure == nil, "\(String(describing: outcome.failure))")
        let request = try #require(server.requests.first)
        let contentType = try #require(request.headers["content-type"])
        #expect(contentType.hasPrefix("multipart/form-data; boundary=flow-"))
        let boundary = String(contentType.dropFirst("multipart/form-data; boundary=".count))
        #expect(boundary.count == 37)
        var expected = Data("--\(boundary)\r\nContent-Disposition: form-data; name=\"title\"\r\n\r\nSoup\r\n".utf8)
        expected.append(Data("--\(boundary)\r\nContent-Disposition: form-data; name=\"photo\"; filename=\"soup %221%22.bin\"\r\nContent-Type: application/octet-stream\r\n\r\n".utf8))
        expected.append(bytes)
        expected.append(Data("\r\n--\(boundary)--\r\n".utf8))
        #expect(request.body == expected)
    }

    /// The checker cannot tell whether a body holds files, so `files` beside
    /// `network` is never "unneeded" for a shortcut that gets a URL.
    @Test func declaringFilesForAnUploadIsNotCalledUnneeded() {
        let workspace = Workspace { _ in nil }
        workspace.addRoot(SourceFile(path: "t.flow", text: "shortcut \"t\" (photo: File) {\n  requires network, files\n  get-contents-of-url(url: \"https://example.com\", body: [\"p\": photo], body-type: \"multipart\")\n}\n"))
        _ = Compiler.compile(workspace)
        #expect(workspace.allDiagnostics.flatMap(\.1).map(\.id) == [])
    }

    @Test func aMultipartFileNeedsFilesToBeGranted() async throws {
        let server = try LoopbackHTTPServer(body: "{}")
        defer { server.stop() }
        let program = """
        shortcut "Caller" {
          requires network
          run-shortcut(name: "Upload", photo: "/etc/hostname")
        }
        shortcut "Upload" (photo: File) {
          requires network
          get-contents-of-url(url: "\(server.url.absoluteString)", method: "POST", body: ["photo": photo], body-type: "multipart")
        }
        """
        let outcome = try await run(program, allowed: [.network])
        #expect(outcome.failure?.description.contains("files") == true, "\(String(describing: outcome.failure))")
        #expect(server.requests.isEmpty)
    }

    @Test func theWholeResponseIsReadWhateverItsStatus() async throws {
        let server = try LoopbackHTTPServer(status: 404, headers: ["Soup": "none today"], body: #"{"error": "no soup"}"#)
        defer { server.stop() }
        let program = """
        shortcut "Status" {
          requires network
          let answer = get-contents-of-url(url: "\(server.url.absoluteString)soup", output: "response")
          show-result("${answer.status} ${answer.headers.soup} ${answer.body.error}")
          let headers = get-headers-of-url("\(server.url.absoluteString)soup")
          show-result("${headers.status} ${headers.soup}")
        }
        """
        let outcome = try await run(program, allowed: [.network])
        #expect(outcome.failure == nil, "\(String(describing: outcome.failure))")
        #expect(outcome.transcript.lines == ["404 none today no soup", "404 none today"])
        #expect(server.requests.map(\.method) == ["GET", "HEAD"])
    }

    @Test func expandingFollowsEveryHopAndHoldsEachToTheGrant() async throws {
        let end = try LoopbackHTTPServer(body: "")
        defer { end.stop() }
        let short = try LoopbackHTTPServer(status: 301, headers: ["Location": "\(end.url.absoluteString)soup?day=1"])
        defer { short.stop() }
        let scope = try Permissions(words: ["network=127.0.0.1"])
        let program = """
        shortcut "Expand" {
          requires network("127.0.0.1")
          show-result(expand-url("\(short.url.absoluteString)s"))
          show-result(expand-url("\(short.url.absoluteString)s", output: "chain"))
        }
        """
        let outcome = try await run(program, allowed: scope)
        #expect(outcome.failure == nil, "\(String(describing: outcome.failure))")
        #expect(outcome.transcript.lines == ["\(end.url.absoluteString)soup?day=1", "\(short.url.absoluteString)s, \(end.url.absoluteString)soup?day=1"])
        // A hop to a host outside the grant is refused before it is asked.
        let away = try LoopbackHTTPServer(status: 302, headers: ["Location": "http://localhost:\(end.port)/"])
        defer { away.stop() }
        let scoped = try await run("shortcut \"t\" {\n  requires network(\"127.0.0.1\")\n  expand-url(\"\(away.url.absoluteString)\")\n}\n", allowed: scope)
        #expect(scoped.failure?.description.contains("localhost") == true, "\(String(describing: scoped.failure))")
        #expect(end.requests.count == 2)
    }
}
