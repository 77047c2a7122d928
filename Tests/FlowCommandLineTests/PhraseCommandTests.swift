import Foundation
import Testing
@testable import FlowCommandLine

/// `flow phrase` and `flow say`, in-process: a working directory with a
/// library (`Workflows/`), fresh state and configuration folders, and the
/// clock on Saturday 21 November 2026 at 10:00 UTC.
@Suite struct PhraseCommandTests {
    static let library = [
        "Workflows/greetings.flow": """
            shortcut "Hello" {
              phrase "Say hello"
              show-result("Hello there")
            }
            shortcut "Goodbye" {
              show-result("Goodbye")
            }
            """,
        "Workflows/chowder.flow": """
            use SoupChef
            shortcut "Chowder" {
              phrase "Chowder Time"
              SoupChef.OrderSoup(soup: .clamChowder, quantity: 2, storeLocation: "7401 S Lewis Ave")
            }
            """,
        "elsewhere/extra.flow": """
            shortcut "Hello" {
              show-result("Hello from elsewhere")
            }
            shortcut "Tea" {
              phrase "Tea please"
              show-result("Tea's ready")
            }
            """,
    ]

    /// The working directory, its state and configuration folders.
    struct Home {
        let directory: URL
        var environment: [String: String]

        init(files: [String: String] = PhraseCommandTests.library) throws {
            directory = FileManager.default.temporaryDirectory.appendingPathComponent("flow-phrases-\(UUID().uuidString)")
            for (name, text) in files {
                let file = directory.appendingPathComponent(name)
                try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try text.write(to: file, atomically: true, encoding: .utf8)
            }
            let configuration = directory.appendingPathComponent("config")
            try FileManager.default.createDirectory(at: configuration, withIntermediateDirectories: true)
            environment = ["FLOW_STATE_DIR": directory.appendingPathComponent("state").path, "FLOW_CONFIG_HOME": configuration.path,
                           "TZ": "UTC", "HOME": directory.path]
        }

        func run(_ arguments: [String]) -> Run { Run(arguments, in: directory, environment: environment, now: SuggestCommandTests.now) }

        var phrasesFile: URL { directory.appendingPathComponent("state/phrases.json") }
        var book: String { (try? String(contentsOf: phrasesFile, encoding: .utf8)) ?? "" }
        var journal: String {
            (try? String(contentsOf: directory.appendingPathComponent("state/donations/journal.jsonl"), encoding: .utf8)) ?? ""
        }

        /// Runs and expects success.
        @discardableResult
        func ok(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) -> Run {
            let run = run(arguments)
            #expect(run.code == 0, "\(arguments): \(run.stderr)", sourceLocation: sourceLocation)
            return run
        }

        func donateSeedWeek() {
            for day in ["Mon", "Tue", "Wed", "Thu"] {
                for (toppings, time) in [("croutons", "12:10"), ("red pepper", "19:05")] {
                    ok(["donate", "SoupChef.OrderSoup", "soup=tomatoSoup", "quantity=1", "toppings=\(toppings)", "--group", "soup", "--time", "\(day) \(time)"])
                }
            }
        }
    }

    /// The issue's "done when": after a week of soup, "soup time" is bound
    /// to Friday lunch's suggestion and saying it orders after a confirmation.
    @Test func soupTimeOrdersTheFridayLunchSuggestionAfterAConfirmation() throws {
        let home = try Home()
        home.donateSeedWeek()
        let added = home.ok(["phrase", "add", "soup time", "--suggestion", "1", "--at", "Fri 12:15"])
        #expect(added.stdout == "added “soup time” → Order 1 Tomato Soup with Croutons (SoupChef.OrderSoup)\n")
        #expect(added.stderr.isEmpty, "Soup Chef only suggests “Soup Time”: adding it is no duplicate")

        let unconfirmed = home.run(["say", "Soup time!", "--answer", "storeLocation=Lewis"])
        #expect(unconfirmed.code == 75, "no terminal and no --yes: the confirmation has no answer, as in flow run")
        #expect(unconfirmed.stderr.contains("error: needs confirmation: Are you ready to order with Soup Chef?"))
        #expect(home.journal.split(separator: "\n").count == 8, "nothing was ordered")

        let ordered = home.ok(["say", "soup  TIME", "--yes", "--answer", "storeLocation=Lewis"])
        #expect(ordered.stdout == "Running “Order 1 Tomato Soup with Croutons”\n"
                + "There are 2 restaurants near you, which one do you want to order from?\n"
                + "Your total is $3.00. Your Tomato Soup order will be ready in 10 minutes.\n")
        #expect(home.journal.split(separator: "\n").last?.contains(#""toppings":[{"displayString":"Croutons""#) == true, "donated, with its croutons")

        home.ok(["donations", "delete", "--group", "soup"])
        #expect(!home.run(["suggest", "--at", "Fri 12:15"]).stdout.contains("Croutons"))
        #expect(home.ok(["say", "Soup time", "--yes", "--answer", "storeLocation=Lewis"]).stdout.contains("Your total is $3.00"),
                "the phrase keeps what it runs when the donations go")
    }

    @Test func aPhraseRunsAShortcutAsFlowRunDoes() throws {
        let home = try Home()
        let added = home.ok(["phrase", "add", "Greet me", "--shortcut", "Hello"])
        #expect(added.stdout == "added “Greet me” → shortcut “Hello” in Workflows/greetings.flow\n")
        #expect(home.book.contains("\"file\" : \"\(home.directory.path)/Workflows/greetings.flow\""), "the file, absolute")
        #expect(home.ok(["say", "greet... ME!"]).stdout == "Hello there\n")
        #expect(home.ok(["say", "Say", "hello"]).stdout == "Hello there\n", "a phrase declared in the library, given as words")

        let chowder = home.run(["say", "chowder time"])
        #expect(chowder.code == 75 && chowder.stderr.contains("needs confirmation"), "a shortcut's confirmation, as flow run")
        #expect(home.ok(["say", "chowder time", "--yes"]).stdout == "Your total is $5.90. Your Clam Chowder order will be ready in 10 minutes.\n")

        // A shortcut outside the library, by its file; the file's own phrases then join with --file.
        home.ok(["phrase", "add", "hello elsewhere", "--shortcut", "Hello", "--file", "elsewhere/extra.flow"])
        #expect(home.ok(["say", "hello elsewhere"]).stdout == "Hello from elsewhere\n", "the phrase keeps the file it was bound in")
        #expect(home.run(["say", "tea please"]).code == 67)
        #expect(home.ok(["say", "tea please", "--file", "elsewhere/extra.flow"]).stdout == "Tea's ready\n")
    }

    @Test func aConfigurationThatCannotSayWhereTheLibraryIsStopsWith78() throws {
        let home = try Home()
        try "garbage".write(to: home.directory.appendingPathComponent("config/config.json"), atomically: true, encoding: .utf8)
        #expect(home.run(["say", "chowder time"]).code == 78)
        #expect(home.run(["phrase", "list"]).code == 78)
    }

    @Test func aShortcutCopiedFromTheGalleryTakesAPhrase() throws {
        let home = try Home()
        home.ok(["gallery", "add", "Order 1 Clam Chowder"])
        home.ok(["phrase", "add", "chowder please", "--shortcut", "Order 1 Clam Chowder"])
        let said = home.ok(["say", "Chowder, please!", "--yes", "--answer", "storeLocation=1"])
        #expect(said.stdout.contains("Your Clam Chowder order will be ready"), "\(said.stdout)")
    }

    @Test func findingTheShortcutToBind() throws {
        let home = try Home()
        // As flow run NAME finds it: case, spaces and punctuation aside.
        #expect(home.ok(["phrase", "add", "bye for now", "--shortcut", "goodbye"]).stdout.contains("Goodbye"))
        let typo = home.run(["phrase", "add", "see you", "--shortcut", "Goodby"])
        #expect(typo.code == 64 && typo.stderr.contains("no shortcut named 'Goodby' in the library (flow list shows it); did you mean 'Goodbye'?"))
        let nowhere = home.run(["phrase", "add", "tea time", "--shortcut", "Tea"])
        #expect(nowhere.code == 64 && nowhere.stderr.contains("name the file that declares it with --file"))
        let unreadable = home.run(["phrase", "add", "tea time", "--shortcut", "Tea", "--file", "nope.flow"])
        #expect(unreadable.code == 64 && unreadable.stderr.contains("cannot read 'nope.flow'"))
        let twice = try Home(files: Self.library.merging(["Workflows/more.flow": "shortcut \"Hello\" {\n  show-result(\"hi\")\n}\n"]) { a, _ in a })
        let ambiguous = twice.run(["phrase", "add", "greet me", "--shortcut", "Hello"])
        #expect(ambiguous.code == 64)
        #expect(ambiguous.stderr.contains("several files declare a shortcut named 'Hello': 'Workflows/greetings.flow' or 'Workflows/more.flow'; choose one with --file"))
        twice.ok(["phrase", "add", "greet me", "--shortcut", "Hello", "--file", "Workflows/more.flow"])
        #expect(twice.ok(["say", "greet me"]).stdout == "hi\n")
    }

    @Test func aPhraseBoundToAnIntentWithValues() throws {
        let home = try Home()
        let added = home.ok(["phrase", "add", "Chowder for two", "--intent", "SoupChef.OrderSoup", "soup=clamChowder", "quantity=2"])
        #expect(added.stdout == "added “Chowder for two” → Order 2 Clam Chowders (SoupChef.OrderSoup)\n")
        #expect(home.book.contains(#""soup" : "clamChowder""#))
        let said = home.ok(["say", "chowder for two", "--yes", "--answer", "storeLocation=Lewis"])
        #expect(said.stdout.hasSuffix("Your total is $5.90. Your Clam Chowder order will be ready in 10 minutes.\n"))

        for (arguments, code, message) in [
            (["phrase", "add", "x y", "--intent", "SoupChef.OrderSoup", "sop=clamChowder"], 64, "has no parameter 'sop'; did you mean 'soup'?"),
            (["phrase", "add", "x y", "--intent", "SoupChef.OrderSope"], 64, "did you mean 'SoupChef.OrderSoup'?"),
            (["phrase", "add", "x y", "--intent", "show-result"], 64, "is a built-in action"),
            (["phrase", "add", "x y", "--intent", "SoupChef.OrderSoup", "quantity=many"], 64, "'many' is not"),
            (["phrase", "add", "x y", "--intent", "SoupChef.OrderSoup", "soup=clamChowder", "quantity=500"], 75, "needs a value for 'quantity'"),
        ] {
            let run = home.run(arguments)
            #expect(run.code == Int32(code), "\(arguments): \(run.stderr)")
            #expect(run.stderr.contains(message), "\(arguments): \(run.stderr)")
        }
        #expect(!home.book.contains("x y"), "nothing was added")
    }

    @Test func theRulesRefuseWakeWordsAndDuplicatesAndWarnAboutLength() throws {
        let home = try Home()
        let wake = home.run(["phrase", "add", "Hey Siri, greet me", "--shortcut", "Hello"])
        #expect(wake.code == 65)
        #expect(wake.stderr == """
            error: “Hey Siri, greet me” starts with the wake word 'hey siri'
              note: the wake word is said before a phrase, never as part of it
              fix-it: use “greet me”

            """)
        let declared = home.run(["phrase", "add", "say HELLO!", "--shortcut", "Goodbye"])
        #expect(declared.code == 65)
        #expect(declared.stderr.hasPrefix("error: “Say hello” already runs shortcut “Hello” (Workflows/greetings.flow:2:10)\n"))
        home.ok(["phrase", "add", "greet me", "--shortcut", "Hello"])
        let mine = home.run(["phrase", "add", "Greet me.", "--shortcut", "Goodbye"])
        #expect(mine.code == 65 && mine.stderr.hasPrefix("error: “greet me” already runs shortcut “Hello” (your phrases)\n"))

        let short = home.ok(["phrase", "add", "Bye", "--shortcut", "Goodbye"])
        #expect(short.stderr.hasPrefix("warning: “Bye” is one word\n"), "warned, but stored")
        #expect(short.stdout == "added “Bye” → shortcut “Goodbye” in Workflows/greetings.flow\n")
        let long = home.ok(["phrase", "add", "it is time to go home now", "--shortcut", "Goodbye", "--force"])
        #expect(long.stderr.isEmpty, "--force: no warning")
        #expect(home.run(["phrase", "add", "?!", "--shortcut", "Goodbye"]).code == 65)
        #expect(home.run(["phrase", "add", "siri", "--shortcut", "Goodbye", "--force"]).code == 65, "--force does not let a wake word in")
    }

    @Test func listingShowsWhatEachPhraseRuns() throws {
        let home = try Home()
        home.ok(["phrase", "add", "Greet me", "--shortcut", "Hello"])
        home.ok(["phrase", "add", "Chowder for two", "--intent", "SoupChef.OrderSoup", "soup=clamChowder", "quantity=2"])
        let list = home.ok(["phrase", "list"])
        #expect(list.stdout == """
            Your phrases:
              “Greet me”         → shortcut “Hello” in Workflows/greetings.flow
              “Chowder for two”  → Order 2 Clam Chowders (SoupChef.OrderSoup)

            Declared in .flow files:
              “Chowder Time”  → shortcut “Chowder”  (Workflows/chowder.flow:3:10)
              “Say hello”     → shortcut “Hello”    (Workflows/greetings.flow:2:10)

            Suggested by apps (run nothing until added: flow phrase add PHRASE --intent App.Intent [name=value]...):
              “Soup Time” — suggested by Soup Chef for Order Soup (SoupChef.OrderSoup)

            """)
        let soupChef = home.ok(["phrase", "list", "--app", "SoupChef"])
        #expect(soupChef.stdout.contains("Chowder for two") && soupChef.stdout.contains("Chowder Time") && soupChef.stdout.contains("Soup Time"))
        #expect(!soupChef.stdout.contains("Greet me") && !soupChef.stdout.contains("Say hello"), "those shortcuts use no Soup Chef intent")
        #expect(home.run(["phrase", "list", "--app", "SoupChf"]).stderr.contains("did you mean 'SoupChef'?"))

        let json = try #require(try JSONSerialization.jsonObject(with: Data(home.ok(["phrase", "list", "--json"]).stdout.utf8)) as? [[String: Any]])
        #expect(json.map { $0["source"] as? String } == ["user", "user", "declared", "declared", "suggested"])
        #expect(json[0]["normalized"] as? String == "greet me")
        let intent = try #require(json[1]["intent"] as? [String: Any])
        #expect(intent["title"] as? String == "Order 2 Clam Chowders")
        #expect((intent["values"] as? [String: Any])?["quantity"] as? Int == 2)
        #expect(json[4]["suggestedBy"] as? String == "SoupChef")

        let empty = try Home(files: [:])
        let none = empty.ok(["phrase", "list", "--app", "SoupChef"])
        #expect(none.stdout.contains("“Soup Time” — suggested by Soup Chef"), "an app's suggestions are listed without a library")
    }

    @Test func editingRenamesOrRebinds() throws {
        let home = try Home()
        home.ok(["phrase", "add", "greet me", "--shortcut", "Hello"])
        let renamed = home.ok(["phrase", "edit", "Greet me!", "--to", "Welcome me"])
        #expect(renamed.stdout == "changed “greet me” to “Welcome me” → shortcut “Hello” in Workflows/greetings.flow\n")
        #expect(home.ok(["say", "welcome me"]).stdout == "Hello there\n")
        #expect(home.run(["say", "greet me"]).code == 67)
        let rebound = home.ok(["phrase", "edit", "welcome me", "--shortcut", "Goodbye"])
        #expect(rebound.stdout == "changed “Welcome me” → shortcut “Goodbye” in Workflows/greetings.flow\n")
        #expect(home.ok(["say", "welcome me"]).stdout == "Goodbye\n")
        home.ok(["phrase", "edit", "WELCOME me", "--to", "welcome ME"])

        home.ok(["phrase", "add", "see you", "--shortcut", "Goodbye"])
        let clash = home.run(["phrase", "edit", "see you", "--to", "Welcome me"])
        #expect(clash.code == 65 && clash.stderr.contains("already runs shortcut “Goodbye” (your phrases)"))
        let declared = home.run(["phrase", "edit", "say hello", "--to", "hi there"])
        #expect(declared.code == 65)
        #expect(declared.stderr == "error: “Say hello” is declared in Workflows/greetings.flow:2:10, not one of your phrases; change it in that file\n")
        let suggested = home.run(["phrase", "remove", "soup time"])
        #expect(suggested.code == 67 && suggested.stderr.contains("“Soup Time” is suggested by Soup Chef, not one of your phrases"))
        let unknown = home.run(["phrase", "edit", "see yu", "--to", "later"])
        #expect(unknown.code == 67)
        #expect(unknown.stderr == "error: no phrase “see yu” among your phrases; did you mean 'see you'?\n")
        let nothing = home.run(["phrase", "edit", "see you"])
        #expect(nothing.code == 64 && nothing.stderr.contains("say what to change"))
    }

    @Test func removing() throws {
        let home = try Home()
        home.ok(["phrase", "add", "greet me", "--shortcut", "Hello"])
        #expect(home.ok(["phrase", "remove", "Greet me"]).stdout == "removed “greet me” (it ran shortcut “Hello” in Workflows/greetings.flow)\n")
        #expect(home.book.contains(#""phrases" : ["#) && !home.book.contains("greet me"))
        #expect(home.run(["phrase", "remove", "greet me"]).code == 67)
        #expect(home.run(["phrase", "remove", "greet", "me"]).code == 64, "a phrase of several words is quoted")
    }

    @Test func aMissNamesTheClosestPhrases() throws {
        let home = try Home()
        home.ok(["phrase", "add", "soup time", "--intent", "SoupChef.OrderSoup", "soup=tomatoSoup"])
        let typo = home.run(["say", "soup tme"])
        #expect(typo.code == 67)
        #expect(typo.stderr == "error: no phrase “soup tme”; did you mean 'soup time'?\n")
        let far = home.run(["say", "open the pod bay doors"])
        #expect(far.code == 67 && far.stderr == "error: no phrase “open the pod bay doors”; flow phrase list shows the phrases there are\n")
        home.ok(["phrase", "remove", "soup time"])
        let suggested = home.run(["say", "Soup time!"])
        #expect(suggested.code == 67)
        #expect(suggested.stderr == "error: nothing runs “Soup Time” yet: Soup Chef suggests it for Order Soup; "
                + "add it: flow phrase add \"Soup Time\" --intent SoupChef.OrderSoup [name=value]...\n")
    }

    @Test func aPhraseTwoFilesDeclareIsNotGuessed() throws {
        let home = try Home(files: Self.library.merging(["Workflows/more.flow": "shortcut \"Hi\" {\n  phrase \"say hello\"\n  show-result(\"hi\")\n}\n"]) { a, _ in a })
        let run = home.run(["say", "say hello"])
        #expect(run.code == 65)
        #expect(run.stderr.contains("is declared for 2 shortcuts: shortcut “Hello” (Workflows/greetings.flow:2:10), shortcut “Hi” (Workflows/more.flow:2:10)"))
        // Making it one's own chooses.
        let refused = home.run(["phrase", "add", "say hello", "--shortcut", "Hi"])
        #expect(refused.code == 65, "the duplicate rule holds against declared phrases too")
    }

    @Test func aDamagedPhraseBookIsSetAsideNeverACrash() throws {
        let home = try Home()
        home.ok(["phrase", "add", "greet me", "--shortcut", "Hello"])
        try Data("{\"version\": 1, \"phrases\": [{\"phrase\"".utf8).write(to: home.phrasesFile)
        let list = home.ok(["phrase", "list"])
        #expect(list.stderr == "warning: phrases.json: not a phrase book (a JSON object with a \"phrases\" list); no phrases could be read; "
                + "the file as it was is kept as 'phrases.json.corrupt-20261121T100000Z'\n")
        #expect(!list.stdout.contains("Your phrases"))
        #expect(FileManager.default.fileExists(atPath: home.phrasesFile.path + ".corrupt-20261121T100000Z"))
        #expect(home.ok(["say", "say hello"]).stderr.isEmpty, "reported once; declared phrases still work")
        home.ok(["phrase", "add", "greet me", "--shortcut", "Hello"])
        #expect(home.ok(["say", "greet me"]).stdout == "Hello there\n")
    }

    @Test func aPhraseBookThatCannotBeReadIsNeverWrittenOver() throws {
        let home = try Home()
        try FileManager.default.createDirectory(at: home.phrasesFile, withIntermediateDirectories: true)
        let list = home.ok(["phrase", "list"])
        #expect(list.stderr.hasPrefix("warning: cannot read \(home.phrasesFile.path): "))
        #expect(list.stdout.contains("Declared in .flow files:"))
        let add = home.run(["phrase", "add", "greet me", "--shortcut", "Hello"])
        #expect(add.code == 73 && add.stderr.contains("error: could not write \(home.phrasesFile.path): cannot read"))
        #expect(home.ok(["say", "say hello"]).stdout == "Hello there\n")
    }

    @Test func completion() {
        func complete(_ words: [String]) -> [String] {
            Run(["__complete", "--shell", "zsh", "--"] + words).stdout.split(separator: "\n").map(String.init)
        }
        #expect(complete(["phrase", ""]) == ["add", "list", "edit", "remove"])
        #expect(complete(["phrase", "add", "soup time", "--intent", "SoupChef.O"]) == ["SoupChef.OrderSoup"])
        #expect(complete(["phrase", "add", "soup time", "--shortcut", "Soup f"]) == ["Soup for John", "Soup for three"])
        #expect(complete(["say", "--al"]) == ["--allow"])
    }

    @Test func aPhraseWhoseTargetChangedSaysSo() throws {
        let home = try Home()
        home.ok(["phrase", "add", "soup time", "--intent", "SoupChef.OrderSoup", "soup=tomatoSoup"])
        try home.book.replacingOccurrences(of: "tomatoSoup", with: "gazpacho").write(to: home.phrasesFile, atomically: true, encoding: .utf8)
        let stale = home.run(["say", "soup time"])
        #expect(stale.code == 65)
        #expect(stale.stderr.contains("error: “soup time” runs SoupChef.OrderSoup, which no longer fits: "))
        #expect(stale.stderr.contains("gazpacho"))

        home.ok(["phrase", "add", "greet me", "--shortcut", "Hello"])
        try "shortcut \"Renamed\" {\n  show-result(\"x\")\n}\n".write(to: home.directory.appendingPathComponent("Workflows/greetings.flow"), atomically: true, encoding: .utf8)
        let gone = home.run(["say", "greet me"])
        #expect(gone.code == 65 && gone.stderr.contains("which \(home.directory.path)/Workflows/greetings.flow no longer declares"))
        try FileManager.default.removeItem(at: home.directory.appendingPathComponent("Workflows/greetings.flow"))
        let missing = home.run(["say", "greet me"])
        #expect(missing.code == 66 && missing.stderr.contains("cannot be read"))
    }

    /// An external app is told the phrases bound to its intents in the handshake.
    @Test func anExternalAppReadsItsPhrasesInTheHandshake() throws {
        let home = try Home(files: [
            "apps/echo.flow": """
                app Echo {
                  handler exec "./echo.py"
                  intent Repeat {
                    category generic
                    param word: String
                    response {
                      output said: String
                      success "${said}"
                    }
                  }
                }
                """,
            "apps/echo.py": """
                #!/usr/bin/env python3
                import json, sys
                phrases = []
                for line in sys.stdin:
                    request = json.loads(line)
                    method, params = request.get("method"), request.get("params", {})
                    if method == "shutdown":
                        break
                    if method == "initialize":
                        phrases = params.get("phrases", [])
                        result = {"protocol": 1}
                    else:
                        said = "; ".join("%s: %s %s" % (p["phrase"], p["intent"], p["values"]["word"]) for p in phrases)
                        result = {"code": "success", "properties": {"said": said or "none"}}
                    print(json.dumps({"jsonrpc": "2.0", "id": request["id"], "result": result}), flush=True)
                """,
        ])
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: home.directory.appendingPathComponent("apps/echo.py").path)
        home.ok(["phrase", "add", "echo hello", "--intent", "Echo.Repeat", "word=hello"])
        let said = home.ok(["say", "Echo, hello!"])
        #expect(said.stdout == "Running “Repeat”\necho hello: Repeat hello\n")
    }

    @Test func usageErrors() throws {
        let home = try Home()
        for (arguments, message) in [
            (["phrase"], "say what to do"),
            (["phrase", "ad"], "did you mean 'add'?"),
            (["phrase", "add"], "add needs the phrase"),
            (["phrase", "add", "greet me"], "say what “greet me” runs"),
            (["phrase", "add", "greet me", "--shortcut", "Hello", "--intent", "SoupChef.OrderSoup"], "bind to one of"),
            (["phrase", "add", "greet me", "--shortcut", "Hello", "soup=x"], "give the intent with --intent"),
            (["phrase", "add", "greet me", "--shortcut", "Hello", "--at", "Fri 12:15"], "--at goes with --suggestion"),
            (["phrase", "add", "greet me", "--shortcut", "Hello", "--to", "x"], "'--to' goes with edit"),
            (["phrase", "add", "greet me", "--suggestion", "3"], "there is nothing to suggest, so nothing to choose with --suggestion"),
            (["phrase", "add", "greet me", "--suggestion", "0"], "--suggestion takes a whole number from 1"),
            (["phrase", "add", "greet me", "--suggestion", "1", "--at", "lunchtime"], "'lunchtime' is not a time"),
            (["phrase", "list", "--shortcut", "Hello"], "'--shortcut' goes with add or edit"),
            (["phrase", "list", "extra"], "list takes no phrase"),
            (["phrase", "remove", "x", "--json"], "'--json' goes with list"),
            (["phrase", "add", "greet me", "--shortcut"], "option '--shortcut' needs a value"),
            (["say"], "say a phrase"),
            (["say", "greet me", "--allow", "telepathy"], "unknown capability 'telepathy'"),
            (["say", "greet me", "--answer", "nothing"], "an answer is name=value"),
        ] {
            let run = home.run(arguments)
            #expect(run.code == 64, "\(arguments): \(run.code)")
            #expect(run.stderr.contains(message), "\(arguments): \(run.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: home.phrasesFile.path))
    }

    @Test func helpDescribesBothCommands() {
        let phrase = Run(["help", "phrase"])
        #expect(phrase.code == 0 && phrase.stdout.contains("USAGE: flow phrase add <phrase> (--shortcut <name>"))
        #expect(phrase.stdout.contains("'hey siri', 'siri', 'hey flow', 'ok flow', 'okay flow'"))
        let say = Run(["say", "--help"])
        #expect(say.code == 0 && say.stdout.contains("67 no phrase is what was said"))
        let overview = Run(["--help"])
        #expect(overview.stdout.contains("  phrase       ") && overview.stdout.contains("  say          "))
    }
}
