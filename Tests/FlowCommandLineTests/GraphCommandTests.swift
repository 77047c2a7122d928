import Foundation
import Testing
@testable import FlowCommandLine

/// `flow graph`, `flow dump graph` and `flow help types`, on the seeds' example.
@Suite struct GraphCommandTests {
    static let seedsExample = """
    use SoupChef

    shortcut "Soup for John" {
      requires message
      SoupChef.OrderSoup(soup: .clamChowder, quantity: 2, storeLocation: "7401 S Lewis Ave")
      send-message(to: "John Appleseed", text: "Hey, I just ordered ${OrderDetails}. Please pick it up!")
    }

    """

    func example() throws -> URL {
        try temporaryDirectory(["john.flow": Self.seedsExample])
    }

    @Test func textShowsSummariesAndWhatFlows() throws {
        let run = Run(["graph", "john.flow"], in: try example())
        #expect(run.code == 0, "\(run.stderr)")
        #expect(run.stdout.contains("1. Order 2 Clam Chowders for pickup from 7401 S Lewis Ave  → OrderDetails"))
        #expect(run.stdout.contains("2. Send \"Hey, I just ordered ${OrderDetails}. Please pick it up!\" to John Appleseed"))
        #expect(run.stdout.contains("1 → 2  OrderDetails into text"))
    }

    @Test func dotIsAcceptedByGraphviz() throws {
        let run = Run(["graph", "--format", "dot", "john.flow"], in: try example())
        #expect(run.code == 0)
        #expect(run.stdout.hasPrefix("digraph flow {"))
        #expect(run.stdout.contains("s0n1 -> s0n2 [label=\"OrderDetails\"];"))
        guard let dot = ["/usr/bin/dot", "/usr/local/bin/dot"].first(where: FileManager.default.isExecutableFile) else {
            return  // Graphviz is not installed here; .ci/run installs it when it can.
        }
        for file in ["Workflows/lunch.flow", "Workflows/team-lunch.flow", "Workflows/home-routines.flow"] {
            let source = file == "john" ? run.stdout : Run(["graph", "--format", "dot", file]).stdout
            let process = Process()
            process.executableURL = URL(fileURLWithPath: dot)
            process.arguments = ["-Tsvg", "-o", "/dev/null"]
            let input = Pipe()
            process.standardInput = input
            process.standardError = Pipe()
            try process.run()
            input.fileHandleForWriting.write(Data(source.utf8))
            try input.fileHandleForWriting.close()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "Graphviz rejected the DOT of \(file)")
        }
    }

    @Test func mermaidHasBalancedSubgraphsAndLabeledEdges() throws {
        for file in ["Workflows/lunch.flow", "Workflows/team-lunch.flow"] {
            let run = Run(["graph", "--format", "mermaid", file])
            #expect(run.code == 0)
            let lines = run.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            #expect(lines.first == "flowchart TD")
            let opened = lines.count { $0.hasPrefix("subgraph ") }
            let closed = lines.count { $0 == "end" }
            #expect(opened == closed && opened > 0, "\(file): \(opened) subgraphs, \(closed) ends")
            // Every edge joins declared nodes.
            let declared = Set(lines.compactMap { line in line.firstMatch(of: /^(s\d+n\d+)\[/).map { String($0.1) } })
            for line in lines where line.contains(" --> ") {
                let ends = line.matches(of: /s\d+n\d+/).map { String($0.0) }
                #expect(ends.count == 2 && ends.allSatisfy(declared.contains), "\(file): \(line)")
            }
        }
    }

    @Test func jsonListsNodesAndEdges() throws {
        let run = Run(["graph", "--format", "json", "john.flow"], in: try example())
        let data = try #require(run.stdout.data(using: .utf8))
        let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let shortcut = try #require((document["shortcuts"] as? [[String: Any]])?.first)
        #expect((shortcut["nodes"] as? [[String: Any]])?.count == 2)
        let edge = try #require((shortcut["edges"] as? [[String: Any]])?.first)
        #expect(edge["label"] as? String == "OrderDetails")
        #expect((shortcut["nodes"] as? [[String: Any]])?.first?["line"] as? Int == 5)
    }

    @Test func onlyOneShortcutWhenAsked() {
        let run = Run(["graph", "--shortcut", "Team lunch", "Workflows/team-lunch.flow"])
        #expect(run.code == 0)
        #expect(run.stdout.hasPrefix("Team lunch\n"))
        let missing = Run(["graph", "--shortcut", "Team lunc", "Workflows/team-lunch.flow"])
        #expect(missing.code == 65)
        #expect(missing.stderr.contains("did you mean 'Team lunch'?"))
    }

    @Test func badFormatIsAUsageError() throws {
        let run = Run(["graph", "--format", "svg", "john.flow"], in: try example())
        #expect(run.code == 64)
    }

    @Test func graphOfAFileWithErrorsDrawsNothing() throws {
        let directory = try temporaryDirectory(["bad.flow": "shortcut \"x\" {\n  sned-message(to: \"a\", text: \"b\")\n}\n"])
        let run = Run(["graph", "bad.flow"], in: directory)
        #expect(run.code == 65)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("did you mean 'send-message'?"))
    }

    @Test func dumpGraphShowsBindingsAndFlow() throws {
        let run = Run(["dump", "graph", "john.flow"], in: try example())
        #expect(run.code == 0)
        #expect(run.stdout.contains("soup = .clamChowder"))
        #expect(run.stdout.contains("text = \"Hey, I just ordered ${[1] OrderDetails}. Please pick it up!\""))
        #expect(run.stdout.contains("flow:\n    run [1]\n    run [2]\n"))
    }

    @Test func helpTypesShowsTypesAndTheCoercionTable() {
        let run = Run(["help", "types"])
        #expect(run.code == 0)
        #expect(run.stdout.contains("CurrencyAmount"))
        #expect(run.stdout.contains("String → an enum: by display name"))
    }
}
