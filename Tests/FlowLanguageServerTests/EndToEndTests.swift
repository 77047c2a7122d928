import Foundation
import XCTest
import FlowState
@testable import FlowLanguageServer

/// The "done when", as an editor sees it: a server in this process,
/// spoken to over pipes in plain LSP.
final class EndToEndTests: XCTestCase {
    static let source = """
    use SoupChef

    shortcut "Soup for John" {
      let order = SoupChef.OrderSoup(soup: .clamChowder, quantity: 2)
      show-result("${order.totl}")
    }

    """

    var root: String!
    var uri: String!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("flow-lsp-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        uri = DocumentURI.uri(root + "/john.flow")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: root)
    }

    func started() throws -> LSPTestClient {
        let client = LSPTestClient(root: root, environment: ["HOME": root, "XDG_CONFIG_HOME": root + "/config"])
        let response = try client.initialize(root: root, capabilities: ["textDocument": ["hover": ["contentFormat": ["markdown"]],
                                                                                          "documentSymbol": ["hierarchicalDocumentSymbolSupport": true]]])
        XCTAssertNotNil(response["result"]?["capabilities"]?["completionProvider"])
        client.open(uri, Self.source)
        return client
    }

    func labels(_ response: JSONValue) -> [String] {
        (response["result"]?["items"]?.array ?? []).compactMap { $0["label"]?.string }
    }

    func testADiagnosticPointsAtTheMisspelledProperty() throws {
        let client = try started()
        let diagnostics = try client.diagnostics(uri)
        XCTAssertEqual(diagnostics.count, 1)
        let diagnostic = try XCTUnwrap(diagnostics.first)
        XCTAssertEqual(diagnostic["code"]?.string, "compiler.unknown-member")
        XCTAssertEqual(diagnostic["severity"]?.int, 1)
        // `totl` on line 4: `  show-result("${order.totl}")`, characters 23 to 27.
        XCTAssertEqual(diagnostic["range"], ["start": ["line": 4, "character": 23], "end": ["line": 4, "character": 27]])
        XCTAssertTrue(diagnostic["message"]?.string?.contains("did you mean 'total'") ?? false)
        // Its fix-it is a code action.
        let actions = try client.request("textDocument/codeAction", ["textDocument": ["uri": JSONValue(uri)],
                                                                      "range": diagnostic["range"]!, "context": ["diagnostics": [diagnostic]]])
        let edit = actions["result"]?.array?.first?["edit"]?["changes"]?[uri]?.array?.first
        XCTAssertEqual(edit?["newText"]?.string, "total")
    }

    /// A line being typed hides no other mistake: while `SoupChef.` is
    /// unfinished, `totl` keeps its diagnostic, beside the syntax error.
    func testTheMisspelledPropertyStaysReportedWhileALineIsTyped() throws {
        let client = try started()
        _ = try client.diagnostics(uri)
        client.change(uri, version: 2, range: (4, 0, 4, 0), text: "  SoupChef.\n")
        let diagnostics = try client.diagnostics(uri)
        let codes = diagnostics.compactMap { $0["code"]?.string }
        XCTAssertEqual(codes, ["syntax.expected-identifier", "compiler.unknown-member"], "\(diagnostics)")
        XCTAssertEqual(diagnostics.last?["range"], ["start": ["line": 5, "character": 23], "end": ["line": 5, "character": 27]])
        XCTAssertTrue(diagnostics.last?["message"]?.string?.contains("did you mean 'total'") ?? false)
        // And the unfinished line still completes.
        let response = try client.request("textDocument/completion", client.at(uri, 4, 11))
        XCTAssertTrue(labels(response).contains("OrderSoup"), "\(labels(response))")
    }

    func testCompletionAfterAnAppListsItsIntents() throws {
        let client = try started()
        client.change(uri, version: 2, range: (5, 0, 5, 0), text: "  SoupChef.\n")
        let response = try client.request("textDocument/completion", client.at(uri, 5, 11))
        XCTAssertTrue(labels(response).contains("OrderSoup"), "\(labels(response))")
        let orderSoup = response["result"]?["items"]?.array?.first { $0["label"]?.string == "OrderSoup" }
        XCTAssertEqual(orderSoup?["detail"]?.string, "Order [Quantity] [Soup] for pickup from [Store Location]")
    }

    func testCompletionAfterALabelListsTheEnumCases() throws {
        let client = try started()
        client.change(uri, version: 2, range: (5, 0, 5, 0), text: "  SoupChef.OrderSoup(soup: .\n")
        let response = try client.request("textDocument/completion", client.at(uri, 5, 28))
        XCTAssertEqual(labels(response), ["clamChowder", "tomatoSoup", "chickenNoodleSoup"])
        let first = response["result"]?["items"]?.array?.first
        XCTAssertEqual(first?["detail"]?.string, "Clam Chowder")
    }

    func testCompletionInsideATemplateListsProperties() throws {
        let client = try started()
        client.change(uri, version: 2, range: (4, 23, 4, 27), text: "")
        let response = try client.request("textDocument/completion", client.at(uri, 4, 23))
        XCTAssertTrue(labels(response).contains("total"), "\(labels(response))")
        XCTAssertTrue(labels(response).contains("estimatedTime"))
    }

    func testHoverOnAnIntentShowsItsSummary() throws {
        let client = try started()
        let response = try client.request("textDocument/hover", client.at(uri, 3, 26))
        let value = try XCTUnwrap(response["result"]?["contents"]?["value"]?.string)
        XCTAssertTrue(value.contains("Order [Quantity] [Soup] for pickup from [Store Location]"), value)
        XCTAssertTrue(value.contains("Output: `OrderDetails`"), value)
    }

    func testDefinitionOfAVariableIsItsLet() throws {
        let client = try started()
        let response = try client.request("textDocument/definition", client.at(uri, 4, 19))
        XCTAssertEqual(response["result"]?["uri"]?.string, uri)
        XCTAssertEqual(response["result"]?["range"], ["start": ["line": 3, "character": 6], "end": ["line": 3, "character": 11]])
    }

    func testDocumentSymbolsListTheShortcut() throws {
        let client = try started()
        let response = try client.request("textDocument/documentSymbol", ["textDocument": ["uri": JSONValue(uri)]])
        let names = response["result"]?.array?.compactMap { $0["name"]?.string }
        XCTAssertEqual(names, ["Soup for John"])
    }

    func testFormattingReturnsEdits() throws {
        let client = try started()
        client.change(uri, version: 2, text: "use SoupChef\nshortcut \"Soup for John\" {\n      show-result(1+2)\n}\n")
        let response = try client.request("textDocument/formatting", ["textDocument": ["uri": JSONValue(uri)], "options": ["tabSize": 2, "insertSpaces": true]])
        let edits = try XCTUnwrap(response["result"]?.array)
        XCTAssertFalse(edits.isEmpty)
        XCTAssertTrue(edits.contains { $0["newText"]?.string?.contains("  show-result(1 + 2)") ?? false }, "\(edits)")
    }

    func testShutdownThenExitEndsTheServer() throws {
        let client = try started()
        let response = try client.request("shutdown")
        XCTAssertEqual(response["result"], .null)
        // After shutdown, requests are refused.
        let refused = try client.request("textDocument/hover", client.at(uri, 3, 26))
        XCTAssertEqual(refused["error"]?["code"]?.int, -32600)
        client.notify("exit")
        XCTAssertEqual(client.exitStatus(), 0)
    }

    func testExitWithoutShutdownIsStatusOne() throws {
        let client = try started()
        client.notify("exit")
        XCTAssertEqual(client.exitStatus(), 1)
    }
}
