import Foundation
import Testing

/// Where an app's program is found and what it is given: `handler exec
/// "./where.py"` is next to its definition wherever flow runs from, and the
/// program gets a state folder of its own (`$FLOW_APP_STATE`, made before it
/// starts, repeated by the handshake) and its definition's path.
@Suite struct AppProgramTests {
    static let definition = """
        app Where {
          handler exec "./where.py"
          intent Tell {
            category generic
            response {
              output text: String
              success "${text}"
            }
          }
        }

        """

    /// Answers Tell with what it was given, a `key=value` per line.
    static let program = """
        #!/usr/bin/env python3
        import json, os, sys
        handshake = {}
        for line in sys.stdin:
            request = json.loads(line)
            if request.get("method") == "shutdown":
                break
            if request["method"] == "initialize":
                handshake = request["params"]
                reply = {"protocol": 1}
            else:
                state = os.environ.get("FLOW_APP_STATE", "")
                text = "\\n".join(["state=" + state, "exists=" + str(os.path.isdir(state)),
                                  "handshake=" + handshake.get("stateDirectory", ""),
                                  "definition=" + os.environ.get("FLOW_APP_DEFINITION", "")])
                reply = {"code": "success", "properties": {"text": text}}
            print(json.dumps({"jsonrpc": "2.0", "id": request["id"], "result": reply}), flush=True)

        """

    /// A folder holding `project/apps/where.flow`, `project/apps/where.py` and `project/use.flow`.
    func project() throws -> URL {
        let root = try temporaryDirectory([:])
        let apps = root.appendingPathComponent("project/apps")
        try FileManager.default.createDirectory(at: apps, withIntermediateDirectories: true)
        try Self.definition.write(to: apps.appendingPathComponent("where.flow"), atomically: true, encoding: .utf8)
        let script = apps.appendingPathComponent("where.py")
        try Self.program.write(to: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        try "use \"apps/where.flow\"\n\nshortcut \"Where\" {\n  let text = Where.Tell()\n}\n"
            .write(to: root.appendingPathComponent("project/use.flow"), atomically: true, encoding: .utf8)
        return root
    }

    @Test func theProgramIsFoundBesideItsDefinitionAndGetsItsOwnStateFolder() throws {
        let root = try project()
        defer { try? FileManager.default.removeItem(at: root) }
        let state = root.appendingPathComponent("state")
        // From the folder above the project: neither the working directory nor the using file's folder holds where.py.
        let run = Run(["run", "project/use.flow", "--state", state.path], in: root)
        #expect(run.code == 0, "\(run.stderr)")
        let own = state.appendingPathComponent("apps/Where").path
        #expect(run.stdout.contains("state=\(own)\nexists=True\nhandshake=\(own)\n"), "\(run.stdout)")
        #expect(run.stdout.contains("definition=\(root.appendingPathComponent("project/apps/where.flow").path)"), "\(run.stdout)")
    }

    @Test func appTestFindsItFromAnotherFolderToo() throws {
        let root = try project()
        defer { try? FileManager.default.removeItem(at: root) }
        let run = Run(["app", "test", "project/apps/where.flow"], in: root)
        #expect(run.stdout.contains("  ✓ handshake: protocol 1\n"), "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("  ✓ Tell handle: success"), "\(run.stdout)")
    }

    @Test func handlerBuiltinWithoutARegisteredHandlerIsACheckError() throws {
        let directory = try temporaryDirectory(["mine.flow": "app Mine {\n  handler builtin\n  intent Go {\n    category generic\n  }\n}\n"])
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = Run(["check", "--color", "never", "mine.flow"], in: directory)
        #expect(run.code == 65)
        #expect(run.stderr.hasPrefix("mine.flow:2:3: error: 'handler builtin' runs a Swift handler registered as 'Mine', and there is none here"
                                     + " (the built-in apps: 'SoupChef'); an app of your own is run by its program: handler exec \"PROGRAM\"\n"),
                "\(run.stderr)")
    }
}
