import Foundation
import FlowDiagnostics
import FlowSuggestions

/// `lint.donations.absolute-timestamp`: a donation holds no absolute time.
/// By the time it is suggested the moment is past ("show my appointments
/// on 12 March" is no use on the 13th); a relative time ("today", "in an
/// hour") stays useful. Found: a value that is an ISO 8601 date or date and
/// time (anywhere inside it, as a Date or DateComponents parameter is
/// donated), and a number of seconds or milliseconds since 1970 (between
/// 2001 and 2100) under a key that names a time (`time`, `date`, `stamp`,
/// `createdAt`, ...). Reported once per intent (or activity) and key, at
/// its first donation.
public struct AbsoluteTimestampRule: LintRule {
    public let id = "lint.donations.absolute-timestamp"
    public let summary = "Donations hold no absolute timestamps (ISO 8601 dates, epoch seconds): suggest relative times."

    public init() {}

    public func check(_ input: LintInput) -> [LintFinding] {
        guard let journal = input.donations else { return [] }
        var findings: [LintFinding] = []
        for (kind, donations) in journal.byKind {
            var found: [String: (first: Donation, value: String, count: Int)] = [:]
            var order: [String] = []
            for donation in donations {
                for key in donation.values.keys.sorted() {
                    guard let value = Self.timestamp(in: donation.values[key]!, key: key) else { continue }
                    if let earlier = found[key] {
                        found[key] = (earlier.first, earlier.value, earlier.count + 1)
                    } else {
                        found[key] = (donation, value, 1)
                        order.append(key)
                    }
                }
            }
            for key in order {
                let (first, value, count) = found[key]!
                var notes = [Diagnostic.Note("by the time it is suggested that moment is past; donate a relative time (today, in an hour) or none")]
                if count > 1 { notes.insert(.init("\(count - 1) more donation\(count == 2 ? " holds" : "s hold") one in '\(key)'"), at: 0) }
                findings.append(LintFinding(self, in: journal.file, at: journal.keyRange(key, of: first),
                                            "\(journal.name(first)) of \(kind) holds an absolute time in '\(key)' (\(value))", notes: notes))
            }
        }
        return findings
    }

    /// The absolute time in a value's JSON text, if it holds one.
    static func timestamp(in json: String, key: String) -> String? {
        for string in strings(in: json) where isISODate(string) { return string }
        if keyNamesTime(key), let number = Double(json.trimmingCharacters(in: .whitespaces)), isEpoch(number) { return json }
        return nil
    }

    /// "2026-03-12", "2026-03-12T09:30:00+01:00", "2026-03-12 09:30", with optional fractions.
    static func isISODate(_ text: String) -> Bool {
        // Most values are not dates: four digits and a dash first, before the (slower) pattern.
        let utf8 = Array(text.utf8.prefix(5))
        guard utf8.count == 5, utf8[0...3].allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), utf8[4] == 0x2D else { return false }
        return text.wholeMatch(of: /\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}(:?\d{2})?)?)?/) != nil
    }

    static func isEpoch(_ number: Double) -> Bool {
        let seconds = 978_307_200.0...4_102_444_800.0  // 2001-01-01 to 2100-01-01
        return seconds.contains(number) || seconds.contains(number / 1000)
    }

    static func keyNamesTime(_ key: String) -> Bool {
        let lower = key.lowercased()
        return ["time", "date", "stamp", "epoch", "when", "created", "updated", "modified", "expires"].contains { lower.contains($0) }
            || key.hasSuffix("At") || lower.hasSuffix("_at")
    }

    /// The string literals of a JSON text, unescaped simply (a timestamp has no escapes).
    static func strings(in json: String) -> [String] {
        var strings: [String] = []
        var current: String?
        var escaping = false
        for character in json {
            if var text = current {
                if escaping {
                    escaping = false
                    text.append(character)
                } else if character == "\\" {
                    escaping = true
                } else if character == "\"" {
                    strings.append(text)
                    current = nil
                    continue
                } else {
                    text.append(character)
                }
                current = text
            } else if character == "\"" {
                current = ""
            }
        }
        return strings
    }
}
