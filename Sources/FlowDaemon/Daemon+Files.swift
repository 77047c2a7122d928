import Foundation
import FlowState

/// `file-changed` triggers: the files their patterns name are watched
/// (`FileWatcher`, re-armed on every reload), and each change is posted to
/// the event spool as a `flow.file.changed` event with `path`, `name`,
/// `change` (created, modified, deleted) and `watch` (the pattern) in its
/// data. From there it is an event like any other: durable, delivered
/// once, routed to the triggers watching that pattern, debounced and
/// throttled by their options.
extension Daemon {
    /// Watches what the loaded automations' `file-changed` triggers name.
    func rearmFiles(_ patterns: [String]) {
        guard let watcher else {
            if !patterns.isEmpty { options.log("file-changed triggers cannot fire: there is no inotify here") }
            return
        }
        for note in watcher.watch(patterns) { options.log(note) }
    }

    /// Posts the changes the watcher has seen to the spool, as one batch.
    func passFiles(now: Date) {
        guard let watcher, !isStopping else { return }
        let (changes, notes) = watcher.read()
        for note in notes { options.log(note) }
        guard !changes.isEmpty else { return }
        var posted: [Event] = []
        for change in changes {
            options.log("file \(change.kind.rawValue): \(change.path)")
            do {
                posted.append(try Event(type: FileWatcher.eventType, id: "file-" + UUID().uuidString.lowercased(), source: "flow", time: now,
                                        data: ["path": .string(change.path), "name": .string((change.path as NSString).lastPathComponent),
                                               "change": .string(change.kind.rawValue), "watch": .string(change.pattern)]))
            } catch {
                options.log("could not post the change of \(change.path): \(error)")
            }
        }
        do { try spool.post(posted) } catch { options.log("could not post file changes: \(error)") }
    }
}
