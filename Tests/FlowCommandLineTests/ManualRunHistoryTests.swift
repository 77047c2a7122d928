import Foundation
import Testing
@testable import FlowCommandLine

/// `flow run` puts every run it starts into `flow history`, with its trace.
@Suite struct ManualRunHistoryTests {
    @Test func runsAndFailuresOfFlowRunAreInHistory() throws {
        let directory = try temporaryDirectory(["soup.flow": """
        use SoupChef

        shortcut "Soup time" {
          SoupChef.OrderSoup(soup: ask, quantity: 2, storeLocation: "7401 S Lewis Ave")
        }
        """])
        let state = directory.appendingPathComponent("state").path
        let ordered = Run(["run", "--state", state, "soup.flow", "--answer", "soup=tomatoSoup", "--yes"], in: directory)
        #expect(ordered.code == 0, "\(ordered.stderr)")
        let unanswered = Run(["run", "--state", state, "soup.flow"], in: directory)
        #expect(unanswered.code == 75)
        let history = Run(["history", "--state", state, "--automation", "Soup time"], in: directory)
        let lines = history.stdout.split(separator: "\n")
        #expect(lines.count == 2, "\(history.stdout)")
        #expect(lines.first?.contains("Soup time  succeeded  manual run") == true, "\(history.stdout)")
        #expect(lines.last?.contains("failed: needs a value for 'soup'") == true, "\(history.stdout)")
        let id = String(lines[0].split(separator: " ").last ?? "")
        let shown = Run(["history", "show", id, "--state", state], in: directory)
        #expect(shown.code == 0)
        #expect(shown.stdout.contains("  shortcut    Soup time\n"))
        #expect(shown.stdout.contains("1. [") && shown.stdout.contains("soup: \"tomatoSoup\""), "an asked parameter shows its answer: \(shown.stdout)")
    }
}
