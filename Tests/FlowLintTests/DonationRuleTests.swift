import Foundation
import Testing
import FlowCompiler
import FlowDiagnostics
import FlowLint
import FlowSuggestions

/// Each donations rule with a journal it flags and one it leaves alone. The
/// journals are written as flow writes them (one JSON object a line) and
/// read through FlowSuggestions' store.
@Suite struct DonationRuleTests {
    static let soupChef = """
        app SoupChef "Soup Chef" {
          handler exec "soup"
          enum Soup {
            tomatoSoup "Tomato Soup"
            clamChowder "Clam Chowder"
          }
          enum OrderType {
            pickup
            delivery
          }
          intent OrderSoup {
            category order
            param soup: Soup
            param quantity: Integer = 1
            param orderType: OrderType = .pickup
            param deliveryLocation: Location when orderType == .delivery
            param storeLocation: Location when orderType == .pickup
            shortcut-type (soup, quantity) "Order ${quantity} ${soup}"
            shortcut-type (deliveryLocation) "Order soup to ${deliveryLocation}"
          }
        }

        """

    static func intent(_ values: String, id: String? = nil, time: String = "2026-11-16T12:10:00+01:00") -> String {
        "{\"app\":\"SoupChef\",\(id.map { "\"id\":\"\($0)\"," } ?? "")\"intent\":\"OrderSoup\",\"origin\":\"person\",\"time\":\"\(time)\",\"v\":1,\"values\":{\(values)}}"
    }

    static func activity(_ values: String, type: String = "viewMenu", required: [String] = [], time: String = "2026-11-16T12:10:00+01:00") -> String {
        let keys = required.isEmpty ? "" : ",\"required\":[" + required.map { "\"\($0)\"" }.joined(separator: ",") + "]"
        return "{\"activity\":\"\(type)\",\"app\":\"SoupChef\",\"origin\":\"app\"\(keys),\"time\":\"\(time)\",\"v\":1,\"values\":{\(values)}}"
    }

    /// Lints a journal of `lines` with the donations group's `rule`.
    func findings(_ lines: [String], rule: any LintRule) throws -> [LintFinding] {
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("flow-lint-\(UUID().uuidString)")
        let store = DonationStore(stateDirectory: state)
        try FileManager.default.createDirectory(at: store.directory, withIntermediateDirectories: true)
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: store.journal)
        defer { try? FileManager.default.removeItem(at: state) }
        let workspace = Workspace { _ in nil }
        workspace.addRoot(SourceFile(path: "soupchef.flow", text: Self.soupChef))
        let program = Compiler.compile(workspace)
        #expect(!workspace.hasErrors)
        let journal = DonationJournal.load(store, apps: program.apps, path: "donations/journal.jsonl")
        #expect(journal.problems.isEmpty, "\(journal.problems)")
        return lint([("empty.flow", "")], rule: rule, donations: journal)
    }

    // MARK: lint.donations.inconsistent-keys

    @Test func anIntentDonatedWithoutAParameterItsShortcutTypesUse() throws {
        let found = try findings([
            Self.intent("\"orderType\":\"pickup\",\"quantity\":1,\"soup\":\"tomatoSoup\",\"storeLocation\":{\"name\":\"7401 S Lewis Ave\"}"),
            Self.intent("\"orderType\":\"delivery\",\"quantity\":2,\"soup\":\"clamChowder\",\"deliveryLocation\":{\"name\":\"Home\"}"),
            Self.intent("\"soup\":\"tomatoSoup\"", id: "o-3"),
        ], rule: InconsistentKeysRule())
        #expect(messages(found) == [
            "lint.donations.inconsistent-keys: donation 'o-3' of SoupChef.OrderSoup lacks 'quantity', unlike 2 other donations of it; suggestions compare donations by their keys",
        ])
        #expect(found.first?.file.path == "donations/journal.jsonl")
        #expect(found.first.map { $0.file.position(of: $0.diagnostic.range.start).line } == 3)
    }

    @Test func relationshipsAndUncomparedParametersAreNotInconsistent() throws {
        // Pickup has a store and delivery an address; 'orderType' is in no shortcut type.
        #expect(try findings([
            Self.intent("\"orderType\":\"pickup\",\"quantity\":1,\"soup\":\"tomatoSoup\",\"storeLocation\":{\"name\":\"7401 S Lewis Ave\"}"),
            Self.intent("\"orderType\":\"delivery\",\"quantity\":2,\"soup\":\"clamChowder\",\"deliveryLocation\":{\"name\":\"Home\"}"),
            Self.intent("\"quantity\":1,\"soup\":\"tomatoSoup\""),
        ], rule: InconsistentKeysRule()).isEmpty)
    }

    @Test func anActivityWhosePayloadKeysDiffer() throws {
        let found = try findings([
            Self.activity("\"quantity\":1,\"soup\":\"tomato\""),
            Self.activity("\"quantity\":2,\"soup\":\"clam\""),
            Self.activity("\"quantity\":1,\"soup\":\"tomato\",\"scroll\":79"),
        ], rule: InconsistentKeysRule())
        #expect(messages(found) == [
            "lint.donations.inconsistent-keys: the donation on line 3 of SoupChef activity viewMenu has 'scroll', unlike 2 other donations of it; suggestions compare donations by their keys",
        ])
        #expect(found.map(pointed) == ["\"scroll\""])
        // With required keys, only those are compared.
        #expect(try findings([
            Self.activity("\"quantity\":1,\"soup\":\"tomato\"", required: ["soup", "quantity"]),
            Self.activity("\"quantity\":1,\"soup\":\"tomato\",\"scroll\":79", required: ["soup", "quantity"]),
        ], rule: InconsistentKeysRule()).isEmpty)
    }

    // MARK: lint.donations.volatile-key

    @Test func aKeyThatDiffersEveryTimeKeepsActivitiesApart() throws {
        let found = try findings([
            Self.activity("\"quantity\":1,\"scroll\":79,\"soup\":\"tomato\""),
            Self.activity("\"quantity\":1,\"scroll\":110,\"soup\":\"tomato\""),
        ], rule: VolatileKeyRule())
        #expect(messages(found) == ["lint.donations.volatile-key: 'scroll' differs in every donation of SoupChef activity viewMenu, so equal visits never match"])
        #expect(found.first?.diagnostic.notes.last?.message == "name the keys that matter, and only those are compared: flow donate --activity ... --required quantity,soup")
        // Required keys, or donations that differ anyway, are fine.
        #expect(try findings([
            Self.activity("\"quantity\":1,\"scroll\":79,\"soup\":\"tomato\"", required: ["soup"]),
            Self.activity("\"quantity\":1,\"scroll\":110,\"soup\":\"tomato\"", required: ["soup"]),
        ], rule: VolatileKeyRule()).isEmpty)
        #expect(try findings([
            Self.activity("\"quantity\":1,\"scroll\":79,\"soup\":\"tomato\""),
            Self.activity("\"quantity\":2,\"scroll\":110,\"soup\":\"clam\""),
        ], rule: VolatileKeyRule()).isEmpty)
    }

    // MARK: lint.donations.absolute-timestamp

    @Test func isoDatesAndEpochTimesAreAbsoluteTimestamps() throws {
        let found = try findings([
            Self.activity("\"day\":\"2026-03-12\",\"order\":\"o-1\"", type: "showAppointments"),
            Self.activity("\"day\":\"2026-03-13T09:30:00+01:00\",\"order\":\"o-2\"", type: "showAppointments"),
            Self.activity("\"createdAt\":1773304200,\"order\":\"o-3\"", type: "showOrder"),
            Self.activity("\"list\":{\"due\":\"2026-03-12T09:30Z\"}", type: "showList"),
        ], rule: AbsoluteTimestampRule())
        #expect(messages(found) == [
            "lint.donations.absolute-timestamp: the donation on line 1 of SoupChef activity showAppointments holds an absolute time in 'day' (2026-03-12)",
            "lint.donations.absolute-timestamp: the donation on line 3 of SoupChef activity showOrder holds an absolute time in 'createdAt' (1773304200)",
            "lint.donations.absolute-timestamp: the donation on line 4 of SoupChef activity showList holds an absolute time in 'list' (2026-03-12T09:30Z)",
        ])
        #expect(found.first?.diagnostic.notes.first?.message == "1 more donation holds one in 'day'")
        #expect(found.map(pointed) == ["\"day\"", "\"createdAt\"", "\"list\""])
    }

    @Test func relativeTimesAndOtherNumbersAreFine() throws {
        #expect(try findings([
            Self.activity("\"at\":\"12:30\",\"when\":\"tomorrow\",\"barcode\":1773304200,\"quantity\":2", type: "showOrder"),
            Self.intent("\"quantity\":1,\"soup\":\"tomatoSoup\""),
        ], rule: AbsoluteTimestampRule()).isEmpty)
    }

    // MARK: lint.donations.repeated

    @Test func theSameDonationWithinASecondIsOneActionTwice() throws {
        let found = try findings([
            Self.intent("\"quantity\":1,\"soup\":\"tomatoSoup\"", time: "2026-11-16T12:10:00+01:00"),
            Self.intent("\"quantity\":1,\"soup\":\"tomatoSoup\"", time: "2026-11-16T12:10:01+01:00"),
        ], rule: RepeatedDonationRule())
        #expect(messages(found) == [
            "lint.donations.repeated: the donation on line 2 of SoupChef.OrderSoup repeats the donation on line 1, 1 second later: one action donated twice",
        ])
    }

    @Test func laterOrDifferentDonationsAreNotRepeats() throws {
        #expect(try findings([
            Self.intent("\"quantity\":1,\"soup\":\"tomatoSoup\"", time: "2026-11-16T12:10:00+01:00"),
            Self.intent("\"quantity\":1,\"soup\":\"tomatoSoup\"", time: "2026-11-16T12:10:02+01:00"),
            Self.intent("\"quantity\":2,\"soup\":\"tomatoSoup\"", time: "2026-11-16T12:10:02+01:00"),
            Self.intent("\"quantity\":1,\"soup\":\"tomatoSoup\"", id: "o-9", time: "2026-11-16T12:10:02+01:00"),
        ], rule: RepeatedDonationRule()).isEmpty)
    }
}
