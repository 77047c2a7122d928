import Foundation
import FlowCompiler
import FlowRuntime

/// How suggestions read: the shortcut type's title and subtitle filled with
/// the values as dialog renders them ("Order 1 Tomato Soup with
/// Croutons"), and the invocation that runs them.
struct SuggestionRenderer {
    let log: DonationLog
    let apps: [AppModel]
    let stored: StoredValues

    init(log: DonationLog, apps: [AppModel]) {
        self.log = log
        self.apps = apps
        self.stored = StoredValues(apps: apps)
    }

    /// A learned pattern; nil when its values no longer fit the definition.
    func learned(source: PatternSource, projection: PatternSource.Projection, values: [String: String], newest: Int,
                 evidence: Evidence, score: Double) -> Suggestion? {
        let display = source.app?.displayName ?? source.appName
        if let activity = source.activity {
            var payload: IntentValues = [:]
            for (name, text) in values {
                guard let value = StoredValues.payload(text) else { return nil }
                payload[name] = value
            }
            let title = newest >= 0 ? log.donation(at: newest).title : nil
            return Suggestion(kind: .activity(app: source.appName, type: activity, payload: payload),
                              title: title.map { TemplateRenderer.render(Template.parsing($0), values: payload) } ?? activity,
                              subtitle: nil, appDisplayName: display, supportsBackground: false, score: score, evidence: evidence)
        }
        guard let intent = source.intent, let type = projection.shortcutType, let decoded = decode(values, intent: intent) else { return nil }
        return Suggestion(kind: .intent(IntentInvocation(app: source.appName, intent: intent.name, values: decoded)),
                          title: TemplateRenderer.render(type.title, values: decoded),
                          subtitle: type.subtitle.map { TemplateRenderer.render($0, values: decoded) }, appDisplayName: display,
                          supportsBackground: type.supportsBackground, score: score, evidence: evidence)
    }

    /// An app's suggested shortcut: its own title, else its shortcut type's, else the intent's.
    func offered(_ item: OfferedShortcut, evidence: Evidence, score: Double) -> Suggestion? {
        guard let app = apps.first(where: { $0.name == item.app }), let intent = app.intent(item.shortcut.intent) else { return nil }
        let values = item.shortcut.values
        let type = Self.shortcutType(for: Set(values.keys), in: intent)
        return Suggestion(kind: .intent(IntentInvocation(app: app.name, intent: intent.name, values: values)),
                          title: item.shortcut.title ?? type.map { TemplateRenderer.render($0.title, values: values) } ?? intent.title,
                          subtitle: item.shortcut.subtitle ?? type?.subtitle.map { TemplateRenderer.render($0, values: values) },
                          appDisplayName: app.displayName, supportsBackground: type?.supportsBackground ?? true, score: score, evidence: evidence)
    }

    /// One donation as it would be suggested, with all its values; nil when
    /// its intent is unknown or its values no longer fit.
    func recent(_ index: Int) -> Suggestion? {
        let donation = log.donation(at: index)
        let app = apps.first { $0.name == donation.app }
        var evidence = Evidence()
        evidence.donations = [index]
        if let activity = donation.activity {
            var payload: IntentValues = [:]
            for (name, text) in donation.values {
                guard let value = StoredValues.payload(text) else { return nil }
                payload[name] = value
            }
            return Suggestion(kind: .activity(app: donation.app, type: activity, payload: payload),
                              title: donation.title.map { TemplateRenderer.render(Template.parsing($0), values: payload) } ?? activity,
                              subtitle: nil, appDisplayName: app?.displayName ?? donation.app, supportsBackground: false, score: 0, evidence: evidence)
        }
        guard let app, let name = donation.intent, let intent = app.intent(name), let values = decode(donation.values, intent: intent) else { return nil }
        let type = Self.shortcutType(for: Set(values.filter { !Self.isEmpty($0.value) }.keys), in: intent)
        return Suggestion(kind: .intent(IntentInvocation(app: app.name, intent: intent.name, values: values)),
                          title: type.map { TemplateRenderer.render($0.title, values: values) } ?? intent.title,
                          subtitle: type?.subtitle.map { TemplateRenderer.render($0, values: values) }, appDisplayName: app.displayName,
                          supportsBackground: type?.supportsBackground ?? true, score: 0, evidence: evidence)
    }

    /// Stored values as the intent's types; nil when one does not fit.
    func decode(_ values: [String: String], intent: IntentModel) -> IntentValues? {
        var decoded: IntentValues = [:]
        for (name, text) in values {
            guard let parameter = intent.parameter(name), let value = stored.value(text, as: parameter.type, name: name) else { return nil }
            if value != .nothing { decoded[name] = value }
        }
        return decoded
    }

    static func isEmpty(_ value: RuntimeValue) -> Bool {
        switch value {
        case .nothing: true
        case .list(let items): items.isEmpty
        case .string(let text): text.isEmpty
        default: false
        }
    }

    /// The shortcut type that shows these parameters best: the one with
    /// exactly them, else the largest whose parameters they all cover.
    static func shortcutType(for names: Set<String>, in intent: IntentModel?) -> ShortcutTypeModel? {
        guard let intent else { return nil }
        if let exact = intent.shortcutTypes.first(where: { Set($0.parameters) == names }) { return exact }
        return intent.shortcutTypes.filter { Set($0.parameters).isSubset(of: names) }.max { $0.parameters.count < $1.parameters.count }
    }
}
