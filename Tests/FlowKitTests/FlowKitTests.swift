import Foundation
import Testing
import FlowKit

/// FlowKit, as another Swift program uses it: an app of its own run in
/// process next to flow's built-in Soup Chef, a shortcut loaded, checked and
/// run; and an app served over the protocol, checked against its definition.
@Suite struct FlowKitTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let greeter = """
        use SoupChef

        app Greeter {
          handler builtin
          intent Greet {
            category generic
            param name: String {
              prompt "Who is it?"
            }
            response {
              output greeting: String
              success "${greeting}"
            }
          }
        }

        shortcut "Hello and soup" {
          let greeting = Greeter.Greet(name: "Amy")
          SoupChef.OrderSoup(soup: .tomatoSoup, quantity: 1, storeLocation: "7401 S Lewis Ave")
          output "${greeting} ${OrderDetails.total}"
        }

        """

    static let greeterHandler = AppHandler(app: "Greeter", intents: [
        "Greet": IntentHandler { values, _ in IntentResponse(properties: ["greeting": .string("Hello, \(values.text("name") ?? "you")!")]) },
    ])

    func scratch(_ files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flowkit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return folder
    }

    @Test func anEmbeddingProgramRunsAShortcutWithItsOwnHandler() async throws {
        let folder = try scratch(["hello.flow": Self.greeter])
        defer { try? FileManager.default.removeItem(at: folder) }
        var engine = FlowEngine(stateDirectory: folder.appendingPathComponent("state"))
        engine.register(Self.greeterHandler)
        let loaded = engine.load([folder.appendingPathComponent("hello.flow").path])
        #expect(!loaded.hasErrors, "\(loaded.diagnostics)")
        let outcome = try await engine.run("Hello and soup", in: loaded, yes: true)
        #expect(outcome.result == .string("Hello, Amy! $2.50"))
        #expect(outcome.lines == ["Hello, Amy!", "Your total is $2.50. Your Tomato Soup order will be ready in 10 minutes."])
    }

    @Test func withoutItsHandlerTheBuiltinAppIsACheckError() throws {
        let folder = try scratch(["hello.flow": Self.greeter])
        defer { try? FileManager.default.removeItem(at: folder) }
        let loaded = FlowEngine(stateDirectory: folder).load([folder.appendingPathComponent("hello.flow").path])
        #expect(loaded.hasErrors)
        #expect(loaded.diagnostics.contains("hello.flow:4:3: error: 'handler builtin' runs a Swift handler registered as 'Greeter'"), "\(loaded.diagnostics)")
    }

    @Test func anEmbeddingProgramRunsExecAppsToo() async throws {
        let state = try scratch([:])
        defer { try? FileManager.default.removeItem(at: state) }
        let engine = FlowEngine(stateDirectory: state)
        let loaded = engine.load([Self.root.appendingPathComponent("Workflows/soup-split.flow").path])
        #expect(!loaded.hasErrors, "\(loaded.diagnostics)")
        let outcome = try await engine.run("Soup for three", in: loaded, yes: true)
        #expect(outcome.result == .string("3 Tomato Soup for $7.50: $2.50 each"))
    }

    @Test func aServedHandlerMustMatchItsDefinition() throws {
        let folder = try scratch(["greeter.flow": "app Greeter {\n  handler exec \"greeter\"\n  intent Greet {\n    category generic\n  }\n  intent Wave {\n    category generic\n  }\n}\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("greeter.flow").path
        #expect(throws: FlowKit.ServeError.self) { try FlowKit.server(for: Self.greeterHandler, definition: path) }
        do { _ = try FlowKit.server(for: Self.greeterHandler, definition: path) } catch {
            #expect(error.description.contains("Greeter.Wave has no handler"), "\(error)")
        }
        #expect(throws: FlowKit.ServeError.self) { try FlowKit.server(for: Self.greeterHandler, definition: folder.appendingPathComponent("none.flow").path) }
    }
}
