import Foundation
import FlowCompiler
import FlowRuntime
import FlowState

/// The notifications an external app may send between answers (README.md
/// here): `donate`, `deleteDonations` and `suggest`. Each is checked against
/// the app's definition; one that does not fit is written to the run's log
/// and ignored, so a bad donation never fails the run it arrived in.
enum AppNotifications {
    static func handle(_ method: String, _ params: [String: Any], app: AppModel, apps: [AppModel], donations: (any Donating)?,
                       log: (String) -> Void) {
        do {
            switch method {
            case "donate":
                let interaction = try donation(params, app: app, coder: ProtocolValues(apps: apps))
                log("\(app.name) donated \(describe(interaction))")
                donations?.donate(interaction)
            case "deleteDonations":
                let selection = try selection(params)
                log("\(app.name) deleted its donations: \(selection)")
                donations?.deleteDonations(of: app.name, selection)
            case "suggest":
                guard let list = params["suggestions"] as? [Any] else {
                    throw ProtocolValues.Mismatch(description: "suggest needs {\"suggestions\": [...]}")
                }
                let coder = ProtocolValues(apps: apps)
                var shortcuts: [SuggestedShortcut] = []
                for item in list { shortcuts.append(try SuggestedShortcut(json: item, app: app, values: coder)) }
                log("\(app.name) suggested \(shortcuts.count) shortcut\(shortcuts.count == 1 ? "" : "s")")
                donations?.publishSuggestions(of: app.name, shortcuts)
            default:
                log("\(app.name) sent the notification '\(method)', which flow does not know; ignored")
            }
        } catch {
            log("\(app.name) sent a \(method) that does not fit its definition, ignored: \(error)")
        }
    }

    /// `{"intent": "AddReminder", "values": {...}, "identifier": "r-1", "group": "groceries"}`, or an activity:
    /// `{"activity": "viewList", "title": "Groceries", "payload": {...}, "requiredKeys": ["list"]}`.
    static func donation(_ params: [String: Any], app: AppModel, coder: ProtocolValues) throws(ProtocolValues.Mismatch) -> Interaction {
        let identifier = params["identifier"] as? String, group = params["group"] as? String
        if let type = params["activity"] as? String {
            guard let payload = (params["payload"] ?? [String: Any]()) as? [String: Any] else {
                throw ProtocolValues.Mismatch(description: "an activity's payload should be an object")
            }
            let required = params["requiredKeys"] as? [String] ?? []
            return Interaction(app: app.name, kind: .activity(type: type, title: params["title"] as? String, requiredKeys: required),
                               values: payload.mapValues(RuntimeJSON.value), identifier: identifier, group: group, origin: .app)
        }
        guard let name = params["intent"] as? String else {
            throw ProtocolValues.Mismatch(description: "donate needs \"intent\" (or \"activity\")")
        }
        guard let intent = app.intent(name) else { throw ProtocolValues.Mismatch(description: "'\(name)' is not an intent of \(app.name)") }
        let values = try SuggestedShortcut.values(params["values"], intent: intent, coder: coder, what: "donation of \(app.name).\(name)")
        return Interaction(app: app.name, kind: .intent(name), values: values, identifier: identifier, group: group, origin: .app)
    }

    /// `{"identifiers": [...]}`, `{"group": "..."}` or `{"all": true}`.
    static func selection(_ params: [String: Any]) throws(ProtocolValues.Mismatch) -> DonationSelection {
        if let identifiers = params["identifiers"] as? [String] { return .identifiers(identifiers) }
        if let group = params["group"] as? String { return .group(group) }
        if params["all"] as? Bool == true { return .all }
        throw ProtocolValues.Mismatch(description: "deleteDonations needs {\"identifiers\": [...]}, {\"group\": \"...\"} or {\"all\": true}")
    }

    static func describe(_ interaction: Interaction) -> String {
        let values = interaction.values.keys.sorted().map { "\($0)=\(interaction.values[$0]!)" }.joined(separator: " ")
        switch interaction.kind {
        case .intent(let name): return "\(name) \(values)"
        case .activity(let type, _, _): return "the activity \(type) \(values)"
        }
    }
}
