import Foundation
import FlowCompiler
import FlowDiagnostics
import FlowSuggestions

/// `lint.donations.inconsistent-keys`: donations of one intent or activity
/// carry the same keys, since suggestions compare them by those keys.
///
/// - An intent's donations are compared on the parameters its shortcut
///   types use (all donated keys when its app is unknown or it has none):
///   one that lacks a parameter the others carry cannot join their
///   pattern. A parameter whose relationship does not hold for a donation
///   (`storeLocation` of a delivery) is not expected of it.
/// - An activity's donations are compared on the keys suggestions compare:
///   its required keys, else its whole payload.
///
/// The most common key set is the expected one; each other set is reported
/// once, at its first donation, with the lines of the rest.
public struct InconsistentKeysRule: LintRule {
    public let id = "lint.donations.inconsistent-keys"
    public let summary = "Donations of one intent or activity carry the same parameters or payload keys."

    public init() {}

    public func check(_ input: LintInput) -> [LintFinding] {
        guard let journal = input.donations else { return [] }
        var findings: [LintFinding] = []
        for (kind, donations) in journal.byKind where donations.count > 1 {
            let intent = donations.first.flatMap(journal.intent(of:))
            // For an intent: the parameters it lacks; for an activity (or an unknown intent): the keys compared.
            let lacking = intent.map { Self.comparedParameters($0) }.flatMap { $0.isEmpty ? nil : $0 }
            var signatures: [[String]] = []
            var members: [[String]: [Donation]] = [:]
            for donation in donations {
                let signature: [String]
                if let intent, let parameters = lacking {
                    signature = parameters.filter { name in
                        donation.values[name] == nil && intent.parameter(name).map { Self.applies($0, to: donation) } ?? true
                    }.sorted()
                } else {
                    signature = (donation.activity != nil && !donation.requiredKeys.isEmpty ? Set(donation.requiredKeys) : Set(donation.values.keys)).sorted()
                }
                if members[signature] == nil { signatures.append(signature) }
                members[signature, default: []].append(donation)
            }
            guard signatures.count > 1 else { continue }
            // The most common set is the usual one; of equally common sets, the first donated.
            let usual = signatures.max { members[$0]!.count < members[$1]!.count }!
            let usualCount = members[usual]!.count
            for signature in signatures where signature != usual {
                let group = members[signature]!
                let first = group[0]
                let (missing, extra) = lacking != nil
                    ? (Set(signature).subtracting(usual), Set(usual).subtracting(signature))
                    : (Set(usual).subtracting(signature), Set(signature).subtracting(usual))
                var parts: [String] = []
                if !missing.isEmpty { parts.append("lacks \(Self.list(missing))") }
                if !extra.isEmpty { parts.append("has \(Self.list(extra))") }
                let others = "\(usualCount) other donation\(usualCount == 1 ? "" : "s") of it"
                let message = "\(journal.name(first)) of \(kind) \(parts.joined(separator: " and ")), unlike \(others); suggestions compare donations by their keys"
                let range = extra.sorted().first.map { journal.keyRange($0, of: first) } ?? journal.lineRange(first)
                var notes: [Diagnostic.Note] = []
                if group.count > 1 { notes.append(.init("so do the donations on \(DonationJournal.lines(Array(group.dropFirst())))")) }
                notes.append(.init("the usual keys are on \(DonationJournal.lines(members[usual]!))"))
                if first.activity != nil && first.requiredKeys.isEmpty {
                    notes.append(.init("an activity's required keys (flow donate --required) are all that suggestions compare"))
                }
                findings.append(LintFinding(self, in: journal.file, at: range, message, notes: notes))
            }
        }
        return findings
    }

    /// The parameters an intent's shortcut types use: what suggestions compare.
    static func comparedParameters(_ intent: IntentModel) -> [String] {
        var names: [String] = []
        for type in intent.shortcutTypes { for name in type.parameters where !names.contains(name) { names.append(name) } }
        return names
    }

    /// Whether a parameter's relationship holds for a donation (true without one).
    static func applies(_ parameter: ParameterModel, to donation: Donation) -> Bool {
        guard let relationship = parameter.relationship else { return true }
        guard let parent = donation.values[relationship.parent] else { return false }
        guard let expected = json(relationship.value) else { return true }
        return (parent == expected) == relationship.isEqual
    }

    /// A constant as the journal writes it, for the kinds a relationship compares.
    static func json(_ value: Value) -> String? {
        switch value {
        case .enumCase(_, _, let name): "\"\(name)\""
        case .boolean(let flag): flag ? "true" : "false"
        case .integer(let number): String(number)
        case .string(let text): (try? JSONSerialization.data(withJSONObject: [text], options: [.withoutEscapingSlashes])).map { String(decoding: $0.dropFirst().dropLast(), as: UTF8.self) }
        default: nil
        }
    }

    static func list(_ keys: Set<String>) -> String {
        keys.sorted().map { "'\($0)'" }.joined(separator: ", ")
    }
}
