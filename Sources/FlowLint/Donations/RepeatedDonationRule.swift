import Foundation
import FlowDiagnostics
import FlowSuggestions

/// `lint.donations.repeated`: one user action is donated once. Two
/// donations of the same intent (or activity) with the same values, place,
/// group and identifier (two identifiers are two things), made within a
/// second of each other, are one action donated
/// twice (an app donating as well as flow's run, say), which counts the
/// habit double. Reported once per intent, at the first repeat.
public struct RepeatedDonationRule: LintRule {
    public let id = "lint.donations.repeated"
    public let summary = "Each user action is donated exactly once: no identical donations within a second."

    /// Donations this close (seconds) with equal content are one action.
    public static let window: TimeInterval = 1

    public init() {}

    public func check(_ input: LintInput) -> [LintFinding] {
        guard let journal = input.donations else { return [] }
        let formatter = ISO8601DateFormatter()
        var findings: [LintFinding] = []
        for (kind, donations) in journal.byKind where donations.count > 1 {
            var same: [String: [(date: Date, donation: Donation)]] = [:]
            for donation in donations {
                guard let date = formatter.date(from: donation.time) else { continue }
                let content = donation.values.keys.sorted().map { "\($0)=\(donation.values[$0]!)" }.joined(separator: "\u{1}")
                    + "\u{2}\(donation.place ?? "")\u{2}\(donation.group ?? "")\u{2}\(donation.title ?? "")\u{2}\(donation.identifier ?? "")"
                same[content, default: []].append((date, donation))
            }
            var repeats: [(earlier: Donation, later: Donation, seconds: TimeInterval)] = []
            for (_, group) in same where group.count > 1 {
                let sorted = group.sorted { ($0.date, $0.donation.line) < ($1.date, $1.donation.line) }
                for (earlier, later) in zip(sorted, sorted.dropFirst()) where later.date.timeIntervalSince(earlier.date) <= Self.window {
                    repeats.append((earlier.donation, later.donation, later.date.timeIntervalSince(earlier.date)))
                }
            }
            guard let first = repeats.min(by: { $0.later.line < $1.later.line }) else { continue }
            var notes = [Diagnostic.Note("donate once for each thing the person does, even when it takes several steps in the app")]
            if repeats.count > 1 { notes.insert(.init("\(repeats.count - 1) more repeated donation\(repeats.count == 2 ? "" : "s") of \(kind)"), at: 0) }
            let when = first.seconds < 0.5 ? "in the same second" : "\(Int(first.seconds.rounded())) second later"
            findings.append(LintFinding(self, in: journal.file, at: journal.lineRange(first.later),
                                        "\(journal.name(first.later)) of \(kind) repeats the donation on line \(first.earlier.line), \(when): one action donated twice",
                                        notes: notes))
        }
        return findings
    }
}
