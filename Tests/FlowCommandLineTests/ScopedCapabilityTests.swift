import Foundation
import Testing
import FlowTestSupport
import FlowDaemon
import FlowRuntime
@testable import FlowCommandLine

/// Scoped capabilities, as Deno scopes permissions: declared in `requires`,
/// granted with `--allow` in the same terms, proved for literals by the
/// checker and held at run time against redirects, `..` and symlinks.
@Suite struct ScopedCapabilityTests {
    @Test func aLiteralOutsideTheScopeIsACheckError() throws {
        let folder = try temporaryDirectory(["a.flow": """
            shortcut "Peek" {
              requires files(read: "/srv/notes")
              show-result(read-file("/etc/passwd"))
            }
            """])
        let run = Run(["check", "a.flow"], in: folder)
        #expect(run.code == 65)
        #expect(run.stderr.contains("'read-file' reaches '/etc/passwd' to read, outside the shortcut's 'files(read: \"/srv/notes\")'"), "\(run.stderr)")
    }

    /// A symlink inside the allowed folder that points out of it, and a
    /// computed path climbing out with `..`, are refused when the step runs,
    /// even with `--allow files` (a run gets what it declares, no more).
    @Test func symlinksAndDotDotCannotLeaveAnAllowedFolder() throws {
        let folder = try temporaryDirectory(["notes/a.txt": "mine", "secret.txt": "not yours", "a.flow": """
            shortcut "Notes" (name: String = "notes/a.txt") {
              requires files(read: "notes")
              show-result(read-file(name))
            }
            """])
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("notes/link.txt").path, withDestinationPath: "../secret.txt")
        let state = folder.appendingPathComponent("state").path
        let inside = Run(["run", "a.flow", "--allow", "files", "--state", state], in: folder)
        #expect(inside.code == 0 && inside.stdout == "mine\n", "\(inside.stderr)")
        for escape in ["name=notes/link.txt", "name=notes/../secret.txt", "name=/etc/hostname"] {
            let run = Run(["run", "a.flow", "--allow", "files", "--state", state, escape], in: folder)
            #expect(run.code == 77, "\(escape): \(run.stderr)")
            #expect(run.stderr.contains("the run may reach only files(read: \"\(folder.resolvingSymlinksInPath().path)/notes\")"), "\(escape): \(run.stderr)")
            #expect(!run.stdout.contains("not yours"))
        }
    }

    /// `--allow` narrower than the declaration refuses the run before its
    /// first step, naming what is missing; the same scope or a wider one runs it.
    @Test func aGrantMustCoverTheDeclaredScope() throws {
        let folder = try temporaryDirectory(["notes/a.txt": "mine", "a.flow": """
            shortcut "Notes" {
              requires files(read: "notes")
              show-result(read-file("notes/a.txt"))
            }
            """])
        let state = folder.appendingPathComponent("state").path
        let narrow = Run(["run", "a.flow", "--allow", "files:read=notes/sub", "--state", state], in: folder)
        #expect(narrow.code == 77 && narrow.stderr.contains("needs files(read: ") && narrow.stderr.contains("nothing ran"), "\(narrow.stderr)")
        let writeOnly = Run(["run", "a.flow", "--allow", "files:write=notes", "--state", state], in: folder)
        #expect(writeOnly.code == 77, "\(writeOnly.stderr)")
        for grant in ["files:read=notes", "files=.", "files"] {
            let run = Run(["run", "a.flow", "--allow", grant, "--state", state], in: folder)
            #expect(run.code == 0 && run.stdout == "mine\n", "\(grant): \(run.stderr)")
        }
        let bad = Run(["run", "a.flow", "--allow", "files:exec=notes", "--state", state], in: folder)
        #expect(bad.code == 64 && bad.stderr.contains("files takes read or write"), "\(bad.stderr)")
        let shell = Run(["run", "a.flow", "--allow", "shell=ls", "--state", state], in: folder)
        #expect(shell.code == 64 && shell.stderr.contains("shell cannot be limited"), "\(shell.stderr)")
    }

    /// A redirect to another host is checked before it is followed: the
    /// second server is never asked. A redirect within the host is followed.
    @Test func aRedirectCannotLeaveTheGrantedHost() throws {
        let target = try LoopbackHTTPServer(body: #"{"soup": "Tomato"}"#)
        defer { target.stop() }
        let elsewhere = try LoopbackHTTPServer(status: 302, headers: ["Location": "http://localhost:\(target.port)/menu"])
        defer { elsewhere.stop() }
        let within = try LoopbackHTTPServer(status: 302, headers: ["Location": "http://127.0.0.1:\(target.port)/menu"])
        defer { within.stop() }
        let flow = { (url: URL) in """
            shortcut "Menu" {
              requires network("127.0.0.1")
              let card = get-contents-of-url(url: "\(url.absoluteString)start")
              show-result("${card.soup}")
            }
            """ }
        let followed = try temporaryDirectory(["a.flow": flow(within.url)])
        let ok = Run(["run", "a.flow", "--allow", "network", "--state", followed.appendingPathComponent("state").path], in: followed)
        #expect(ok.code == 0 && ok.stdout == "Tomato\n", "\(ok.stderr)")
        #expect(target.requests.count == 1)

        let refused = try temporaryDirectory(["a.flow": flow(elsewhere.url)])
        let run = Run(["run", "a.flow", "--allow", "network", "--state", refused.appendingPathComponent("state").path], in: refused)
        #expect(run.code == 77, "\(run.stderr)")
        #expect(run.stderr.contains("needs network(\"localhost\")") && run.stderr.contains("the run may reach only network(\"127.0.0.1\")"), "\(run.stderr)")
        #expect(target.requests.count == 1, "the other host was never asked")
    }

    /// `flow say` passes through the same gate as `flow run`: refused before
    /// the order, and run when `--allow` covers the declared scope.
    @Test func aPhraseIsRefusedBeforeItsFirstStepToo() throws {
        let home = try PhraseCommandTests.Home(files: ["Workflows/tell.flow": """
            use SoupChef
            shortcut "Tell John" {
              phrase "Tell John"
              requires message("John Appleseed")
              SoupChef.OrderSoup(soup: .clamChowder, quantity: 1, storeLocation: "7401 S Lewis Ave")
              send-message(to: "John Appleseed", text: "soup")
            }
            """])
        let refused = home.run(["say", "tell john", "--yes"])
        #expect(refused.code == 77 && refused.stderr.contains("needs message(\"John Appleseed\")") && refused.stderr.contains("nothing ran"),
                "\(refused.stderr)")
        #expect(!FileManager.default.fileExists(atPath: home.directory.appendingPathComponent("state/apps/SoupChef/kitchen.json").path), "no order")
        let elsewhere = home.run(["say", "tell john", "--yes", "--allow", "message=Jane"])
        #expect(elsewhere.code == 77, "\(elsewhere.stderr)")
        home.ok(["say", "tell john", "--yes", "--allow", "message=John Appleseed"])
    }

    /// A shortcut run by a computed name is held to the caller's declaration
    /// before any of its own steps: refused when the caller does not declare
    /// what it needs, run when it does.
    @Test func aShortcutNamedWhileRunningNeedsTheCallersDeclaration() throws {
        let inner = "shortcut \"Inner\" {\n  requires shell\n  run-shell-script(script: \"echo inner ran\")\n}\n"
        let undeclared = try temporaryDirectory(["a.flow": inner + "shortcut \"Outer\" (which: String = \"Inner\") {\n  run-shortcut(name: which)\n}\n"])
        let refused = Run(["run", "a.flow", "--shortcut", "Outer", "--allow", "shell", "--state", undeclared.appendingPathComponent("s").path], in: undeclared)
        #expect(refused.code == 77 && refused.stderr.contains("“Inner” is named while running") && !refused.stdout.contains("inner ran"),
                "\(refused.stderr)")
        let declared = try temporaryDirectory(["a.flow": inner
                                                + "shortcut \"Outer\" (which: String = \"Inner\") {\n  requires shell\n  let said = run-shortcut(name: which)\n  show-result(said)\n}\n"])
        let ran = Run(["run", "a.flow", "--shortcut", "Outer", "--allow", "shell", "--state", declared.appendingPathComponent("s").path], in: declared)
        #expect(ran.code == 0, "\(ran.stderr)")
    }

    /// The daemon refuses an automation whose grant was given for other
    /// content before any step, and says why; history records it as refused.
    @Test func anAutomationWithAStaleGrantIsRefusedBeforeAnyStep() async throws {
        let folder = try temporaryDirectory(["a.flow": """
            shortcut "Sync" {
              requires shell
              show-result("first step")
              run-shell-script(script: "true")
            }
            automation "Nightly" {
              when cron "0 3 * * *"
              run "Sync"
            }
            """])
        var context = CommandContext(stdout: OutputStream(), stderr: OutputStream(), environment: [:], currentDirectory: folder.path)
        context.now = { Date() }
        let (program, _) = try #require(CheckedProgram.load(["a.flow"], context: context, useColor: false))
        let said = Lines()
        let runner = AutomationRunner(program: program, stateDirectory: folder.appendingPathComponent("state"),
                                      allowed: { _ in ([], "a.flow changed since 'shell' was granted always for it") },
                                      makeHandlers: { _, _, _ in (HandlerRegistry(), {}) })
        let outcome = await runner.run(program.automations[0], trigger: .nothing, runID: "r1", step: { _ in said.add("step") },
                                       say: { said.add($0) })
        guard case .notPermitted(let reason) = outcome else { Issue.record("\(outcome)"); return }
        #expect(reason.contains("'shell'") && reason.contains("a.flow changed") && reason.hasSuffix("nothing ran"), "\(reason)")
        #expect(said.all.isEmpty, "no step ran: \(said.all)")
    }
}

/// Lines said by a run, from any thread.
final class Lines: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    func add(_ line: String) { lock.withLock { lines.append(line) } }
    var all: [String] { lock.withLock { lines } }
}
