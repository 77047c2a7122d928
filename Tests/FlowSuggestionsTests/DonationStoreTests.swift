import Foundation
import Testing
import FlowCompiler
import FlowRuntime
@testable import FlowSuggestions

/// The journal: what a line keeps, deleting, retention, compaction, and
/// lines that cannot be read (reported and skipped, never a crash).
@Suite struct DonationStoreTests {
    @Test func aDonationKeepsItsValuesTimePlaceAndIdentifiers() throws {
        let berlin = TimeZone(identifier: "Europe/Berlin")!
        let giver = donor(temporaryState(), place: "Work", timeZone: berlin)
        try giver.record(Soup.order(toppings: ["Croutons"], at: "2026-11-16 11:10", group: "soup", id: "o-1"))
        let log = giver.store.load()
        #expect(log.problems.isEmpty)
        let donation = log.donation(at: 0)
        #expect(donation.app == "SoupChef" && donation.intent == "OrderSoup" && donation.activity == nil)
        #expect(donation.time == "2026-11-16T12:10:00+01:00", "local time with its offset")
        #expect(donation.moment == LocalMoment(weekday: 2, minute: 12 * 60 + 10))
        #expect(donation.place == "Work" && donation.identifier == "o-1" && donation.group == "soup" && donation.origin == .run)
        #expect(donation.values["soup"] == "\"tomatoSoup\"")
        #expect(donation.values["toppings"] == #"[{"displayString":"Croutons","identifier":"croutons","properties":{}}]"#)
        #expect(donation.valuesText(apps: compileApps()).contains("soup: Tomato Soup, storeLocation: 3801 S Sheridan Blvd, toppings: Croutons"))
        #expect(donation.when == "Mon 2026-11-16 12:10")
    }

    @Test func deletingByIdentifierGroupAppAndAll() throws {
        let giver = donor(temporaryState())
        let store = giver.store
        try giver.record(Soup.order(toppings: [], at: "2026-11-16 12:00", group: "soup", id: "a"))
        try giver.record(Soup.order(toppings: [], at: "2026-11-16 12:01", group: "soup", id: "b"))
        try giver.record(Soup.order(toppings: [], at: "2026-11-16 12:02", group: "other", id: "b"))
        try giver.record(Interaction(app: "Coffee", kind: .intent("OrderCoffee"), values: [:], group: "soup", origin: .app))
        #expect(try store.delete(.identifiers(["b", "zzz"]), app: nil) == 2)
        #expect(store.load().count == 2)
        #expect(try store.delete(.group("soup"), app: "Coffee") == 1, "--app keeps deleting to one app")
        #expect(store.load().count == 1)
        try giver.record(Interaction(app: "Coffee", kind: .intent("OrderCoffee"), values: [:], origin: .app))
        #expect(try store.delete(.all, app: "SoupChef") == 1)
        #expect(try store.delete(.all, app: nil) == 1)
        #expect(store.load().count == 0)
        #expect(try store.delete(.all, app: nil) == 0)
    }

    @Test func deletingAnAppOrAllForgetsWhatAppsPublished() throws {
        let apps = compileApps()
        let giver = donor(temporaryState())
        giver.publishSuggestions(of: "SoupChef", [SuggestedShortcut(intent: "OrderSoup", values: ["soup": Soup.chowder], title: "Chowder day")])
        var (offered, problems) = OfferedShortcut.all(handlers: [], store: giver.store, apps: apps)
        #expect(problems.isEmpty)
        #expect(offered.map(\.shortcut.title) == ["Chowder day"])
        #expect(offered.first?.shortcut.values == ["soup": Soup.chowder])
        try giver.store.delete(.group("x"), app: nil)
        #expect(OfferedShortcut.all(handlers: [], store: giver.store, apps: apps).shortcuts.count == 1, "a group is only donations")
        try giver.store.delete(.all, app: "SoupChef")
        (offered, problems) = OfferedShortcut.all(handlers: [], store: giver.store, apps: apps)
        #expect(offered.isEmpty && problems.isEmpty)
    }

    @Test func readingKeepsOnlyTheNewestWithinTheBounds() throws {
        let giver = donor(temporaryState())
        for minute in 0..<6 {
            try giver.record(Soup.order(toppings: [], at: "2026-11-16 12:0\(minute)", id: "soup-\(minute)"))
            try giver.record(Interaction(app: "Coffee", kind: .intent("OrderCoffee"), values: [:], identifier: "coffee-\(minute)", origin: .app))
        }
        let bytes = [UInt8](try Data(contentsOf: giver.store.journal))
        let log = DonationLog(bytes: bytes, name: "journal.jsonl", bounds: RetentionBounds(total: 5, perApp: 3))
        #expect(log.count == 5)
        #expect(log.droppedOverBounds == 7)
        let kept = (0..<log.count).map { log.donation(at: $0).identifier! }
        #expect(kept == ["coffee-3", "soup-4", "coffee-4", "soup-5", "coffee-5"])
    }

    @Test func theJournalIsCompactedWhenItGrowsPastItsBudget() throws {
        let bounds = RetentionBounds(total: 10, perApp: 10)
        let giver = donor(temporaryState(), bounds: bounds)
        for index in 0..<200 {
            try giver.record(Soup.order(toppings: ["Croutons"], at: "2026-11-16 12:00", id: "order-\(index)"))
            let size = try FileManager.default.attributesOfItem(atPath: giver.store.journal.path)[.size] as! Int
            #expect(size <= bounds.compactionBytes + 400)
        }
        let log = giver.store.load()
        #expect(log.problems.isEmpty)
        #expect(log.donation(at: log.count - 1).identifier == "order-199", "the newest is kept")
        #expect(log.count <= 10)
    }

    @Test func linesThatCannotBeReadAreReportedAndSkipped() throws {
        let store = DonationStore(stateDirectory: temporaryState())
        try FileManager.default.createDirectory(at: store.directory, withIntermediateDirectories: true)
        let good = String(decoding: try JournalLine.encode(Soup.order(toppings: [], at: "2026-11-16 12:00"), date: date("2026-11-16 12:00"),
                                                           timeZone: utc, place: nil), as: UTF8.self)
        let lines = [
            good.trimmingCharacters(in: .newlines),
            "this is not json",
            #"{"app":"SoupChef","intent":"OrderSoup","time":"2026-11-16T12:00:00Z","v":1,"values":{"soup":"tomatoSoup""#,
            #"{"app":"SoupChef","intent":"OrderSoup","time":"yesterday","v":1,"values":{}}"#,
            #"{"app":"SoupChef","intent":"OrderSoup","time":"2026-11-16T12:00:00Z","v":7,"values":{}}"#,
            #"{"intent":"OrderSoup","time":"2026-11-16T12:00:00Z","v":1}"#,
            #"{"app":"SoupChef","intent":"OrderSoup","time":"2026-11-16T12:00:00Z","v":1,"values":{"x":[[[[]]]]}} trailing"#,
            "",
            "[1, 2, 3]",
            String(repeating: "[", count: 100) + String(repeating: "]", count: 100),
            good.trimmingCharacters(in: .newlines),
        ]
        try (lines.joined(separator: "\n") + "\n").write(to: store.journal, atomically: true, encoding: .utf8)
        let log = store.load()
        #expect(log.count == 2)
        #expect(log.problems.count == 8)
        #expect(log.problems[0] == "journal.jsonl:2: not a donation (a line of JSON was expected)")
        #expect(log.problems[2] == "journal.jsonl:4: 'time' is not an ISO 8601 date and time")
        #expect(log.problems[3] == "journal.jsonl:5: a donation of version 7; this flow reads version 1")
        #expect(log.problems[4] == "journal.jsonl:6: a donation needs \"app\", \"intent\" (or \"activity\") and \"time\"")
        try store.compact()
        let compacted = store.load()
        #expect(compacted.count == 2 && compacted.problems.isEmpty, "compaction keeps what can be read")
    }

    @Test func valuesWithQuotesBracketsAndBackslashesKeepTheirText() throws {
        let giver = donor(temporaryState())
        let tricky: IntentValues = ["text": .string(#"say "hi" [ok] {x} \"#), "nested": .list([.list([.integer(1), .string("]")]), .string("\\\"")]),
                                    "empty": .string("")]
        try giver.record(Interaction(app: "Notes", kind: .intent("Add"), values: tricky, identifier: #"a "quoted" id"#, origin: .app))
        let log = giver.store.load()
        #expect(log.problems.isEmpty)
        let donation = log.donation(at: 0)
        #expect(donation.identifier == #"a "quoted" id"#)
        for (name, value) in tricky {
            let expected = String(decoding: try JournalLine.canonical(ProtocolValues(apps: []).encode(value)), as: UTF8.self)
            #expect(donation.values[name] == expected, "\(name)")
        }
    }

    @Test func randomBytesNeverCrashTheReader() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array(#"{}[]":,\ntruefalsnul0123456789.-eE "abc\u{1}"#.utf8) + [0xC3, 0xFF, 0x00]
        let good = Array(#"{"app":"A","intent":"B","time":"2026-11-16T12:00:00Z","v":1,"values":{"k":[1,{"x":"y\"z"}]}}"#.utf8)
        for _ in 0..<300 {
            var bytes: [UInt8] = []
            for _ in 0..<40 {
                if Bool.random(using: &generator) {
                    var line = good
                    for _ in 0..<Int.random(in: 1...4, using: &generator) {
                        line[Int.random(in: 0..<line.count, using: &generator)] = alphabet.randomElement(using: &generator)!
                    }
                    bytes += line
                } else {
                    bytes += (0..<Int.random(in: 0..<80, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
                }
                bytes.append(0x0A)
            }
            let log = DonationLog(bytes: bytes, name: "fuzz", bounds: .standard)
            for index in 0..<log.count { _ = log.donation(at: index) }
            #expect(log.count + log.problems.count <= 40 + bytes.filter { $0 == 0x0A }.count)
        }
    }

    /// A journal with one donation and the start of a second, as a write going on (or cut short) leaves it.
    func journalWithAnUnfinishedLine() throws -> Donor {
        let giver = donor(temporaryState())
        try giver.record(Soup.order(toppings: [], at: "2026-11-16 12:00"))
        let handle = try FileHandle(forWritingTo: giver.store.journal)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(#"{"app":"SoupCh"#.utf8))
        try handle.close()
        return giver
    }

    @Test func aLastLineWithoutItsNewlineIsAWriteGoingOnAndLeftOutQuietly() throws {
        let log = try journalWithAnUnfinishedLine().store.load()
        #expect(log.count == 1 && log.problems.isEmpty)
    }

    /// The unfinished line is set aside (its bytes kept in a `.corrupt-…-tail`
    /// file beside the journal) before the next donation is appended, so the
    /// new line is never glued onto it.
    @Test func anAppendAfterAnUnfinishedLineSetsItAsideAndStartsANewOne() throws {
        let giver = try journalWithAnUnfinishedLine()
        try giver.record(Soup.order(toppings: [], at: "2026-11-16 12:05"))
        let log = giver.store.load()
        #expect(log.count == 2)
        #expect(log.problems.isEmpty)
        let folder = giver.store.journal.deletingLastPathComponent().path
        let kept = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix("journal.jsonl.corrupt-") }
        #expect(kept.count == 1, "the torn bytes are kept for a person: \(kept)")
    }

    @Test func theConfigurationTurnsDonationsOff() throws {
        let off = donor(temporaryState(), settings: SuggestionSettings(donationsEnabled: false))
        #expect(try off.record(Soup.order(toppings: [], at: "2026-11-16 12:00")) == false)
        #expect(!FileManager.default.fileExists(atPath: off.store.journal.path))
        let notSoup = donor(temporaryState(), settings: SuggestionSettings(appsOff: ["SoupChef"]))
        #expect(try notSoup.record(Soup.order(toppings: [], at: "2026-11-16 12:00")) == false)
        #expect(try notSoup.record(Interaction(app: "Coffee", kind: .intent("OrderCoffee"), values: [:], origin: .app)))
        #expect(notSoup.store.load().count == 1)
    }

    @Test func aDonationOverTheSizeLimitIsRefused() throws {
        let giver = donor(temporaryState())
        let huge = Interaction(app: "Notes", kind: .intent("Add"), values: ["text": .string(String(repeating: "x", count: 70_000))], origin: .app)
        #expect(throws: JournalLine.TooLarge.self) { try giver.record(huge) }
        let warnings = Lines()
        let warning = Donor(store: giver.store, settings: SuggestionSettings(), place: nil, warn: { warnings.add($0) })
        warning.donate(huge)
        #expect(warnings.all.count == 1, "a failed donation is a warning, never an error of the run")
    }
}
