import Foundation
import FlowLint

/// The phrase rules `flow lint` applies to the phrases `.flow` files
/// declare. Phrases and their rules (FlowPhrases' `PhraseRules`) are not in
/// this build, so there is no check and the phrases group finds nothing.
/// Wiring them in is this file alone: return a check that asks
/// `PhraseRules.check` of each phrase, against the person's phrase book
/// and the other declared phrases (see FlowLint's README, "Phrases").
enum LintPhrases {
    static func check(stateDirectory: URL, context: CommandContext) -> PhraseCheck? {
        nil
    }
}
