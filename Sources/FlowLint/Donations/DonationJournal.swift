import Foundation
import FlowCompiler
import FlowDiagnostics
import FlowSuggestions

/// The donation journal as `flow lint --donations` reads it: every donation
/// (through FlowSuggestions' store), the apps that define them, and the
/// journal's text, so that a warning points at the donation's line and key
/// (`…/donations/journal.jsonl:3:88`) like a `.flow` file's do.
public struct DonationJournal: Sendable {
    /// The journal's text, named by its path.
    public let file: SourceFile
    public let donations: [Donation]
    public let apps: [AppModel]
    /// Lines that could not be read, as "journal.jsonl:17: ..." (each skipped).
    public let problems: [String]

    /// Donations by kind (app and intent, or app and activity type), in journal order.
    let byKind: [(kind: String, donations: [Donation])]

    public init(file: SourceFile, donations: [Donation], apps: [AppModel], problems: [String] = []) {
        self.file = file
        self.donations = donations
        self.apps = apps
        self.problems = problems
        var order: [String] = []
        var groups: [String: [Donation]] = [:]
        for donation in donations {
            let kind = donation.action
            if groups[kind] == nil { order.append(kind) }
            groups[kind, default: []].append(donation)
        }
        byKind = order.map { ($0, groups[$0]!) }
    }

    /// Reads `store`'s journal; `path` is how the journal is named in warnings.
    public static func load(_ store: DonationStore, apps: [AppModel], path: String? = nil) -> DonationJournal {
        let log = store.load()
        let bytes = FileManager.default.contents(atPath: store.journal.path).map(Array.init) ?? []
        return DonationJournal(file: SourceFile(path: path ?? store.journal.path, bytes: bytes),
                               donations: (0..<log.count).map(log.donation(at:)), apps: apps, problems: log.problems)
    }

    /// "donation 'o-1'" when it has an identifier, else "the donation on line 3".
    func name(_ donation: Donation) -> String {
        donation.identifier.map { "donation '\($0)'" } ?? "the donation on line \(donation.line)"
    }

    /// The donation's line, without its newline.
    func lineRange(_ donation: Donation) -> SourceRange {
        let index = min(max(donation.line - 1, 0), file.lineCount - 1)
        let start = file.lineStarts[index]
        return SourceRange(start: start, end: start + file.lineBytes(index).count)
    }

    /// The key `"name"` inside the donation's values, or the line when it cannot be found.
    func keyRange(_ key: String, of donation: Donation) -> SourceRange {
        let line = lineRange(donation)
        let bytes = file.bytes
        guard let values = ByteSearch.range(of: Array("\"values\":".utf8), in: bytes, within: line.start..<line.end),
              let escaped = try? JSONSerialization.data(withJSONObject: [key], options: [.withoutEscapingSlashes]),
              let quoted = String(data: escaped, encoding: .utf8)?.dropFirst().dropLast(),
              let found = ByteSearch.range(of: Array((quoted + ":").utf8), in: bytes, within: values.upperBound..<line.end) else { return line }
        return SourceRange(start: found.lowerBound, end: found.upperBound - 1)
    }

    /// The intent a donation is of, when its app is known.
    func intent(of donation: Donation) -> IntentModel? {
        guard let name = donation.intent else { return nil }
        return apps.first { $0.name == donation.app }?.intent(name)
    }

    /// "lines 4, 7 and 9" (at most five named).
    static func lines(_ donations: [Donation]) -> String {
        let numbers = donations.prefix(5).map { String($0.line) }
        var text = numbers.count == 1 ? "line \(numbers[0])" : "lines " + numbers.dropLast().joined(separator: ", ") + " and " + numbers.last!
        if donations.count > 5 { text += " (and \(donations.count - 5) more)" }
        return text
    }
}
