import Foundation
import Testing
@testable import FlowApps
import FlowCompiler
import FlowDiagnostics
@testable import FlowRuntime

/// The reverse of an external app: Soup Chef's Swift handlers answering the
/// protocol's requests, a line at a time, as `flow app serve SoupChef` does.
@Suite struct AppServerTests {
    func server() throws -> AppServer {
        let workspace = Workspace { _ in nil }
        workspace.addRoot(try #require(BuiltinApps.source(named: "SoupChef")))
        let program = Compiler.compile(workspace)
        let definition = try #require(program.apps.first { $0.name == "SoupChef" })
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("flow-serve-\(UUID().uuidString)")
        return AppServer(definition: definition, apps: program.apps, handler: SoupChefHandler.make(),
                         context: HandlerContext(runID: "t", stateDirectory: state))
    }

    func object(_ json: Any?) -> [String: Any] { json as? [String: Any] ?? [:] }

    func errorCode(_ answer: [String: Any]?) -> Int? { object(answer?["error"])["code"] as? Int }

    @Test func theHandshakeSaysWhatSoupChefResolvesAndConfirms() async throws {
        var server = try server()
        let answer = await server.answer(Data(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocol":1,"app":"SoupChef","runId":"r","stateDirectory":"/tmp/soup"}}"#.utf8))
        let result = object(answer?["result"])
        #expect(answer?["id"] as? Int == 1)
        #expect(result["protocol"] as? Int == 1)
        #expect(object(result["resolve"])["OrderSoup"] as? [String] == ["quantity", "storeLocation", "toppings"])
        #expect(result["confirm"] as? [String] == ["OrderSoup"])
        #expect(server.context.stateDirectory.path == "/tmp/soup")
        #expect(server.context.runID == "r")
    }

    @Test func handleOrdersSoupWithTheSameValuesOnTheWire() async throws {
        var server = try server()
        let answer = await server.answer(Data(#"""
        {"jsonrpc":"2.0","id":2,"method":"handle","params":{"intent":"OrderSoup","values":{"soup":"clamChowder","quantity":2,"orderType":"pickup","storeLocation":{"name":"7401 S Lewis Ave"}}}}
        """#.utf8))
        let result = object(answer?["result"])
        #expect(result["code"] as? String == "success")
        let details = object(object(result["properties"])["orderDetails"])
        #expect(details["displayString"] as? String == "2 Clam Chowders")
        #expect(object(object(details["properties"])["total"])["amount"] as? String == "5.9")
        #expect(result["continueInApp"] is NSNull)
    }

    @Test func resolveOptionsAndDefaultAnswerAsTheHandlersDo() async throws {
        var server = try server()
        let resolve = await server.answer(Data(#"{"jsonrpc":"2.0","id":3,"method":"resolve","params":{"intent":"OrderSoup","parameter":"storeLocation","value":null,"values":{}}}"#.utf8))
        #expect(object(resolve?["result"])["result"] as? String == "disambiguation")
        #expect((object(resolve?["result"])["options"] as? [Any])?.count == 2)
        let options = await server.answer(Data(#"{"jsonrpc":"2.0","id":4,"method":"options","params":{"intent":"OrderSoup","parameter":"toppings","values":{}}}"#.utf8))
        #expect((object(options?["result"])["options"] as? [Any])?.count == 3)
        let fallback = await server.answer(Data(#"{"jsonrpc":"2.0","id":5,"method":"default","params":{"intent":"OrderSoup","parameter":"storeLocation","values":{}}}"#.utf8))
        #expect(object(fallback?["result"])["value"] is NSNull)
        let confirm = await server.answer(Data(#"{"jsonrpc":"2.0","id":6,"method":"confirm","params":{"intent":"OrderSoup","values":{"soup":"chickenNoodleSoup"}}}"#.utf8))
        #expect(object(confirm?["result"])["code"] as? String == "failureOutOfStock", "no chicken noodle soup today")
    }

    @Test(arguments: [
        ("this is not JSON", -32700),
        (#"{"jsonrpc":"2.0","id":7}"#, -32600),
        (#"{"jsonrpc":"2.0","id":7,"method":"order"}"#, -32601),
        (#"{"jsonrpc":"2.0","id":7,"method":"handle","params":{"intent":"OrderPizza","values":{}}}"#, -32602),
        (#"{"jsonrpc":"2.0","id":7,"method":"handle","params":[1]}"#, -32602),
        (#"{"jsonrpc":"2.0","id":7,"method":"handle","params":{"intent":"OrderSoup","values":{"quantity":"two"}}}"#, -32602),
        (#"{"jsonrpc":"2.0","id":7,"method":"options","params":{"intent":"OrderSoup","parameter":"soup","values":{}}}"#, -32602),
    ])
    func aMalformedRequestGetsTheRightError(_ line: String, _ code: Int) async throws {
        var server = try server()
        let answer = await server.answer(Data(line.utf8))
        #expect(errorCode(answer) == code, "\(String(describing: answer))")
        #expect(!server.finished)
    }

    @Test func aWrongValueIsNamedInTheError() async throws {
        var server = try server()
        let answer = await server.answer(Data(#"{"jsonrpc":"2.0","id":8,"method":"handle","params":{"intent":"OrderSoup","values":{"quantity":"two"}}}"#.utf8))
        #expect(object(answer?["error"])["message"] as? String == "values.quantity should be an integer, not \"two\"")
    }

    @Test func notificationsGetNoAnswerAndShutdownFinishes() async throws {
        var server = try server()
        #expect(await server.answer(Data(#"{"jsonrpc":"2.0","method":"handle","params":{}}"#.utf8)) == nil)
        #expect(!server.finished)
        #expect(await server.answer(Data(#"{"jsonrpc":"2.0","method":"shutdown"}"#.utf8)) == nil)
        #expect(server.finished)
    }
}
