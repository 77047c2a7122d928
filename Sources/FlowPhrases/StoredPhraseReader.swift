import Foundation
import FlowCompiler
import FlowRuntime

/// The `PhraseReading` of runs: the person's phrases bound to an app's
/// intents, read from the phrase book each time an app asks (a few hundred
/// bytes), so a phrase added during a long run is seen. Values that no
/// longer fit the app's definition are left out, never a failure.
public struct StoredPhraseReader: PhraseReading {
    let store: PhraseStore
    let apps: [AppModel]

    public init(store: PhraseStore, apps: [AppModel]) {
        self.store = store
        self.apps = apps
    }

    public func phrases(boundTo app: String) -> [BoundPhrase] {
        store.load().phrases.compactMap { phrase in
            guard phrase.target.app == app, let invocation = try? PhraseValues.invocation(of: phrase.target, apps: apps) else { return nil }
            return BoundPhrase(phrase: phrase.phrase, intent: invocation.intent, values: invocation.values)
        }
    }
}
