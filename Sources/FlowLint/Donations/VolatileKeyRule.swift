import FlowDiagnostics
import FlowSuggestions

/// `lint.donations.volatile-key`: an activity compares its whole payload
/// unless it names required keys, so a key whose value differs every time
/// (the talks' scroll position: 79 points, then 110) keeps equal visits
/// from ever matching. Flagged: an activity donated without required keys,
/// with a key whose values are all different while the donations agree on
/// the rest at least twice. Name the keys that matter with `flow donate
/// --required` (the talks' requiredUserInfoKeys). Intents need no such
/// rule: their shortcut types say what is compared.
public struct VolatileKeyRule: LintRule {
    public let id = "lint.donations.volatile-key"
    public let summary = "An activity whose payload has a key that differs every time (a scroll position) names its required keys."

    public init() {}

    public func check(_ input: LintInput) -> [LintFinding] {
        guard let journal = input.donations else { return [] }
        var findings: [LintFinding] = []
        for (kind, donations) in journal.byKind where donations.count > 1 && donations.allSatisfy({ $0.activity != nil && $0.requiredKeys.isEmpty }) {
            let keys = Set(donations.flatMap(\.values.keys)).sorted()
            for key in keys {
                let carrying = donations.filter { $0.values[key] != nil }
                guard carrying.count > 1, Set(carrying.map { $0.values[key]! }).count == carrying.count else { continue }
                // Without the key, do some of them agree? Then the key alone keeps them apart.
                let rest = carrying.map { donation in
                    donation.values.keys.filter { $0 != key }.sorted().map { "\($0)=\(donation.values[$0]!)" }.joined(separator: "\u{1}")
                }
                guard Set(rest).count < rest.count else { continue }
                let others = keys.filter { $0 != key }
                findings.append(LintFinding(self, in: journal.file, at: journal.keyRange(key, of: carrying[0]),
                                            "'\(key)' differs in every donation of \(kind), so equal visits never match",
                                            notes: [.init("its values: \(carrying.prefix(4).map { $0.values[key]! }.joined(separator: ", "))\(carrying.count > 4 ? ", ..." : "")"),
                                                    .init("name the keys that matter, and only those are compared: flow donate --activity ... --required \(others.joined(separator: ","))")]))
            }
        }
        return findings
    }
}
