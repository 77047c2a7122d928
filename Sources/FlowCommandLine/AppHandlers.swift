import Foundation
import FlowApps
import FlowCompiler
import FlowRuntime

/// The handlers of a program's apps, for one run (or one `flow options`):
/// Soup Chef's Swift handlers when the program uses the built-in Soup Chef,
/// and a connection to the program of every app declared `handler exec`.
/// `close()` ends those programs.
struct AppHandlers {
    var registry = HandlerRegistry()
    let external = ExternalApps()

    /// Why the handlers could not be set up: a handler that does not match its definition.
    struct Mismatch: Error, CustomStringConvertible {
        var description: String
    }

    init(apps: [AppModel], stateDirectory: URL, runID: String, log: RunLog, context: CommandContext,
         donations: (any Donating)? = nil, phrases: (any PhraseReading)? = nil) throws(Mismatch) {
        for app in apps where app.handler == .builtin {
            guard let handler = BuiltinHandlers.handler(for: app.name) else { continue }
            do { try registry.register(handler, for: app) } catch {
                throw Mismatch(description: "the built-in \(app.name) does not match this definition of \(app.name):\n\(error)")
            }
        }
        do {
            try external.register(in: &registry, apps: apps, stateDirectory: stateDirectory, runID: runID, log: log,
                                  workingDirectory: context.currentDirectory, donations: donations, phrases: phrases)
        } catch {
            external.close()
            throw Mismatch(description: "an external app does not match its definition:\n\(error)")
        }
    }

    /// Ends the apps' programs, waiting until each is reaped (up to two
    /// seconds for one that ignores `shutdown`); Ctrl-C meanwhile kills them at once.
    func close() {
        let external = external
        guard external.hasPrograms else { return }
        let uninstall = InterruptSignal.install { external.killAll() }
        defer { uninstall() }
        external.close()
    }
}
