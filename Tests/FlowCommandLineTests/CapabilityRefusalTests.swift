import Foundation
import Testing
@testable import FlowCommandLine

/// A run is granted or refused every capability it needs before its first
/// step: the issue's two reproductions order soup and then fail on a shell
/// step; now the first is a check error and the second is refused (77)
/// before the order, so no kitchen is ever touched.
@Suite struct CapabilityRefusalTests {
    static let order = #"SoupChef.OrderSoup(soup: .clamChowder, quantity: 1, storeLocation: "7401 S Lewis Ave")"#

    @Test func aStepUsingAnUndeclaredCapabilityIsACheckError() throws {
        let directory = try temporaryDirectory(["third.flow": """
            use SoupChef

            shortcut "Third" {
              show-result("one")
              \(Self.order)
              run-shell-script(script: "echo three")
            }
            """])
        let state = directory.appendingPathComponent("state")
        let run = Run(["run", "third.flow", "--yes", "--allow", "shell", "--state", state.path], in: directory)
        #expect(run.code == 65, "\(run.stderr)")
        #expect(run.stderr.contains("'run-shell-script' needs the 'shell' capability") && run.stderr.contains("fix-it: add 'requires shell'"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: state.appendingPathComponent("apps/SoupChef/kitchen.json").path), "no order was placed")
    }

    @Test func aShortcutRunByNameCountsTowardsTheCallersCapabilities() throws {
        let inner = "shortcut \"Inner\" {\n  requires shell\n  run-shell-script(script: \"echo inner\")\n}\n"
        let undeclared = try temporaryDirectory(["outer.flow": "use SoupChef\n\n" + inner + "shortcut \"Outer\" {\n  \(Self.order)\n  run-shortcut(name: \"Inner\")\n}\n"])
        let checked = Run(["run", "outer.flow", "--shortcut", "Outer", "--yes"], in: undeclared)
        #expect(checked.code == 65 && checked.stderr.contains("'Inner' needs 'shell', which 'Outer' does not declare"), "\(checked.stderr)")

        let declared = try temporaryDirectory(["outer.flow": "use SoupChef\n\n" + inner
                                                + "shortcut \"Outer\" {\n  requires shell\n  \(Self.order)\n  run-shortcut(name: \"Inner\")\n}\n"])
        let state = declared.appendingPathComponent("state")
        let refused = Run(["run", "outer.flow", "--shortcut", "Outer", "--yes", "--state", state.path], in: declared)
        #expect(refused.code == 77 && refused.stderr.contains("nothing ran"), "\(refused.stderr)")
        #expect(!FileManager.default.fileExists(atPath: state.appendingPathComponent("apps/SoupChef/kitchen.json").path), "no order was placed")
    }
}
