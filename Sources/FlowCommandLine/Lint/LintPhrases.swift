import Foundation
import FlowLint
import FlowPhrases

/// The phrase rules `flow lint` applies to the phrases `.flow` files
/// declare: FlowPhrases' `PhraseRules` (2–3 words, no wake word, one
/// binding), each phrase weighed against the other declared phrases and,
/// when the state folder `phraseBook` is given, the person's own phrases, as
/// `flow phrase add` weighs a new one.
enum LintPhrases {
    static func check(phraseBook stateDirectory: URL?, context: CommandContext) -> PhraseCheck? {
        let mine = stateDirectory.map { PhraseStore(stateDirectory: $0, now: context.now).load().phrases } ?? []
        let own = PhraseBook(user: mine, declared: [], apps: []).claims()
        return { phrase, others in
            let claims = own + others.map { PhraseClaim(phrase: $0.phrase, runs: $0.runs, source: $0.source) }
            return PhraseRules.check(phrase.phrase, against: claims)
                .map { PhraseFinding(id: $0.rule.rawValue, message: $0.message, reason: $0.reason, replacement: $0.fixIt) }
        }
    }
}
