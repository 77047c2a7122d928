import Foundation

/// Where what people do is recorded, so suggestions can learn from it: the
/// talks' "donate" step, between define and handle.
///
/// The runtime only reports what happened (every successful intent run, and
/// what apps donate through `AppDonations` or the external protocol). The
/// store behind this protocol (FlowSuggestions' `Donor`) stamps the time and
/// place, applies the user's settings and keeps the journal, so the
/// interpreter never needs to know about files. Recording must never fail a
/// run: an implementation reports its own problems and returns.
public protocol Donating: Sendable {
    /// Records one interaction.
    func donate(_ interaction: Interaction)
    /// Forgets donations of `app` (an app may only delete its own).
    func deleteDonations(of app: String, _ selection: DonationSelection)
    /// Replaces the shortcuts `app` suggests on its own (the talks'
    /// `setShortcutSuggestions`: "soup of the day").
    func publishSuggestions(of app: String, _ suggestions: [SuggestedShortcut])
}

/// Which of an app's donations to delete, as the talks' `INInteraction`
/// deletes them: by identifier, by group identifier, or all.
public enum DonationSelection: Sendable, Equatable {
    case identifiers([String])
    case group(String)
    case all
}
