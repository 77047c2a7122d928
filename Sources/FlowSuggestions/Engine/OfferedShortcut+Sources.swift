import Foundation
import FlowCompiler
import FlowRuntime

extension OfferedShortcut {
    /// Everything apps suggest: the lists of their Swift handlers (built in,
    /// free to ask) and what external apps published with `suggest` (kept by
    /// the store, so suggesting never starts a program). A published
    /// suggestion that no longer fits its app's definition is a problem and
    /// left out; one of an app not known here is left out silently.
    public static func all(handlers: [AppHandler], store: DonationStore, apps: [AppModel]) -> (shortcuts: [OfferedShortcut], problems: [String]) {
        var shortcuts: [OfferedShortcut] = []
        var problems: [String] = []
        for handler in handlers.sorted(by: { $0.app < $1.app }) {
            shortcuts += handler.suggestions.map { OfferedShortcut(app: handler.app, shortcut: $0) }
        }
        let coder = ProtocolValues(apps: apps)
        let published = store.publishedSuggestions()
        for name in published.keys.sorted() {
            guard let app = apps.first(where: { $0.name == name }) else { continue }
            for item in published[name] as? [Any] ?? [] {
                do {
                    shortcuts.append(OfferedShortcut(app: name, shortcut: try SuggestedShortcut(json: item, app: app, values: coder)))
                } catch {
                    problems.append("\(store.suggestedFile.path): a suggestion of \(name) left out: \(error)")
                }
            }
        }
        return (shortcuts, problems)
    }
}
