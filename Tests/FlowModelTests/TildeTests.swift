import Foundation
import Testing
import FlowModel

/// `~` is `$HOME`, as a shell reads it, wherever flow reads a path.
@Suite struct TildeTests {
    @Test func tildeIsHome() {
        let environment = ["HOME": "/tmp/someone"]
        #expect(FlowDirectories.expandingTilde("~/Notes/a.txt", environment: environment) == "/tmp/someone/Notes/a.txt")
        #expect(FlowDirectories.expandingTilde("~", environment: environment) == "/tmp/someone")
        #expect(FlowDirectories.expandingTilde("/abs/~/x", environment: environment) == "/abs/~/x")
        #expect(FlowDirectories.expandingTilde("rel", environment: environment) == "rel")
    }

    @Test func scopesAndPathsAgreeOnHome() {
        var scope = Permissions()
        scope.grant(.read(FlowDirectories.expandingTilde("~/Notes", environment: ["HOME": "/tmp/someone"])))
        #expect(scope.allows(.read("/tmp/someone/Notes/a.txt")))
        #expect(!scope.allows(.read("/tmp/someone/Notesx/a.txt")))
    }
}
