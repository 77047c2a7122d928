import Foundation
import Testing
import FlowCompiler
import FlowDiagnostics
@testable import FlowRuntime

/// Text given where an app's object belongs goes through the app: its
/// `search` (or its options filtered), whether the text is written in the
/// shortcut or typed at a prompt. The app's handler only ever sees objects.
@Suite struct ObjectLookupTests {
    static let definition = """
        app Pantry {
          handler builtin
          type Item {
            optional shelf: String
          }
          intent AddItem {
            category create
            param item: Item {
              prompt "What did you buy?"
              search dynamic
            }
            response {
              output added: Item
              success "Added ${added}."
            }
          }
        }

        """

    static let catalog = ["Tomatoes", "Tomato paste", "Clams", "Egg noodles"]

    /// Searches `catalog`; records each term and what `handle` was given.
    final class Calls: @unchecked Sendable {
        var terms: [String] = []
        var handled: [RuntimeValue] = []
    }

    func run(_ call: String, answers: [(String, String)] = []) async throws -> (RunFailure?, Transcript, Calls) {
        let workspace = Workspace { _ in nil }
        workspace.addRoot(SourceFile(path: "/tmp/pantry.flow", text: Self.definition + "shortcut \"Add\" {\n  \(call)\n}\n"))
        let program = Compiler.compile(workspace)
        #expect(!workspace.hasErrors, "\(workspace.allDiagnostics)")
        let calls = Calls()
        let handler = IntentHandler { values, _ in
            calls.handled.append(values["item"] ?? .nothing)
            return IntentResponse(properties: ["added": values["item"] ?? .nothing])
        }.searching("item") { term, _, _ in
            calls.terms.append(term)
            return OptionList(Self.catalog.filter { $0.lowercased().contains(term.lowercased()) }.map {
                .object(.init(typeName: "Item", identifier: $0.lowercased().replacingOccurrences(of: " ", with: "-"), displayString: $0))
            })
        }
        var registry = HandlerRegistry()
        try registry.register(AppHandler(app: "Pantry", intents: ["AddItem": handler]), for: try #require(program.apps.first))
        let transcript = Transcript()
        let environment = RunEnvironment(registry: registry, conversation: PreparedAnswers(answers: answers, confirmAll: true, output: { transcript.add($0) }),
                                         output: { transcript.add($0) }, stateDirectory: FileManager.default.temporaryDirectory)
        var failure: RunFailure?
        do { try await Interpreter(program: program, graph: program.shortcuts[0], environment: environment).run() } catch let error as RunFailure {
            failure = error
        }
        return (failure, transcript, calls)
    }

    static func item(_ identifier: String, _ name: String) -> RuntimeValue {
        .object(.init(typeName: "Item", identifier: identifier, displayString: name))
    }

    @Test func textInTheShortcutIsSearchedForAndTheAppGetsItsObject() async throws {
        let (failure, transcript, calls) = try await run(#"Pantry.AddItem(item: "clams")"#)
        #expect(failure == nil, "\(String(describing: failure))")
        #expect(calls.terms == ["clams"])
        #expect(calls.handled == [Self.item("clams", "Clams")])
        #expect(transcript.text == "Added Clams.")
    }

    @Test func textNamingOneOfSeveralResultsExactlyIsThatOne() async throws {
        let (_, _, calls) = try await run(#"Pantry.AddItem(item: "Tomatoes")"#)
        #expect(calls.handled == [Self.item("tomatoes", "Tomatoes")])
    }

    @Test func severalResultsAreOfferedToChooseFrom() async throws {
        let (failure, transcript, calls) = try await run(#"Pantry.AddItem(item: "tomat")"#, answers: [("item", "2")])
        #expect(failure == nil, "\(String(describing: failure))")
        #expect(transcript.text.contains("More than one Item matches 'tomat'."), "\(transcript.text)")
        #expect(calls.handled == [Self.item("tomato-paste", "Tomato paste")])
    }

    @Test func nothingFoundIsSaidAndAnAnswerIsSearchedForToo() async throws {
        let (failure, transcript, calls) = try await run(#"Pantry.AddItem(item: "saffron")"#, answers: [("item", "noodles")])
        #expect(failure == nil, "\(String(describing: failure))")
        #expect(transcript.text.hasPrefix("No Item matches 'saffron'."), "\(transcript.text)")
        #expect(calls.terms == ["saffron", "noodles"])
        #expect(calls.handled == [Self.item("egg-noodles", "Egg noodles")])
    }

    @Test func anAnswerAtThePromptIsSearchedFor() async throws {
        let (failure, _, calls) = try await run("Pantry.AddItem(item: ask)", answers: [("item", "clam")])
        #expect(failure == nil, "\(String(describing: failure))")
        #expect(calls.terms == ["clam"])
        #expect(calls.handled == [Self.item("clams", "Clams")])
    }
}
