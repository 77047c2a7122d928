import Foundation

/// What an app's Swift handler sees of donations (`HandlerContext.donations`):
/// it donates what the person did in the app, deletes what the person
/// deleted ("deleting the thing deletes its donations"), and publishes its
/// own suggestions. Everything is scoped to the app: it cannot touch
/// another app's donations.
public struct AppDonations: Sendable {
    public let app: String
    let sink: any Donating

    public init(app: String, sink: any Donating) {
        self.app = app
        self.sink = sink
    }

    /// Donates an intent with its values, as if the person had run it.
    public func donate(intent: String, values: IntentValues, identifier: String? = nil, group: String? = nil) {
        sink.donate(Interaction(app: app, kind: .intent(intent), values: values, identifier: identifier, group: group, origin: .app))
    }

    /// Donates an activity: a type of the app's own, a title people read, a
    /// payload, and the payload keys that make two activities the same.
    public func donate(activity type: String, title: String?, payload: IntentValues, requiredKeys: [String] = [],
                       identifier: String? = nil, group: String? = nil) {
        sink.donate(Interaction(app: app, kind: .activity(type: type, title: title, requiredKeys: requiredKeys), values: payload,
                                identifier: identifier, group: group, origin: .app))
    }

    public func delete(identifiers: [String]) { sink.deleteDonations(of: app, .identifiers(identifiers)) }
    public func delete(group: String) { sink.deleteDonations(of: app, .group(group)) }
    public func deleteAll() { sink.deleteDonations(of: app, .all) }

    /// Replaces the app's suggested shortcuts.
    public func suggest(_ shortcuts: [SuggestedShortcut]) { sink.publishSuggestions(of: app, shortcuts) }
}
