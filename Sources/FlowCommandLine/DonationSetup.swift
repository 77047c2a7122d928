import Foundation
import FlowRuntime
import FlowSuggestions

/// The donation store and donor of a command, set up one way everywhere:
/// the state folder's `donations/`, the configuration's settings, the place
/// (`--place`, `$FLOW_PLACE`, config.json), the person's time zone (`$TZ`)
/// and the command's clock. Problems storing a donation are warnings.
enum DonationSetup {
    /// `now` is the command's clock unless given (the daemon's test clock).
    static func donor(stateDirectory: URL, configuration: FlowConfiguration, place override: String?, context: CommandContext,
                      now: (@Sendable () -> Date)? = nil) -> Donor {
        let stderr = context.stderr
        return Donor(store: DonationStore(stateDirectory: stateDirectory), settings: configuration.suggestions,
                     place: place(override, configuration: configuration, context: context), timeZone: context.timeZone, now: now ?? context.now,
                     warn: { stderr.line("warning: \($0)") })
    }

    static func place(_ override: String?, configuration: FlowConfiguration, context: CommandContext) -> String? {
        PlaceFinder.current(override: override, environment: context.environment, settings: configuration.suggestions)
    }
}
