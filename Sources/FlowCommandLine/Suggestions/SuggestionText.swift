import Foundation
import FlowCompiler
import FlowRuntime
import FlowSuggestions

/// How `flow suggest` prints suggestions: numbered titles with their
/// subtitle and app, and with `--explain` the donations behind each and what
/// it was preferred over; or JSON.
enum SuggestionText {
    /// How many donations `--explain` lists under a suggestion (the newest).
    static let donationsShown = 5

    static func text(_ list: SuggestionList, context: SuggestionContext, log: DonationLog, apps: [AppModel], explain: Bool, recent: Bool) -> String {
        var text = recent ? "The newest donations, as they would be suggested:\n" : "Suggestions for \(context):\n"
        let width = String(list.suggestions.count).count
        for (index, suggestion) in list.suggestions.enumerated() {
            let number = String(index + 1).padding(toLength: width, withPad: " ", startingAt: 0)
            let indent = String(repeating: " ", count: width + 2)
            text += "\(number). \(suggestion.title)\n"
            var details = [suggestion.subtitle, suggestion.appDisplayName].compactMap { $0 }
            if recent, let newest = suggestion.evidence.donations.last {
                let donation = log.donation(at: newest)
                details.append("donated \(donation.when)" + (donation.place.map { " at \($0)" } ?? ""))
            }
            text += indent + details.joined(separator: " · ") + "\n"
            if explain { text += explanation(suggestion, context: context, log: log, apps: apps, indent: indent) }
        }
        return text
    }

    static func explanation(_ suggestion: Suggestion, context: SuggestionContext, log: DonationLog, apps: [AppModel], indent: String) -> String {
        let evidence = suggestion.evidence
        var lines: [String] = []
        if !evidence.donations.isEmpty {
            var parts: [String] = []
            if evidence.inBucket > 0 { parts.append("\(evidence.inBucket) like now (\(context.bucketDescription)" + (context.place.map { " at \($0)" } ?? "") + ")") }
            if evidence.atTimeOfDay > 0 { parts.append("\(evidence.atTimeOfDay) at \(context.timeOfDay.rawValue) on other days or places") }
            if evidence.elsewhere > 0 { parts.append("\(evidence.elsewhere) at other times") }
            let count = evidence.donations.count
            lines.append("why: \(count) donation\(count == 1 ? "" : "s")" + (parts.isEmpty ? "" : ": " + parts.joined(separator: ", ")))
            for index in evidence.donations.suffix(donationsShown).reversed() {
                let donation = log.donation(at: index)
                var tags: [String] = []
                if let place = donation.place { tags.append("at \(place)") }
                if let identifier = donation.identifier { tags.append("id \(identifier)") }
                if let group = donation.group { tags.append("group \(group)") }
                lines.append("  \(donation.when)  \(donation.valuesText(apps: apps))" + (tags.isEmpty ? "" : "  (" + tags.joined(separator: ", ") + ")"))
            }
            if count > donationsShown { lines.append("  ... and \(count - donationsShown) older") }
        }
        if let fromApp = evidence.fromApp { lines.append((evidence.donations.isEmpty ? "why: " : "also ") + fromApp) }
        for preference in evidence.preferredOver {
            lines.append("ranked above “\(preference.title)” (\(preference.donations) donations, \(preference.donationsInBucket) like now): "
                         + "more specific, and made by enough donations now")
        }
        for title in evidence.folded { lines.append("stands for “\(title)” too (the same donations)") }
        if evidence.demoted { lines.append("ranked lower: it cannot run in the background") }
        return lines.map { indent + $0 + "\n" }.joined()
    }

    static func json(_ list: SuggestionList, context: SuggestionContext, recent: Bool) -> [String: Any] {
        var situation: [String: Any] = ["day": LocalMoment.dayNames[context.moment.weekday - 1], "time": context.moment.clock,
                                        "timeOfDay": context.timeOfDay.rawValue, "kindOfDay": context.dayKind.rawValue]
        situation["place"] = context.place ?? NSNull()
        let coder = ProtocolValues(apps: [])
        let items: [[String: Any]] = list.suggestions.enumerated().map { index, suggestion in
            var fields: [String: Any] = ["rank": index + 1, "title": suggestion.title, "app": suggestion.appDisplayName,
                                         "background": suggestion.supportsBackground, "score": suggestion.score,
                                         "donations": suggestion.evidence.donations.count, "donationsNow": suggestion.evidence.inBucket]
            switch suggestion.kind {
            case .intent(let invocation):
                fields["intent"] = invocation.name
                fields["values"] = coder.encode(invocation.values)
            case .activity(let app, let type, let payload):
                fields["activity"] = "\(app).\(type)"
                fields["values"] = coder.encode(payload)
            }
            if let subtitle = suggestion.subtitle { fields["subtitle"] = subtitle }
            if let fromApp = suggestion.evidence.fromApp { fields["fromApp"] = fromApp }
            return fields
        }
        return recent ? ["recent": items] : ["context": situation, "suggestions": items]
    }
}
