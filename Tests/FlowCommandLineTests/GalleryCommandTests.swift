import Foundation
import Testing
@testable import FlowCommandLine

/// `flow gallery` lists the shortcuts apps offer; `flow gallery add` copies
/// one into the library, where `flow list` shows it and `flow run NAME` runs it.
@Suite struct GalleryCommandTests {
    typealias Machine = LibraryTests.Machine

    static let soupChefGallery = [
        "Order 1 Clam Chowder — Get a tasty soup in minutes",
        "Soup for the table — One bowl of the soup you choose for everyone at the table",
        "Today's toppings — See what the kitchen can put on your soup today",
    ]

    @Test func galleryListsEveryAppsGalleryShortcuts() throws {
        let machine = try Machine()
        let gallery = machine.run(["gallery"])
        #expect(gallery.code == 0, "\(gallery.stderr)")
        #expect(gallery.stdout == "Soup Chef (built in)\n" + Self.soupChefGallery.map { "  \($0)\n" }.joined()
            + "\n'flow gallery add NAME' copies one into your library.\n")
    }

    @Test func galleryJSONAndOneApp() throws {
        let machine = try Machine()
        let json = machine.run(["gallery", "--app", "SoupChef", "--json"])
        #expect(json.code == 0, "\(json.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let items = try #require(object["gallery"] as? [[String: Any]])
        #expect(items.map { $0["name"] as? String } == ["Order 1 Clam Chowder", "Soup for the table", "Today's toppings"])
        #expect(items[0]["app"] as? String == "SoupChef" && items[0]["appDisplayName"] as? String == "Soup Chef")
        #expect(items[0]["description"] as? String == "Get a tasty soup in minutes" && items[0]["actions"] as? Int == 1)
        #expect(items[0]["origin"] as? String == "built in")
        let misspelled = machine.run(["gallery", "--app", "SoupChf"])
        #expect(misspelled.code == 64 && misspelled.stderr.contains("no app named 'SoupChf'; did you mean 'SoupChef'?"), "\(misspelled.stderr)")
    }

    @Test func aNameFlowRunCannotTakeIsRunByItsFile() throws {
        let machine = try Machine()
        let apps = machine.project.appendingPathComponent("apps")
        try FileManager.default.createDirectory(at: apps, withIntermediateDirectories: true)
        try """
            app Deli "Deli" {
              handler exec "deli"
              gallery "Soup/Salad" {
                show-result("both")
              }
            }

            """.write(to: apps.appendingPathComponent("deli.flow"), atomically: true, encoding: .utf8)
        let add = machine.run(["gallery", "add", "Soup/Salad"])
        #expect(add.code == 0, "\(add.stderr)")
        #expect(add.stdout.contains("Run it with: flow run ") && add.stdout.contains(" --shortcut Soup/Salad"), "\(add.stdout)")
    }

    @Test func aGalleryNameIsOneLine() throws {
        let directory = try temporaryDirectory(["deli.flow": "app Deli \"Deli\" {\n  handler exec \"deli\"\n  gallery \"Two\\nLines\" {\n    show-result(1)\n  }\n}\n"])
        let check = Run(["check", "deli.flow"], in: directory)
        #expect(check.code == 65)
        #expect(check.stderr.contains("a gallery shortcut's name is one line of text"), "\(check.stderr)")
    }

    @Test func appsOnTheSearchPathOfferTheirGalleryToo() throws {
        let machine = try Machine()
        let apps = machine.project.appendingPathComponent("apps")
        try FileManager.default.createDirectory(at: apps, withIntermediateDirectories: true)
        for name in ["reminders.flow", "reminders.py"] {
            try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("Workflows/apps/\(name)"), to: apps.appendingPathComponent(name))
        }
        let gallery = machine.run(["gallery"])
        #expect(gallery.stdout.contains("Reminders (apps/reminders.flow)\n  Drink water — A reminder to drink a glass of water in an hour\n"),
                "\(gallery.stdout)")
        #expect(machine.run(["gallery", "--app", "Reminders"]).stdout.hasPrefix("Reminders (apps/reminders.flow)\n"))

        // Only this working directory finds apps/: the copy names the definition's file, so it runs from anywhere.
        let add = machine.run(["gallery", "add", "Drink water"])
        #expect(add.code == 0, "\(add.stderr)")
        let copy = try String(contentsOf: machine.library.appendingPathComponent("drink-water.flow"), encoding: .utf8)
        #expect(copy.contains("\nuse \"\(apps.path)/reminders.flow\"\n"), "\(copy)")
        let elsewhere = try temporaryDirectory([:])
        let state = try temporaryDirectory([:])
        let run = Run(["run", "Drink water", "--state", state.path], in: elsewhere, environment: machine.environment)
        #expect(run.code == 0, "\(run.stderr)")
        #expect(run.stdout.contains("Added 'Drink a glass of water' to To-Do."), "\(run.stdout)")
    }

    @Test func addCopiesIntoTheLibraryWhereListAndRunFindIt() throws {
        let machine = try Machine()
        let add = machine.run(["gallery", "add", "order 1 clam chowder"])
        #expect(add.code == 0, "\(add.stderr)")
        let file = machine.library.appendingPathComponent("order-1-clam-chowder.flow")
        #expect(add.stdout == "Added “Order 1 Clam Chowder” from Soup Chef's gallery: \(file.path)\nRun it with: flow run \"Order 1 Clam Chowder\"\n")
        let copy = try String(contentsOf: file, encoding: .utf8)
        #expect(copy == """
            # Order 1 Clam Chowder: from Soup Chef's gallery (built into flow),
            # copied by 'flow gallery add'. It is yours now: edit it as you like.

            use SoupChef

            shortcut "Order 1 Clam Chowder" {
              description "Get a tasty soup in minutes"

              # Make the store yours; without storeLocation, Soup Chef uses the store of your last pickup.
              SoupChef.OrderSoup(soup: .clamChowder, quantity: 1, storeLocation: "7401 S Lewis Ave")
            }

            """)
        #expect(machine.run(["check", file.path]).code == 0)
        #expect(machine.run(["fmt", "--check", file.path]).code == 0, "the copy is in canonical layout")
        #expect(machine.run(["list"]).stdout.contains("Your library (\(machine.library.path))\n  Order 1 Clam Chowder — 1 action\n      Get a tasty soup in minutes\n"))
        let state = try temporaryDirectory([:])
        let run = machine.run(["run", "Order 1 Clam Chowder", "--yes", "--state", state.path])
        #expect(run.code == 0, "\(run.stderr)")
        #expect(run.stdout == "Your total is $2.95. Your Clam Chowder order will be ready in 10 minutes.\n")
    }

    @Test func addNeverReplacesAFileWithoutForce() throws {
        let machine = try Machine()
        #expect(machine.run(["gallery", "add", "Today's toppings"]).code == 0)
        let file = machine.library.appendingPathComponent("todays-toppings.flow")
        let edited = try String(contentsOf: file, encoding: .utf8).replacingOccurrences(of: "today\"", with: "today, edited\"")
        try edited.write(to: file, atomically: true, encoding: .utf8)
        let again = machine.run(["gallery", "add", "Today's toppings"])
        #expect(again.code == 73)
        #expect(again.stderr.contains("todays-toppings.flow already exists; nothing was written ('--force' replaces it"), "\(again.stderr)")
        #expect(try String(contentsOf: file, encoding: .utf8) == edited, "the person's edits are kept")
        let forced = machine.run(["gallery", "add", "Today's toppings", "--force"])
        #expect(forced.code == 0, "\(forced.stderr)")
        #expect(try String(contentsOf: file, encoding: .utf8) != edited)
    }

    @Test func everySoupChefGalleryShortcutCopiesCleanly() throws {
        let machine = try Machine()
        for name in ["Order 1 Clam Chowder", "Soup for the table", "Today's toppings"] {
            let add = machine.run(["gallery", "add", name])
            #expect(add.code == 0 && add.stderr.isEmpty, "\(name): \(add.stderr)")
        }
        #expect(machine.run(["check", machine.library.path]).code == 0)
        #expect(machine.run(["fmt", "--check", machine.library.path]).code == 0)
        let list = machine.run(["list"])
        #expect(list.stdout.contains("  Soup for the table — 2 actions\n") && list.stdout.contains("  Today's toppings — 3 actions\n"), "\(list.stdout)")
        let state = try temporaryDirectory([:])
        let table = machine.run(["run", "Soup for the table", "--yes", "--state", state.path,
                                 "--answer", "soup=tomatoSoup", "--answer", "storeLocation=7401 S Lewis Ave"])
        #expect(table.code == 0, "\(table.stderr)")
        #expect(table.stdout.hasSuffix("Tomato Soup for $5.00\n"), "the shortcut's show-result: \(table.stdout)")
    }

    @Test func addToAnotherFolderSaysHowToRunIt() throws {
        let machine = try Machine()
        let add = machine.run(["gallery", "add", "Order 1 Clam Chowder", "--to", "elsewhere"])
        #expect(add.code == 0, "\(add.stderr)")
        #expect(FileManager.default.fileExists(atPath: machine.project.appendingPathComponent("elsewhere/order-1-clam-chowder.flow").path))
        #expect(add.stdout.contains("Run it with: flow run elsewhere/order-1-clam-chowder.flow"), "\(add.stdout)")
        #expect(add.stdout.contains("elsewhere is not a library folder"), "\(add.stdout)")
        let workflows = machine.run(["gallery", "add", "Order 1 Clam Chowder", "--to", "Workflows"])
        #expect(workflows.code == 0 && workflows.stdout.contains("Run it with: flow run \"Order 1 Clam Chowder\""), "\(workflows.stdout)")
    }

    @Test func mistakesAreUsageErrors() throws {
        let machine = try Machine()
        let cases: [([String], String)] = [
            (["gallery", "add", "Order 1 Clam Chowdr"], "no gallery shortcut named 'Order 1 Clam Chowdr'; did you mean 'Order 1 Clam Chowder'?"),
            (["gallery", "add"], "missing the name of the gallery shortcut to add"),
            (["gallery", "add", "Order", "1"], "gallery add takes one name"),
            (["gallery", "ad"], "unknown subcommand 'ad' of 'flow gallery' (its subcommands are 'list' or 'add'); did you mean 'add'?"),
            (["gallery", "--force"], "--force belongs to 'flow gallery add'"),
            (["gallery", "add", "toppings", "--app", "Nope"], "no app named 'Nope'"),
        ]
        for (arguments, message) in cases {
            let run = machine.run(arguments)
            #expect(run.code == 64, "\(arguments)")
            #expect(run.stderr.contains(message), "\(arguments): \(run.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: machine.library.appendingPathComponent("order-1-clam-chowder.flow").path))
    }

    @Test func completionOffersGalleryShortcuts() throws {
        let machine = try Machine()
        #expect(machine.run(["__complete", "--", "gallery", "add", "Or"]).stdout == "Order 1 Clam Chowder\n")
        #expect(machine.run(["__complete", "--", "gallery", "--app", ""]).stdout == "SoupChef\n")
    }

    @Test func fileNamesComeFromShortcutNames() {
        #expect(GalleryCopy.fileName(for: "Order 1 Clam Chowder") == "order-1-clam-chowder.flow")
        #expect(GalleryCopy.fileName(for: "Today's toppings") == "todays-toppings.flow")
        #expect(GalleryCopy.fileName(for: "  Soup / Salad!  ") == "soup-salad.flow")
        #expect(GalleryCopy.fileName(for: String(repeating: "汤", count: 120)).utf8.count <= 205, "a file name fits in 255 bytes")
        #expect(GalleryCopy.fileName(for: "../..") == "shortcut.flow")
        #expect(GalleryCopy.fileName(for: "Café crème") == "café-crème.flow")
    }
}
