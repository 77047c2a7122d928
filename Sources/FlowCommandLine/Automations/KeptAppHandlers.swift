import FlowApps
import Foundation
import FlowCompiler
import FlowPhrases
import FlowRuntime

/// The daemon keeps external apps' programs between runs: one connection per
/// app definition, started on first use and reused by every later run (the
/// protocol answers one request at a time, so concurrent runs take turns).
/// `flow run` starts them once per run instead.
final class KeptAppHandlers: @unchecked Sendable {
    private let lock = NSLock()
    private var kept: [String: AppHandlers] = [:]
    private let context: CommandContext
    private let donations: (any Donating)?

    /// `donations` is where the kept programs' own donations go (the protocol's
    /// `donate` notifications), as the runs' do.
    init(context: CommandContext, donations: (any Donating)? = nil) {
        self.context = context
        self.donations = donations
    }

    /// The handlers for `apps`, made once per distinct set of app definitions.
    func registry(for apps: [AppModel], stateDirectory: URL) throws -> HandlerRegistry {
        let key = apps.map { "\($0.name)@\($0.path)" }.sorted().joined(separator: "\n")
        return try lock.withLock {
            if let handlers = kept[key] { return handlers.registry }
            let runID = "daemon-" + UUID().uuidString.lowercased()
            let handlers = try AppHandlers(apps: apps, stateDirectory: stateDirectory, runID: runID,
                                           log: RunLog(stateDirectory: stateDirectory, runID: runID), context: context,
                                           donations: donations, phrases: StoredPhraseReader(store: PhraseStore(stateDirectory: stateDirectory, now: context.now), apps: apps))
            kept[key] = handlers
            return handlers.registry
        }
    }

    /// Ends every kept program (at shutdown).
    func closeAll() {
        let all = lock.withLock { () -> [AppHandlers] in
            defer { kept = [:] }
            return Array(kept.values)
        }
        all.forEach { $0.close() }
    }
}
