import Foundation
import Testing
import FlowTestSupport
@testable import FlowRuntime

/// get-contents-of-url against a loopback server, through the flow-http helper.
@Suite struct WebTests {
    @Test func jsonAnswersBecomeDictionariesAndBodiesAreSentAsJSON() async throws {
        let server = try LoopbackHTTPServer(body: #"{"soup": "Tomato", "stock": [40, 6]}"#)
        defer { server.stop() }
        let program = """
        shortcut "Menu" {
          requires network
          let card = get-contents-of-url(url: "\(server.url.absoluteString)menu", method: "POST", headers: ["X-Kitchen": "north"], body: ["order": 2])
          show-result("${card.soup}: ${card.stock}")
        }
        """
        let outcome = try await run(program, allowed: [.network])
        #expect(outcome.failure == nil, "\(String(describing: outcome.failure))")
        #expect(outcome.transcript.lines == ["Tomato: 40, 6"])
        let request = try #require(server.requests.first)
        #expect(request.method == "POST")
        #expect(request.path == "/menu")
        #expect(request.headers["x-kitchen"] == "north")
        #expect(String(decoding: request.body, as: UTF8.self) == #"{"order":2}"#)
    }

    /// The issue's case: a price of 411.22 arrives, is shown and is sent back
    /// with exactly its digits (it once showed as 411.2200000000001024 and
    /// went out as 411.21999999999997), and the response's keys keep their order.
    @Test func numbersKeepTheirDigitsFromResponseToRequestBody() async throws {
        let server = try LoopbackHTTPServer(body: #"{"zeta": 1, "price": 411.22, "big": 123456789012345678901234567890.5}"#)
        defer { server.stop() }
        let program = """
        shortcut "Price" {
          requires network
          let item = get-contents-of-url(url: "\(server.url.absoluteString)item")
          show-result("${item.price} ${item.big}")
          show-result(item)
          get-contents-of-url(url: "\(server.url.absoluteString)echo", method: "POST", body: ["price": item.price, "literal": 411.22, "item": item])
        }
        """
        let outcome = try await run(program, allowed: [.network])
        #expect(outcome.failure == nil, "\(String(describing: outcome.failure))")
        #expect(outcome.transcript.lines.first == "411.22 123456789012345678901234567890.5")
        #expect(outcome.transcript.lines.dropFirst().first == "{zeta: 1, price: 411.22, big: 123456789012345678901234567890.5}")
        let sent = try #require(server.requests.last)
        #expect(String(decoding: sent.body, as: UTF8.self)
                == #"{"price":411.22,"literal":411.22,"item":{"zeta":1,"price":411.22,"big":123456789012345678901234567890.5}}"#)
    }

    @Test func aResponseSaidToBeJSONThatIsNotFailsWithThePlace() async throws {
        let server = try LoopbackHTTPServer(headers: ["Content-Type": "application/json"], body: "{\"price\": 411.22,\n \"open\": tru}")
        defer { server.stop() }
        let outcome = try await run("shortcut \"t\" {\n  requires network\n  get-contents-of-url(url: \"\(server.url.absoluteString)\")\n}\n", allowed: [.network])
        #expect(outcome.failure?.description.contains("answered JSON that does not read: line 2, column 10 (byte 27): expected a value") == true,
                "\(String(describing: outcome.failure))")
        // Without the header, text is text.
        let plain = try LoopbackHTTPServer(headers: ["Content-Type": "text/plain"], body: "{not json")
        defer { plain.stop() }
        let text = try await run("shortcut \"t\" {\n  requires network\n  show-result(get-contents-of-url(url: \"\(plain.url.absoluteString)\"))\n}\n", allowed: [.network])
        #expect(text.transcript.lines == ["{not json"])
    }

    /// A body written as JSON text, with or without values, is sent as the
    /// JSON document it spells; other text is sent as it is.
    @Test func aBodyWrittenAsJSONTextIsSentAsThatDocument() async throws {
        let server = try LoopbackHTTPServer(headers: ["Content-Type": "text/plain"], body: "ok")
        defer { server.stop() }
        let url = server.url.absoluteString
        let program = """
        shortcut "Bodies" {
          requires network
          let name = "Clam \\"Chowder\\""
          get-contents-of-url(url: "\(url)a", method: "POST", body: "{\\"price\\": 411.22}")
          get-contents-of-url(url: "\(url)b", method: "POST", body: "{\\"name\\": \\"${name}\\"}")
          get-contents-of-url(url: "\(url)c", method: "POST", body: "a=1&b=2")
        }
        """
        let outcome = try await run(program, allowed: [.network])
        #expect(outcome.failure == nil, "\(String(describing: outcome.failure))")
        let bodies = server.requests.map { String(decoding: $0.body, as: UTF8.self) }
        #expect(bodies == [#"{"price":411.22}"#, #"{"name":"Clam \"Chowder\""}"#, "a=1&b=2"])
        #expect(server.requests.first?.headers["content-type"] == "application/json")
    }

    @Test func anErrorStatusOrNoServerFailsTheStep() async throws {
        let server = try LoopbackHTTPServer(status: 404)
        defer { server.stop() }
        let missing = try await run("shortcut \"t\" {\n  requires network\n  get-contents-of-url(url: \"\(server.url.absoluteString)\")\n}\n", allowed: [.network])
        #expect(missing.failure?.description.hasSuffix("answered HTTP 404") == true)
        server.stop()
        let closed = try await run("shortcut \"t\" {\n  requires network\n  get-contents-of-url(url: \"\(server.url.absoluteString)\")\n}\n", allowed: [.network])
        #expect(closed.failure?.description.contains("could not get") == true)
        #expect(closed.failure?.exitCode == 70)
    }
}
