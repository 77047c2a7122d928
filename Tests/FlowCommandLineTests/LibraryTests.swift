import Foundation
import Testing
@testable import FlowCommandLine

/// The library ("My Shortcuts"): its folders and their order, looking a
/// shortcut up by name, `flow list` and `flow run NAME`. Every test has its
/// own home, data and working folders: nothing of the machine's leaks in.
@Suite struct LibraryTests {
    /// A person's machine in temporary folders: `home` (config in
    /// `home/.config/flow`), `data` (`$XDG_DATA_HOME`), and `project` (the
    /// working directory, with a `Workflows/` folder).
    struct Machine {
        let home: URL
        let data: URL
        let project: URL
        var environment: [String: String] { ["HOME": home.path, "XDG_DATA_HOME": data.path] }
        var library: URL { data.appendingPathComponent("flow/shortcuts") }
        var workflows: URL { project.appendingPathComponent("Workflows") }
        var configuration: URL { home.appendingPathComponent(".config/flow") }

        init() throws {
            home = try temporaryDirectory([:])
            data = try temporaryDirectory([:])
            project = try temporaryDirectory([:])
            for folder in [library, workflows, configuration] {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            }
        }

        func write(_ text: String, to folder: URL, as name: String) throws {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }

        func context(environment extra: [String: String] = [:]) -> CommandContext {
            CommandContext(stdout: OutputStream(), stderr: OutputStream(), environment: environment.merging(extra) { $1 },
                           currentDirectory: project.path)
        }

        func run(_ arguments: [String], environment extra: [String: String] = [:]) -> Run {
            Run(arguments, in: project, environment: environment.merging(extra) { $1 })
        }
    }

    static let soupForJohn = try! String(contentsOf: packageRoot.appendingPathComponent("Workflows/soup-for-john.flow"), encoding: .utf8)
    static let playPlaylist = """
        shortcut "Play Playlist" {
          show-result("Playing Road Trip")
        }
        """

    // MARK: - Folders

    @Test func foldersAreTheDataFolderThenWorkflowsThenConfigured() throws {
        let machine = try Machine()
        try #"{"library": ["~/src/flows", "mine", "/srv/flows"]}"#.write(
            to: machine.configuration.appendingPathComponent("config.json"), atomically: true, encoding: .utf8)
        let library = try ShortcutLibrary(context: machine.context())
        #expect(library.folders.map(\.url.path) == [
            machine.library.path, machine.workflows.path, machine.home.appendingPathComponent("src/flows").path,
            machine.configuration.appendingPathComponent("mine").path, "/srv/flows",
        ])
        #expect(library.folders.map(\.origin) == [.data, .workingDirectory, .configured, .configured, .configured])
    }

    @Test func withoutXDGDataHomeTheLibraryIsInTheHomeFolder() throws {
        let machine = try Machine()
        for value in [nil, "", "relative/data"] {
            var context = machine.context()
            context.environment["XDG_DATA_HOME"] = value
            let library = try ShortcutLibrary(context: context)
            #expect(library.folders[0].url.path == machine.home.appendingPathComponent(".local/share/flow/shortcuts").path, "\(value ?? "unset")")
        }
    }

    @Test func aFolderNamedTwiceIsSearchedOnce() throws {
        let machine = try Machine()
        try #"{"library": ["\#(machine.workflows.path)/"]}"#.write(
            to: machine.configuration.appendingPathComponent("config.json"), atomically: true, encoding: .utf8)
        try machine.write(Self.playPlaylist, to: machine.workflows, as: "play.flow")
        let library = try ShortcutLibrary(context: machine.context())
        #expect(library.folders.count == 2)
        #expect(library.entries().map(\.name) == ["Play Playlist"])
    }

    @Test func anUnusableLibrarySettingIsAConfigurationError() throws {
        let machine = try Machine()
        try #"{"library": "~/src/flows"}"#.write(to: machine.configuration.appendingPathComponent("config.json"), atomically: true, encoding: .utf8)
        #expect(throws: (any Error).self) { try ShortcutLibrary(context: machine.context()) }
        let list = machine.run(["list"])
        #expect(list.code == 78)
        #expect(list.stderr.contains("config.json: \"library\" must be a list of folders"), "\(list.stderr)")
        let run = machine.run(["run", "Play Playlist"])
        #expect(run.code == 78, "\(run.stderr)")
    }

    // MARK: - Lookup

    @Test func findIsExactThenIgnoresCaseAndSpaces() throws {
        let machine = try Machine()
        try machine.write(Self.soupForJohn, to: machine.workflows, as: "soup-for-john.flow")
        try machine.write(Self.playPlaylist, to: machine.library, as: "play.flow")
        let library = try ShortcutLibrary(context: machine.context())
        let exact = try #require(try library.find(named: "Soup for John"))
        #expect(exact.file.lastPathComponent == "soup-for-john.flow" && exact.folder.origin == .workingDirectory)
        #expect(exact.actionCount == 2 && exact.problems.isEmpty)
        #expect(exact.description == "Order 2 clam chowders for pickup and text John to collect them")
        #expect(try library.find(named: "soup for john")?.name == "Soup for John")
        #expect(try library.find(named: "PlayPlaylist")?.name == "Play Playlist")
        #expect(try library.find(named: "soup-for-john")?.name == "Soup for John", "punctuation does not count either")
        #expect(try library.find(named: "🍲") == nil)
        #expect(try library.find(named: "Soup for Jon") == nil)
        #expect(library.suggestions(for: "Soup for Jon") == ["Soup for John"])
        #expect(library.suggestions(for: "playlist") == ["Play Playlist"], "a name containing what was typed")
    }

    @Test func oneNameInTwoFilesIsAnErrorNamingBoth() throws {
        let machine = try Machine()
        try machine.write(Self.soupForJohn, to: machine.workflows, as: "soup-for-john.flow")
        try machine.write(Self.soupForJohn, to: machine.library, as: "mine.flow")
        let library = try ShortcutLibrary(context: machine.context())
        do {
            _ = try library.find(named: "Soup for John")
            Issue.record("expected an ambiguity")
        } catch {
            #expect(error.files == [machine.library.appendingPathComponent("mine.flow").path, "Workflows/soup-for-john.flow"])
        }
        let run = machine.run(["run", "soup for john", "--yes"])
        #expect(run.code == 64)
        #expect(run.stderr.contains("the library has 2 shortcuts named 'soup for john'"), "\(run.stderr)")
        #expect(run.stderr.contains("mine.flow") && run.stderr.contains("Workflows/soup-for-john.flow"), "\(run.stderr)")
    }

    // MARK: - flow list

    @Test func listShowsEachShortcutWithItsActionsAndDescription() throws {
        let machine = try Machine()
        try machine.write(Self.soupForJohn, to: machine.workflows, as: "soup-for-john.flow")
        try machine.write(Self.playPlaylist, to: machine.library, as: "play.flow")
        try machine.write("use SoupChef\n", to: machine.workflows, as: "not-a-shortcut.flow")
        let list = machine.run(["list"])
        #expect(list.code == 0, "\(list.stderr)")
        #expect(list.stdout == """
            Your library (\(machine.library.path))
              Play Playlist — 1 action

            Workflows/ in the working directory (Workflows)
              Soup for John — 2 actions
                  Order 2 clam chowders for pickup and text John to collect them

            2 shortcuts; 'flow run NAME' runs one

            """)
    }

    @Test func anEmptyLibrarySaysHowToFillIt() throws {
        let machine = try Machine()
        let list = machine.run(["list"])
        #expect(list.code == 0)
        #expect(list.stdout.contains("none yet: 'flow gallery' lists the shortcuts apps offer"), "\(list.stdout)")
        #expect(list.stdout.hasSuffix("0 shortcuts; 'flow run NAME' runs one\n"))
        #expect(machine.run(["list", "extra"]).code == 64)
    }

    @Test func aFileThatDoesNotCompileIsListedWithItsProblem() throws {
        let machine = try Machine()
        try machine.write("shortcut \"Broken\" {\n  Foo.Bar()\n}\n", to: machine.library, as: "broken.flow")
        try machine.write("shortcut \"Unfinished\" {\n  show-result(\"hi\"\n", to: machine.library, as: "unfinished.flow")
        try machine.write(Self.playPlaylist, to: machine.library, as: "play.flow")
        let list = machine.run(["list"])
        #expect(list.code == 0, "\(list.stderr)")
        #expect(list.stdout.contains("""
              Broken — does not compile (1 error)
                  broken.flow:2:3: unknown app 'Foo'
            """), "\(list.stdout)")
        #expect(list.stdout.contains("  Unfinished — does not compile ("), "a syntax error still names the shortcut: \(list.stdout)")
        #expect(list.stdout.contains("  Play Playlist — 1 action"), "one broken file hides nothing else")
        let run = machine.run(["run", "Broken"])
        #expect(run.code == 65, "running it reports the errors: \(run.stderr)")
        #expect(run.stderr.contains("broken.flow:2:3: error: unknown app 'Foo'"), "\(run.stderr)")
    }

    @Test func listJSONHasFoldersAndShortcuts() throws {
        let machine = try Machine()
        try machine.write(Self.soupForJohn, to: machine.workflows, as: "soup-for-john.flow")
        try machine.write("shortcut \"Broken\" {\n  Foo.Bar()\n}\n", to: machine.library, as: "broken.flow")
        let list = machine.run(["list", "--json"])
        #expect(list.code == 0, "\(list.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [String: Any])
        let folders = try #require(object["folders"] as? [[String: Any]])
        #expect(folders.map { $0["origin"] as? String } == ["data", "working-directory"])
        #expect(folders.allSatisfy { $0["exists"] as? Bool == true })
        let shortcuts = try #require(object["shortcuts"] as? [[String: Any]])
        #expect(shortcuts.map { $0["name"] as? String } == ["Broken", "Soup for John"])
        #expect(shortcuts[0]["actions"] == nil && shortcuts[0]["errors"] as? Int == 1)
        #expect((shortcuts[0]["problems"] as? [String])?.first?.contains("unknown app 'Foo'") == true)
        #expect(shortcuts[1]["actions"] as? Int == 2 && shortcuts[1]["problems"] == nil)
        #expect(shortcuts[1]["file"] as? String == machine.workflows.appendingPathComponent("soup-for-john.flow").path)
        #expect(shortcuts[1]["title"] as? String == "Order chowder and tell John")
    }

    @Test func configuredFoldersAreListedWithTheirShortcuts() throws {
        let machine = try Machine()
        try #"{"library": ["~/src/flows"]}"#.write(to: machine.configuration.appendingPathComponent("config.json"), atomically: true, encoding: .utf8)
        try machine.write(Self.playPlaylist, to: machine.home.appendingPathComponent("src/flows"), as: "play.flow")
        let list = machine.run(["list"])
        #expect(list.stdout.contains("From config.json (\(machine.home.path)/src/flows)\n  Play Playlist — 1 action"), "\(list.stdout)")
        let run = machine.run(["run", "Play Playlist"])
        #expect(run.code == 0 && run.stdout == "Playing Road Trip\n", "\(run.stderr)")
    }

    // MARK: - flow run NAME

    @Test func runFindsALibraryShortcutByName() throws {
        let machine = try Machine()
        try machine.write(Self.soupForJohn, to: machine.workflows, as: "soup-for-john.flow")
        let state = try temporaryDirectory([:])
        let run = machine.run(["run", "Soup for John", "--yes", "--allow", "message", "--state", state.path])
        #expect(run.code == 0, "\(run.stderr)")
        #expect(run.stdout.contains("Your total is $5.90. Your Clam Chowder order will be ready in 10 minutes."), "\(run.stdout)")
        let messages = machine.run(["messages", "--state", state.path])
        #expect(messages.stdout.contains("John Appleseed"), "\(messages.stdout)")
    }

    @Test func aMissIsAUsageErrorWithTheLikelyNames() throws {
        let machine = try Machine()
        try machine.write(Self.soupForJohn, to: machine.workflows, as: "soup-for-john.flow")
        let run = machine.run(["run", "Soup for Jon"])
        #expect(run.code == 64)
        #expect(run.stderr.hasPrefix("error: no shortcut named 'Soup for Jon' in the library, and no file of that name; did you mean 'Soup for John'?"),
                "\(run.stderr)")
        let nothingClose = machine.run(["run", "Zebra"])
        #expect(nothingClose.code == 64 && !nothingClose.stderr.contains("did you mean"), "\(nothingClose.stderr)")
    }

    @Test func filesRunAsBefore() throws {
        let machine = try Machine()
        try machine.write(Self.playPlaylist, to: machine.project, as: "Play Playlist")
        #expect(machine.run(["run", "missing.flow"]).code == 66, "a path that does not exist cannot be read, as before")
        #expect(machine.run(["run", "dir/missing"]).code == 66)
        let file = machine.run(["run", "Play Playlist"])
        #expect(file.code == 0 && file.stdout == "Playing Road Trip\n", "an existing file wins over a name: \(file.stderr)")
        let both = machine.run(["run", "Soup for John", "--shortcut", "Soup for John"])
        #expect(both.code == 64 && both.stderr.contains("'Soup for John' is not a file"), "\(both.stderr)")
    }

    @Test func completionOffersLibraryNamesOnceAWordIsTyped() throws {
        let machine = try Machine()
        try machine.write(Self.soupForJohn, to: machine.workflows, as: "soup-for-john.flow")
        try machine.write(Self.playPlaylist, to: machine.library, as: "play.flow")
        #expect(machine.run(["__complete", "--", "run", "So"]).stdout == "Soup for John\n")
        #expect(machine.run(["__complete", "--", "run", ""]).stdout == "", "an empty word completes file names")
        #expect(machine.run(["__complete", "--", "run", "./"]).stdout == "")
    }
}
