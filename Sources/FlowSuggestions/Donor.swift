import Foundation
import FlowRuntime

/// The `Donating` that runs and apps report to: it stamps each interaction
/// with the time (its clock, in its time zone) and the place, honors the
/// configuration (`"donations": false`, or off for one app), and appends it
/// to the store. A donation that cannot be stored is reported through
/// `warn` and the run goes on.
public struct Donor: Donating {
    public let store: DonationStore
    public let settings: SuggestionSettings
    /// Where the person is now (see `PlaceFinder`).
    public let place: String?
    public let timeZone: TimeZone
    let now: @Sendable () -> Date
    let warn: @Sendable (String) -> Void

    public init(store: DonationStore, settings: SuggestionSettings, place: String?, timeZone: TimeZone = .current,
                now: @escaping @Sendable () -> Date = { Date() }, warn: @escaping @Sendable (String) -> Void = { _ in }) {
        self.store = store
        self.settings = settings
        self.place = place
        self.timeZone = timeZone
        self.now = now
        self.warn = warn
    }

    /// Records `interaction`; false when the configuration turned donations off for its app.
    @discardableResult
    public func record(_ interaction: Interaction) throws -> Bool {
        guard settings.allowsDonations(from: interaction.app) else { return false }
        let line = try JournalLine.encode(interaction, date: interaction.date ?? now(), timeZone: timeZone, place: interaction.place ?? place)
        try store.append(line)
        return true
    }

    public func donate(_ interaction: Interaction) {
        do { try record(interaction) } catch {
            warn("could not record a donation of \(interaction.app): \(error)")
        }
    }

    public func deleteDonations(of app: String, _ selection: DonationSelection) {
        do { try store.delete(selection, app: app) } catch {
            warn("could not delete donations of \(app): \(error)")
        }
    }

    public func publishSuggestions(of app: String, _ suggestions: [SuggestedShortcut]) {
        let coder = ProtocolValues(apps: [])
        do { try store.publish(suggestions.map { $0.json(values: coder) }, of: app) } catch {
            warn("could not keep the suggestions of \(app): \(error)")
        }
    }
}
