import Foundation
import FlowRuntime

/// The journal as read: every line's donation in a compact record (numbers
/// from a `ByteInterner`, no strings), the problems met, and the bytes, so a
/// donation is decoded in full only when someone looks at it (`list`,
/// `--explain`). Records are in journal order: oldest first.
///
/// - Complexity: reading is O(bytes) with one small allocation per line at most.
public struct DonationLog: @unchecked Sendable {
    /// One donation, compactly. Names and values are interner numbers;
    /// `fields` holds (key, value) pairs for this record at `fieldStart`.
    struct Record {
        var app: Int32
        /// The intent's name, or the activity's type.
        var kind: Int32
        var isActivity: Bool
        var moment: LocalMoment
        var place: Int32 = -1
        var identifier: Int32 = -1
        var group: Int32 = -1
        var fieldStart: Int32 = 0
        var fieldCount: Int32 = 0
        /// An activity's required keys, at `requiredStart` in `required`.
        var requiredStart: Int32 = 0
        var requiredCount: Int32 = 0
        /// The line's bytes, and its number (from 1) for messages.
        var line: Range<Int>
        var lineNumber: Int
    }

    let bytes: [UInt8]
    var interner = ByteInterner()
    var records: [Record] = []
    var fields: [Int32] = []
    var required: [Int32] = []
    /// Lines that could not be read, as "journal.jsonl:17: ...", each skipped.
    public internal(set) var problems: [String] = []
    /// Whether reading dropped donations over the retention bounds (the
    /// journal should then be compacted).
    public internal(set) var droppedOverBounds = 0
    /// Whether the last line had no newline: a write that did not finish.
    var endsMidLine = false

    public var count: Int { records.count }

    /// Reads `bytes` (the journal's text); `name` names it in problems.
    /// Only the newest donations within `bounds` are kept.
    init(bytes: [UInt8], name: String, bounds: RetentionBounds) {
        self.bytes = bytes
        bytes.withUnsafeBufferPointer { buffer in
            var start = 0
            var number = 0
            while start < buffer.count {
                number += 1
                var stop = start
                while stop < buffer.count && buffer[stop] != 0x0A { stop += 1 }
                if stop == buffer.count { endsMidLine = true }
                let line = start..<stop
                start = stop + 1
                var blank = true
                for index in line where !(buffer[index] == 0x20 || buffer[index] == 0x09 || buffer[index] == 0x0D) {
                    blank = false
                    break
                }
                if blank { continue }
                if let problem = read(buffer, line, number: number) { problems.append("\(name):\(number): \(problem)") }
            }
        }
        applyBounds(bounds)
    }

    /// Reads one line into a record, or says why it cannot.
    private mutating func read(_ buffer: UnsafeBufferPointer<UInt8>, _ line: Range<Int>, number: Int) -> String? {
        var scanner = JSONScanner(buffer, range: line)
        var app: Int32 = -1, kind: Int32 = -1, isActivity = false, moment: LocalMoment?
        var record = Record(app: -1, kind: -1, isActivity: false, moment: LocalMoment(weekday: 1, minute: 0), line: line, lineNumber: number)
        var version = 1
        let fieldStart = fields.count, requiredStart = required.count
        var problem: String?
        func name(_ scanner: inout JSONScanner) -> Int32? {
            guard let (content, _) = scanner.string() else { return nil }
            return interner.intern(buffer, content)
        }
        let parsed = scanner.object { scanner, key, _ in
            if scanner.equals(key, "app") {
                guard let id = name(&scanner) else { return false }
                app = id
            } else if scanner.equals(key, "intent") || scanner.equals(key, "activity") {
                isActivity = scanner.equals(key, "activity")
                guard let id = name(&scanner) else { return false }
                kind = id
            } else if scanner.equals(key, "time") {
                guard let (content, _) = scanner.string() else { return false }
                moment = JournalLine.moment(buffer, content)
                if moment == nil { problem = "'time' is not an ISO 8601 date and time" }
            } else if scanner.equals(key, "place") || scanner.equals(key, "id") || scanner.equals(key, "group") {
                let which = buffer[key.lowerBound]
                guard let id = name(&scanner) else { return false }
                if which == 0x70 { record.place = id } else if which == 0x69 { record.identifier = id } else { record.group = id }
            } else if scanner.equals(key, "values") {
                return scanner.object { scanner, key, _ in
                    guard let value = scanner.value() else { return false }
                    fields.append(interner.intern(buffer, key))
                    fields.append(interner.intern(buffer, value))
                    return true
                }
            } else if scanner.equals(key, "required") {
                return scanner.array { scanner in
                    guard let id = name(&scanner) else { return false }
                    required.append(id)
                    return true
                }
            } else if scanner.equals(key, "v") {
                guard let value = scanner.value() else { return false }
                version = Int(String(decoding: UnsafeBufferPointer(rebasing: buffer[value]), as: UTF8.self)) ?? 0
            } else {
                // title, origin, and whatever a later version adds: read when a donation is decoded in full.
                return scanner.value() != nil
            }
            return true
        }
        func undo() {
            fields.removeSubrange(fieldStart...)
            required.removeSubrange(requiredStart...)
        }
        guard parsed, scanner.atEnd else {
            undo()
            return "not a donation (a line of JSON was expected)"
        }
        if let problem {
            undo()
            return problem
        }
        guard version == JournalLine.version else {
            undo()
            return "a donation of version \(version); this flow reads version \(JournalLine.version)"
        }
        guard app >= 0, kind >= 0, let moment else {
            undo()
            return "a donation needs \"app\", \"intent\" (or \"activity\") and \"time\""
        }
        record.app = app
        record.kind = kind
        record.isActivity = isActivity
        record.moment = moment
        record.fieldStart = Int32(fieldStart)
        record.fieldCount = Int32((fields.count - fieldStart) / 2)
        record.requiredStart = Int32(requiredStart)
        record.requiredCount = Int32(required.count - requiredStart)
        records.append(record)
        return nil
    }

    /// Keeps the newest donations: at most `bounds.perApp` of each app and `bounds.total` in all.
    private mutating func applyBounds(_ bounds: RetentionBounds) {
        guard records.count > min(bounds.total, bounds.perApp) else { return }
        var perApp: [Int32: Int] = [:]
        var keep = [Bool](repeating: false, count: records.count)
        var kept = 0
        for index in records.indices.reversed() where kept < bounds.total {
            let count = perApp[records[index].app, default: 0]
            if count < bounds.perApp {
                perApp[records[index].app] = count + 1
                keep[index] = true
                kept += 1
            }
        }
        guard kept < records.count else { return }
        droppedOverBounds = records.count - kept
        records = records.indices.filter { keep[$0] }.map { records[$0] }
    }

    // MARK: - Reading back

    func string(_ id: Int32) -> String {
        bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[interner.ranges[Int(id)]]), as: UTF8.self) }
    }

    /// The number of `text` if any line has it.
    func id(of text: String) -> Int32? {
        var text = text
        return text.withUTF8 { other in bytes.withUnsafeBufferPointer { interner.lookup($0, in: other, 0..<other.count) } }
    }

    /// The (key, value) numbers of a record's values.
    func values(of record: Record) -> ArraySlice<Int32> {
        fields[Int(record.fieldStart)..<Int(record.fieldStart + record.fieldCount * 2)]
    }

    /// The donation at `index` in full.
    public func donation(at index: Int) -> Donation {
        let record = records[index]
        return bytes.withUnsafeBufferPointer { buffer in
            var donation = Donation(app: string(record.app), intent: record.isActivity ? nil : string(record.kind),
                                    activity: record.isActivity ? string(record.kind) : nil, moment: record.moment, line: record.lineNumber)
            var scanner = JSONScanner(buffer, range: record.line)
            _ = scanner.object { scanner, key, _ in
                if scanner.equals(key, "values") {
                    return scanner.object { scanner, key, escaped in
                        guard let value = scanner.value(), let name = JSONScanner.text(buffer, key, escaped: escaped) else { return false }
                        donation.values[name] = String(decoding: UnsafeBufferPointer(rebasing: buffer[value]), as: UTF8.self)
                        return true
                    }
                }
                if scanner.equals(key, "required") {
                    return scanner.array { scanner in
                        guard let (content, escaped) = scanner.string(), let key = JSONScanner.text(buffer, content, escaped: escaped) else { return false }
                        donation.requiredKeys.append(key)
                        return true
                    }
                }
                let field = String(decoding: UnsafeBufferPointer(rebasing: buffer[key]), as: UTF8.self)
                guard ["time", "place", "id", "group", "title", "origin"].contains(field) else { return scanner.value() != nil }
                guard let (content, escaped) = scanner.string(), let text = JSONScanner.text(buffer, content, escaped: escaped) else { return false }
                switch field {
                case "time": donation.time = text
                case "place": donation.place = text
                case "id": donation.identifier = text
                case "group": donation.group = text
                case "title": donation.title = text
                default: donation.origin = Interaction.Origin(rawValue: text)
                }
                return true
            }
            return donation
        }
    }
}

/// How many donations are kept: the newest, at most `perApp` of one app and
/// `total` in all. A person's habits show in weeks of donations, and the
/// bound keeps `flow suggest` fast and the journal small. Reading keeps only
/// the newest within the bounds; the file itself is compacted when an append
/// takes it past `compactionBytes` (`total` × 320 bytes: a soup order's line
/// is about 250), and each line is limited to 64 KiB.
public struct RetentionBounds: Sendable, Equatable {
    public var total: Int
    public var perApp: Int

    public init(total: Int, perApp: Int) {
        self.total = total
        self.perApp = perApp
    }

    public static let standard = RetentionBounds(total: 100_000, perApp: 25_000)

    /// Above this size the journal is compacted when a donation is appended.
    public var compactionBytes: Int { total * 320 }
}
