import Foundation
import Testing
@testable import FlowCommandLine

/// `flow apps`, `flow actions` and `flow options`: the catalog people browse
/// while writing shortcuts. Run in Workflows/, whose apps/ holds Reminders.
@Suite struct CatalogCommandTests {
    static let workflows = packageRoot.appendingPathComponent("Workflows")

    func run(_ arguments: [String], in directory: URL = workflows) throws -> Run {
        let home = try temporaryDirectory([:])
        return Run(arguments, in: directory, environment: ["HOME": home.path])
    }

    @Test func appsListsBuiltInAndSearchPathAppsWithTheirActions() throws {
        let apps = try run(["apps"])
        #expect(apps.code == 0, "\(apps.stderr)")
        let rows = apps.stdout.split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ") }
        #expect(rows.contains("SoupChef Soup Chef 2 actions built in"), "\(apps.stdout)")
        #expect(rows.contains("Reminders Reminders 3 actions apps/reminders.flow (apps/ in the working directory)"), "\(apps.stdout)")
        let elsewhere = try run(["apps", "--json"], in: packageRoot)
        let object = try JSONSerialization.jsonObject(with: Data(elsewhere.stdout.utf8)) as? [String: Any]
        let names = (object?["apps"] as? [[String: Any]])?.compactMap { $0["name"] as? String }
        #expect(names == ["SoupChef"], "outside Workflows/, only the built-in app: \(elsewhere.stdout)")
    }

    @Test func actionsAreListedByCategoryAsSummarySentences() throws {
        let all = try run(["actions"])
        #expect(all.code == 0)
        #expect(all.stdout.hasPrefix("Apps\n"))
        // The names' column is as wide as the longest name, which grows with the catalog: compare rows with spaces collapsed.
        let rows = Set(all.stdout.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") })
        #expect(rows.contains("SoupChef.OrderSoup Order [Quantity] [Soup] for pickup from [Store Location]"), "\(all.stdout)")
        #expect(rows.contains("send-message Send \"[Text]\" to [To]"), "\(all.stdout)")
        let web = try run(["actions", "--category", "web"])
        #expect(web.stdout == """
            Web
              expand-url            Expand [URL]
              get-component-of-url  Get [Component] of [URL]
              get-contents-of-url   Get contents of [URL]
              get-headers-of-url    Get headers of [URL]
              get-urls-from-input   Get URLs from [Text]
              make-url              Make a URL to [Host]

            """, "\(web.stdout)")
        let search = try run(["actions", "--search", "reminder list"])
        #expect(search.stdout.contains("Reminders.ListReminders") && search.stdout.contains("Reminders.AddReminder"))
        #expect(!search.stdout.contains("SoupChef"))
        let typo = try run(["actions", "--category", "dictonaries"])
        #expect(typo.code == 64 && typo.stderr.contains("did you mean 'Dictionaries'?"))
    }

    @Test func builtInActionsAreFoundByTheirShortcutsNamesBestFirst() throws {
        let search = try run(["actions", "--search", "get dictionary value"])
        #expect(search.code == 0, "\(search.stderr)")
        let rows = search.stdout.split(separator: "\n").map(String.init)
        #expect(rows.first == "Dictionaries", "\(search.stdout)")
        #expect(rows.dropFirst().first?.hasPrefix("  get-dictionary-value") == true, "the exact Shortcuts name first: \(search.stdout)")
        #expect(search.stdout.contains("· Shortcuts: Get Dictionary Value"), "\(search.stdout)")
        let file = try run(["actions", "--search", "GET FILE"])
        #expect(file.stdout.contains("get-file") && file.stdout.contains("Shortcuts: Get File"), "\(file.stdout)")
        let keyword = try run(["actions", "--search", "curl"])
        #expect(keyword.stdout == "Web\n  get-contents-of-url  Get contents of [URL]  · Shortcuts: Get Contents of URL\n", "\(keyword.stdout)")
        for (query, name) in [("split text", "split-text"), ("replace text", "replace-text"), ("url encode", "url-encode"),
                              ("generate hash", "generate-hash"), ("change case", "change-case")] {
            let found = try run(["actions", "--search", query])
            let rows = found.stdout.split(separator: "\n").map(String.init)
            #expect(rows.dropFirst().first?.hasPrefix("  \(name)") == true, "\(query) finds \(name) first: \(found.stdout)")
        }
        let nothing = try run(["actions", "--search", "quasar"])
        #expect(nothing.code == 0 && nothing.stdout.isEmpty && nothing.stderr.contains("no actions match"))
    }

    @Test func showOfABuiltInActionSaysItsEntry() throws {
        let show = try run(["actions", "show", "ask-for-input"])
        #expect(show.code == 0, "\(show.stderr)")
        for expected in ["Ask for input  (ask-for-input)", "category: Scripting · Shortcuts: Ask for Input · asks the person",
                         "  type: String = \"text\"  one of 'text', 'number', 'date' or 'url'", "Example: ask-for-input(prompt: "] {
            #expect(show.stdout.contains(expected), "missing \(expected):\n\(show.stdout)")
        }
        // By the Shortcuts action it stands for, too.
        let byShortcutsName = try run(["actions", "show", "Append to Text File", "--json"])
        let object = try JSONSerialization.jsonObject(with: Data(byShortcutsName.stdout.utf8)) as? [String: Any]
        #expect(object?["name"] as? String == "append-file" && object?["shortcutsNames"] as? [String] == ["Append to Text File"], "\(byShortcutsName.stdout)")
        #expect(object?["capability"] as? String == "files" && object?["example"] as? String != nil)
        let help = try run(["help", "actions"])
        #expect(help.stdout.contains("  get-contents-of-url(url: URL, method: String = \"GET\", headers: [String: String]?, body: JSON?, body-type: \"json\" | \"form\" | \"multipart\" | \"raw\"?, output: \"body\" | \"response\" = \"body\") -> JSON"), "\(help.stdout)")
        #expect(help.stdout.contains("\"Get contents of [URL]\" · Shortcuts: Get Contents of URL"), "\(help.stdout)")
    }

    @Test func deprecatedIntentsAreHiddenUnlessAsked() throws {
        let definition = """
            app Old "Old" {
              handler exec "./old.py"
              intent Fresh {
                title "Fresh"
                summary "Do the new thing"
                response { success "Done." }
              }
              intent Stale {
                title "Stale"
                deprecated "use Fresh"
                summary "Do the old thing"
                response { success "Done." }
              }
            }
            """
        let directory = try temporaryDirectory(["old.flow": definition])
        let hidden = try run(["actions", "--search", "thing", "--file", "old.flow"], in: directory)
        #expect(hidden.stdout.contains("Old.Fresh") && !hidden.stdout.contains("Old.Stale"), "\(hidden.stdout)\(hidden.stderr)")
        let shown = try run(["actions", "--search", "thing", "--deprecated", "--file", "old.flow"], in: directory)
        #expect(shown.stdout.contains("Old.Stale") && shown.stdout.contains("(deprecated)"), "\(shown.stdout)")
    }

    @Test func showIsTheEditActionScreen() throws {
        let show = try run(["actions", "show", "SoupChef.OrderSoup"])
        #expect(show.code == 0)
        for expected in ["Order Soup — Soup Chef  (SoupChef.OrderSoup)", "In the summary:", "More options:",
                         "  toppings: [Topping]  \"Toppings\"", "options: from the app ('flow options SoupChef.OrderSoup toppings')",
                         "applies when orderType == .delivery", "Output: OrderDetails (orderDetails)", "range 1...99"] {
            #expect(show.stdout.contains(expected), "missing \(expected):\n\(show.stdout)")
        }
        let json = try run(["actions", "show", "Reminders.AddReminder", "--json"])
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let list = (object?["parameters"] as? [[String: Any]])?.first { $0["name"] as? String == "list" }
        #expect(list?["options"] as? String == "dynamic" && list?["inSummary"] as? Bool == true, "\(json.stdout)")
        let typo = try run(["actions", "show", "SoupChef.OrderSop"])
        #expect(typo.code == 64 && typo.stderr.contains("did you mean 'SoupChef.OrderSoup'?"))
    }

    @Test func optionsComeFromTheHandlerWithSectionsAndSubtitles() throws {
        let state = try temporaryDirectory([:])
        let stores = try run(["options", "SoupChef.OrderSoup", "storeLocation", "--state", state.path])
        #expect(stores.stdout == "Stores near you\n  3801 S Sheridan Blvd  Denver, CO\n  7401 S Lewis Ave      Tulsa, OK\n", "\(stores.stdout)\(stores.stderr)")
        let searched = try run(["options", "SoupChef.OrderSoup", "storeLocation", "--search", "tulsa", "--plain", "--state", state.path])
        #expect(searched.stdout == "7401 S Lewis Ave\n")
        let lists = try run(["options", "Reminders.AddReminder", "list", "--state", state.path, "--json"])
        #expect(lists.code == 0, "\(lists.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(lists.stdout.utf8)) as? [String: Any]
        let options = ((object?["sections"] as? [[String: Any]])?.first?["options"] as? [[String: Any]]) ?? []
        #expect(options.first?["answer"] as? String == "To-Do" && options.first?["subtitle"] as? String == "nothing to do", "\(lists.stdout)")
    }

    @Test func fixedOptionsAreFilteredByFlow() throws {
        let soups = try run(["options", "SoupChef.OrderSoup", "soup", "--search", "TOMATO"])
        #expect(soups.stdout == "Tomato Soup\n")
        let plain = try run(["options", "SoupChef.OrderSoup", "orderType", "--plain"])
        #expect(plain.stdout == "pickup\ndelivery\n")
        let none = try run(["options", "SoupChef.OrderSoup", "quantity"])
        #expect(none.code == 0 && none.stdout.isEmpty && none.stderr.contains("no options"))
        let typo = try run(["options", "SoupChef.OrderSoup", "quantty"])
        #expect(typo.code == 64 && typo.stderr.contains("did you mean 'quantity'?"))
        let badAnswer = try run(["options", "SoupChef.OrderSoup", "toppings", "--answer", "soup=gazpacho"])
        #expect(badAnswer.code == 64 && badAnswer.stderr.contains("'gazpacho' is not a Soup"), "\(badAnswer.stderr)")
    }

    @Test func anAppThatCannotStartIsExit70NamingIt() throws {
        let definition = """
            app Broken "Broken" {
              handler exec "./missing-program"
              intent Pick {
                title "Pick"
                param thing: String {
                  prompt "Which?"
                  options dynamic
                }
                summary "Pick ${thing}"
                response { success "Done." }
              }
            }
            """
        let directory = try temporaryDirectory(["broken.flow": definition])
        let state = try temporaryDirectory([:])
        let options = try run(["options", "Broken.Pick", "thing", "--file", "broken.flow", "--state", state.path], in: directory)
        #expect(options.code == 70)
        #expect(options.stderr.contains("Broken could not list the options of 'thing'"), "\(options.stderr)")
    }

    @Test func anUnreadableFileIsAUsageError() throws {
        for command in [["apps"], ["actions"], ["options", "SoupChef.OrderSoup", "soup"]] {
            let run = try run(command + ["--file", "missing.flow"])
            #expect(run.code == 64 && run.stderr.contains("cannot read 'missing.flow' (given with --file)"), "\(command): \(run.stderr)")
        }
    }
}
