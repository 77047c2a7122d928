import Foundation
import Testing
@testable import FlowCommandLine

/// `flow donate`, `flow donations` and `flow suggest`, in-process, with the
/// clock on Saturday 21 November 2026 at 10:00 UTC and fresh state and
/// configuration folders.
@Suite struct SuggestCommandTests {
    static let now = ISO8601DateFormatter().date(from: "2026-11-21T10:00:00Z")!

    /// A working directory, a state folder and a configuration folder of their own.
    struct Home {
        let directory: URL
        var environment: [String: String]

        init(config: String? = nil, files: [String: String] = [:]) throws {
            directory = try temporaryDirectory(files)
            let configuration = directory.appendingPathComponent("config")
            try FileManager.default.createDirectory(at: configuration, withIntermediateDirectories: true)
            if let config { try config.write(to: configuration.appendingPathComponent("config.json"), atomically: true, encoding: .utf8) }
            environment = ["FLOW_STATE_DIR": directory.appendingPathComponent("state").path, "FLOW_CONFIG_HOME": configuration.path,
                           "TZ": "UTC", "HOME": directory.path]
        }

        func run(_ arguments: [String]) -> Run { Run(arguments, in: directory, environment: environment, now: SuggestCommandTests.now) }

        var journal: String {
            (try? String(contentsOf: directory.appendingPathComponent("state/donations/journal.jsonl"), encoding: .utf8)) ?? ""
        }

        /// The talk's week: Monday to Thursday, croutons at lunch and red pepper in the evening.
        func donateSeedWeek() {
            for day in ["Mon", "Tue", "Wed", "Thu"] {
                for (toppings, time) in [("croutons", "12:10"), ("red pepper", "19:05")] {
                    let run = run(["donate", "SoupChef.OrderSoup", "soup=tomatoSoup", "quantity=1", "toppings=\(toppings)", "--group", "soup",
                                   "--time", "\(day) \(time)"])
                    #expect(run.code == 0, "\(run.stderr)")
                }
            }
        }
    }

    @Test func theDoneScenarioSuggestsExplainsRunsAndForgets() throws {
        let home = try Home()
        home.donateSeedWeek()
        #expect(home.journal.split(separator: "\n").count == 8)

        let suggest = home.run(["suggest", "--at", "Fri 12:15", "--explain"])
        #expect(suggest.code == 0, "\(suggest.stderr)")
        let lines = suggest.stdout.split(separator: "\n").map(String.init)
        #expect(lines[0] == "Suggestions for Friday 12:15 (lunch on a weekday):")
        #expect(lines[1] == "1. Order 1 Tomato Soup with Croutons")
        #expect(lines[2] == "   Soup Chef")
        #expect(lines[3] == "   why: 4 donations: 4 like now (lunch on a weekday)")
        #expect(lines[4] == "     Thu 2026-11-19 12:10  quantity: 1, soup: Tomato Soup, toppings: Croutons  (group soup)")
        #expect(suggest.stdout.contains("   ranked above “Order 1 Tomato Soup” (8 donations, 4 like now): more specific, and made by enough donations now\n"))
        #expect(suggest.stdout.contains("2. Order 1 Tomato Soup\n   Get a tasty soup in minutes · Soup Chef\n   why: 8 donations: 4 like now (lunch on a weekday), 4 at other times\n"))
        #expect(suggest.stdout.contains("   also suggested by Soup Chef, relevant on Fridays, 11:00–14:30\n"))

        let ordered = home.run(["suggest", "--at", "Fri 12:15", "--run", "1", "--yes", "--answer", "storeLocation=Lewis"])
        #expect(ordered.code == 0, "\(ordered.stderr)")
        #expect(ordered.stdout == "Running “Order 1 Tomato Soup with Croutons”\n"
                + "There are 2 restaurants near you, which one do you want to order from?\n"
                + "Your total is $3.00. Your Tomato Soup order will be ready in 10 minutes.\n")
        #expect(home.journal.split(separator: "\n").count == 9, "the run was donated too")
        #expect(home.journal.split(separator: "\n").last?.contains(#""origin":"run""#) == true)

        let deleted = home.run(["donations", "delete", "--group", "soup"])
        #expect(deleted.stdout == "deleted 8 donations\n")
        let after = home.run(["suggest", "--at", "Fri 12:15"])
        #expect(!after.stdout.contains("Croutons"))
        #expect(after.stdout == "Suggestions for Friday 12:15 (lunch on a weekday):\n1. Order 1 Tomato Soup\n   Soup of the day · Soup Chef\n")
    }

    @Test func runningASuggestionAsksForConfirmationLikeFlowRun() throws {
        let home = try Home()
        home.donateSeedWeek()
        let unconfirmed = home.run(["suggest", "--at", "Fri 12:15", "--run", "1", "--answer", "storeLocation=Lewis"])
        #expect(unconfirmed.code == 75)
        #expect(unconfirmed.stderr.contains("error: needs confirmation: Are you ready to order with Soup Chef?"))
        let unanswered = home.run(["suggest", "--at", "Fri 12:15", "--run", "1", "--yes"])
        #expect(unanswered.code == 75, "the store is not part of the suggestion: the app asks for it")
        #expect(unanswered.stderr.contains("needs a value for 'storeLocation'"))
        let tooFar = home.run(["suggest", "--at", "Fri 12:15", "--run", "9"])
        #expect(tooFar.code == 64)
        #expect(tooFar.stderr.contains("there are 3 suggestions; --run takes 1 to 3"))
    }

    @Test func recentShowsTheNewestDonationsAndCanRunOne() throws {
        let home = try Home(config: #"{"place": "Work"}"#)
        home.donateSeedWeek()
        let recent = home.run(["suggest", "--recent", "--limit", "2"])
        #expect(recent.stdout == """
            The newest donations, as they would be suggested:
            1. Order 1 Tomato Soup with Red Pepper
               Soup Chef · donated Thu 2026-11-19 19:05 at Work
            2. Order 1 Tomato Soup with Croutons
               Soup Chef · donated Thu 2026-11-19 12:10 at Work

            """)
        let ran = home.run(["suggest", "--recent", "--run", "2", "--yes", "--answer", "storeLocation=Sheridan"])
        #expect(ran.code == 0, "\(ran.stderr)")
        #expect(ran.stdout.hasPrefix("Running “Order 1 Tomato Soup with Croutons”\n"))
        #expect(ran.stdout.hasSuffix("Your total is $3.00. Your Tomato Soup order will be ready in 10 minutes.\n"))
    }

    @Test func suggestionsAsJSON() throws {
        let home = try Home()
        home.donateSeedWeek()
        let run = home.run(["suggest", "--at", "Fri 19:00", "--place", "Home", "--json", "--limit", "1"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let context = try #require(object["context"] as? [String: Any])
        #expect(context["day"] as? String == "Friday" && context["timeOfDay"] as? String == "evening" && context["place"] as? String == "Home")
        let suggestions = try #require(object["suggestions"] as? [[String: Any]])
        #expect(suggestions.count == 1)
        #expect(suggestions[0]["title"] as? String == "Order 1 Tomato Soup with Red Pepper")
        #expect(suggestions[0]["intent"] as? String == "SoupChef.OrderSoup")
        let values = try #require(suggestions[0]["values"] as? [String: Any])
        #expect(values["soup"] as? String == "tomatoSoup")
        #expect((values["toppings"] as? [[String: Any]])?.first?["identifier"] as? String == "red pepper")
    }

    @Test func donateChecksWhatItIsGiven() throws {
        let home = try Home()
        let typo = home.run(["donate", "SoupChef.OrderSoup", "sop=tomatoSoup"])
        #expect(typo.code == 64)
        #expect(typo.stderr.contains("SoupChef.OrderSoup has no parameter 'sop'; did you mean 'soup'?"))
        let when = home.run(["donate", "SoupChef.OrderSoup", "soup=tomatoSoup", "--time", "lunchtime"])
        #expect(when.code == 64 && when.stderr.contains("'lunchtime' is not a time"))
        let unknown = home.run(["donate", "SoupChef.OrderSope"])
        #expect(unknown.code == 64 && unknown.stderr.contains("did you mean 'SoupChef.OrderSoup'?"))
        let builtin = home.run(["donate", "show-result"])
        #expect(builtin.code == 64 && builtin.stderr.contains("is a built-in action"))
        let value = home.run(["donate", "SoupChef.OrderSoup", "quantity=many"])
        #expect(value.code == 64 && value.stderr.contains("'many' is not"))
        let outOfRange = home.run(["donate", "SoupChef.OrderSoup", "soup=tomatoSoup", "quantity=500"])
        #expect(outOfRange.code == 75, "the app resolves the values as a run would, and cannot ask here")
        #expect(home.journal.isEmpty)
        let fine = home.run(["donate", "SoupChef.OrderSoup", "soup=clamChowder", "--id", "o-7", "--place", "Gym"])
        #expect(fine.code == 0)
        #expect(fine.stdout == "donated SoupChef.OrderSoup (soup: Clam Chowder) on Sat 10:00 at Gym\n")
    }

    @Test func activitiesAreDonatedWithTheirRequiredKeys() throws {
        let home = try Home()
        for (day, scroll) in [("Mon", 79), ("Tue", 110), ("Wed", 12)] {
            let run = home.run(["donate", "--activity", "SoupChef.viewOrder", "soup=\"Tomato\"", "quantity=1", "scroll=\(scroll)",
                                "--required", "soup,quantity", "--title", "Order ${quantity} ${soup}", "--time", "\(day) 12:00"])
            #expect(run.code == 0, "\(run.stderr)")
        }
        // Saturday: no soup of the day to rank above it.
        let suggest = home.run(["suggest", "--at", "Sat 12:30"])
        #expect(suggest.stdout.contains("1. Order 1 Tomato\n   Soup Chef\n"), "\(suggest.stdout)")
        let list = home.run(["donations", "list", "--recent", "--limit", "1"])
        #expect(list.stdout == "Wed 2026-11-18 12:00  -  SoupChef activity viewOrder  quantity: 1, scroll: 12, soup: Tomato  by person\n")
        let run = home.run(["suggest", "--at", "Sat 12:30", "--run", "1"])
        #expect(run.code == 64 && run.stderr.contains("is an activity of Soup Chef"))
        let missing = home.run(["donate", "--activity", "SoupChef.viewOrder", "--required", "soup"])
        #expect(missing.code == 64 && missing.stderr.contains("the required key 'soup' has no value"))
        let noApp = home.run(["donate", "--activity", "SoupChf.viewOrder"])
        #expect(noApp.code == 64 && noApp.stderr.contains("did you mean 'SoupChef'?"))
    }

    @Test func listingAndDeletingDonations() throws {
        let home = try Home()
        #expect(home.run(["donations", "list"]).stderr.contains("no donations"))
        _ = home.run(["donate", "SoupChef.OrderSoup", "soup=tomatoSoup", "--id", "a", "--time", "Mon 12:00"])
        _ = home.run(["donate", "SoupChef.OrderSoup", "soup=clamChowder", "--id", "b", "--group", "g", "--time", "Tue 12:00"])
        _ = home.run(["donate", "SoupChef.ListToppings", "soup=clamChowder", "--id", "c", "--time", "Wed 12:00"])
        let list = home.run(["donations", "list"])
        #expect(list.stdout == """
            Mon 2026-11-16 12:00  -  SoupChef.OrderSoup     soup: Tomato Soup   id a, by person
            Tue 2026-11-17 12:00  -  SoupChef.OrderSoup     soup: Clam Chowder  id b, group g, by person
            Wed 2026-11-18 12:00  -  SoupChef.ListToppings  soup: Clam Chowder  id c, by person

            """)
        #expect(home.run(["donations", "list", "--app", "SoupChef"]).stdout.split(separator: "\n").count == 3)
        #expect(home.run(["donations", "list", "--app", "Nobody"]).stderr.contains("no donations"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(home.run(["donations", "list", "--recent", "--json"]).stdout.utf8)) as? [[String: Any]])
        #expect(json.map { $0["id"] as? String } == ["c", "b", "a"])
        #expect((json[0]["values"] as? [String: Any])?["soup"] as? String == "clamChowder")
        #expect(home.run(["donations", "delete", "--id", "a", "--id", "c"]).stdout == "deleted 2 donations\n")
        #expect(home.run(["donations", "delete", "--app", "SoupChef"]).stdout == "deleted 1 donation\n")
        #expect(home.run(["donations", "delete", "--all"]).stdout == "deleted 0 donations\n")
        for (arguments, message) in [(["donations", "delete"], "say which donations to delete"),
                                     (["donations", "delete", "--all", "--group", "g"], "delete by one of"),
                                     (["donations", "delete", "--all", "--app", "SoupChef"], "use --app alone"),
                                     (["donations", "list", "--all"], "'--all' is not an option of 'flow donations list'"),
                                     (["donations", "lst"], "did you mean 'list'?"),
                                     (["donations"], "say what to do")] {
            let run = home.run(arguments)
            #expect(run.code == 64, "\(arguments)")
            #expect(run.stderr.contains(message), "\(arguments): \(run.stderr)")
        }
    }

    @Test func flowRunDonatesUnlessTheShortcutOrTheConfigurationSaysNo() throws {
        let files = ["lunch.flow": """
            use SoupChef
            shortcut "Lunch" {
              SoupChef.OrderSoup(soup: .tomatoSoup, storeLocation: "Lewis")
            }
            shortcut "Quiet lunch" {
              donate false
              SoupChef.OrderSoup(soup: .tomatoSoup, storeLocation: "Lewis")
            }
            """]
        var home = try Home(files: files)
        home.environment["FLOW_PLACE"] = "Work"
        #expect(home.run(["run", "lunch.flow", "--shortcut", "Lunch", "--yes"]).code == 0)
        #expect(home.run(["run", "lunch.flow", "--shortcut", "Quiet lunch", "--yes"]).code == 0)
        let lines = home.journal.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(lines.first?.contains(#""place":"Work""#) == true && lines.first?.contains(#""time":"2026-11-21T10:00:00Z""#) == true)

        let off = try Home(config: #"{"donations": false}"#, files: files)
        #expect(off.run(["run", "lunch.flow", "--shortcut", "Lunch", "--yes"]).code == 0)
        let donate = off.run(["donate", "SoupChef.OrderSoup", "soup=tomatoSoup"])
        #expect(donate.code == 0 && donate.stderr.contains("warning: donations from SoupChef are turned off in config.json"))
        #expect(off.journal.isEmpty)
        let perApp = try Home(config: #"{"donations": {"SoupChef": false}}"#, files: files)
        #expect(perApp.run(["run", "lunch.flow", "--shortcut", "Lunch", "--yes"]).code == 0)
        #expect(perApp.journal.isEmpty)

        let broken = try Home(config: #"{"donations": 3}"#, files: files)
        for arguments in [["suggest"], ["donate", "SoupChef.OrderSoup"], ["run", "lunch.flow", "--shortcut", "Lunch"]] {
            let run = broken.run(arguments)
            #expect(run.code == 78, "\(arguments)")
            #expect(run.stderr.contains("\"donations\" must be true, false, or an object"), "\(arguments): \(run.stderr)")
        }
    }

    @Test func unreadableJournalLinesAreWarningsNotFailures() throws {
        let home = try Home()
        home.donateSeedWeek()
        let journal = home.directory.appendingPathComponent("state/donations/journal.jsonl")
        let text = try String(contentsOf: journal, encoding: .utf8)
        try ("garbage\n" + text + "{\"half\":").write(to: journal, atomically: true, encoding: .utf8)
        let suggest = home.run(["suggest", "--at", "Fri 12:15"])
        #expect(suggest.code == 0)
        #expect(suggest.stdout.contains("1. Order 1 Tomato Soup with Croutons"))
        #expect(suggest.stderr.contains("warning: journal.jsonl:1: not a donation (a line of JSON was expected); skipped"))
        #expect(!suggest.stderr.contains("journal.jsonl:10:"), "a last line without its newline is a write going on: left out quietly")
        let list = home.run(["donations", "list"])
        #expect(list.code == 0 && list.stdout.split(separator: "\n").count == 8)
    }

    @Test func nothingToSuggestSaysSo() throws {
        let home = try Home(config: #"{"place": "Work"}"#)
        let run = home.run(["suggest", "--at", "Sat 9:00"])
        #expect(run.code == 0 && run.stdout.isEmpty)
        #expect(run.stderr == "nothing to suggest for Saturday 09:00 (morning on a weekend day) at Work (donations: 0)\n")
        #expect(home.run(["suggest", "--at", "noon"]).code == 64)
        #expect(home.run(["suggest", "extra"]).code == 64)
        #expect(home.run(["suggest", "--limit", "0"]).code == 64)
    }

    @Test func helpListsTheNewCommands() {
        let overview = Run(["--help"])
        for command in ["suggest", "donate", "donations", "completions"] { #expect(overview.stdout.contains("  \(command)  "), "\(command)") }
        #expect(Run(["help", "suggest"]).stdout.contains("USAGE: flow suggest [--at <when>]"))
    }
}
