import Foundation
import FlowRuntime

/// The journal as read: every line's donation in a compact record (names as
/// numbers from a `ByteInterner`, values as byte ranges, no strings), the
/// problems met, and the bytes, so a donation is decoded in full only when
/// someone looks at it (`list`, `--explain`). Records are in journal order:
/// oldest first. A last line without its newline is a write still going on
/// (or cut short by a crash): it is left out without a word, and the next
/// append puts it on a line of its own, where it is reported.
///
/// - Complexity: reading is O(bytes), without an allocation per line.
public struct DonationLog: @unchecked Sendable {
    /// One donation, compactly. Names are interner numbers; `fields` holds
    /// (key, value start, value end) triples for this record at `fieldStart`:
    /// values stay where they are in the bytes until the engine needs them.
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

    let bytes: JournalBytes
    var interner = ByteInterner()
    var records: [Record] = []
    var fields: [Int32] = []
    var required: [Int32] = []
    /// Lines that could not be read, as "journal.jsonl:17: ...", each skipped.
    public internal(set) var problems: [String] = []
    /// Whether reading dropped donations over the retention bounds (the
    /// journal should then be compacted).
    public internal(set) var droppedOverBounds = 0
    /// Whether the last line had no newline (left out: a write still going on).
    var endsMidLine = false

    public var count: Int { records.count }

    /// Reads `bytes` (the journal's text); `name` names it in problems.
    /// Only the newest donations within `bounds` are kept.
    init(bytes: [UInt8], name: String, bounds: RetentionBounds) {
        self.init(bytes: JournalBytes(bytes), name: name, bounds: bounds)
    }

    init(bytes: JournalBytes, name: String, bounds: RetentionBounds) {
        self.bytes = bytes
        // About a donation per 200 bytes: room for them at once rather than growing again and again.
        records.reserveCapacity(bytes.count / 160)
        fields.reserveCapacity(bytes.count / 160 * 15)
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var start = 0
            var number = 0
            while start < buffer.count {
                number += 1
                guard let newline = memchr(base + start, 0x0A, buffer.count - start) else {
                    endsMidLine = true
                    break
                }
                let stop = base.distance(to: newline.assumingMemoryBound(to: UInt8.self))
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

    /// The fields of a journal line that reading a record needs.
    enum Field {
        case app, intent, activity, time, place, identifier, group, values, required, version, other

        /// Which field a key names (its content's bytes).
        init(_ bytes: UnsafeBufferPointer<UInt8>, _ key: Range<Int>) {
            func named(_ literal: StaticString) -> Bool {
                literal.withUTF8Buffer { memcmp(bytes.baseAddress! + key.lowerBound, $0.baseAddress!, key.count) == 0 }
            }
            switch key.count {
            case 1: self = bytes[key.lowerBound] == 0x76 ? .version : .other
            case 2: self = named("id") ? .identifier : .other
            case 3: self = named("app") ? .app : .other
            case 4: self = named("time") ? .time : .other
            case 5: self = named("place") ? .place : named("group") ? .group : .other
            case 6: self = named("intent") ? .intent : named("values") ? .values : .other
            case 8: self = named("activity") ? .activity : named("required") ? .required : .other
            default: self = .other
            }
        }
    }

    /// Reads one line into a record, or says why it cannot. Loops rather
    /// than closures: this runs for every line of the journal.
    private mutating func read(_ buffer: UnsafeBufferPointer<UInt8>, _ line: Range<Int>, number: Int) -> String? {
        var scanner = JSONScanner(buffer, range: line)
        var moment: LocalMoment?
        var record = Record(app: -1, kind: -1, isActivity: false, moment: LocalMoment(weekday: 1, minute: 0), line: line, lineNumber: number)
        var version = 1
        let fieldStart = fields.count, requiredStart = required.count
        var problem: String?
        var parsed = scanner.consume(0x7B)
        var first = true
        members: while parsed {
            let member = scanner.nextMember(&first)
            guard case .key(let key, _) = member else {
                if case .invalid = member { parsed = false }
                break
            }
            let field = Field(buffer, key)
            switch field {
            case .app, .intent, .activity, .place, .identifier, .group:
                guard let (content, _) = scanner.string() else {
                    parsed = false
                    break members
                }
                let id = interner.internName(buffer, content)
                switch field {
                case .app: record.app = id
                case .intent, .activity:
                    record.kind = id
                    record.isActivity = field == .activity
                case .place: record.place = id
                case .identifier: record.identifier = id
                default: record.group = id
                }
            case .time:
                guard let (content, _) = scanner.string() else {
                    parsed = false
                    break members
                }
                moment = JournalLine.moment(buffer, content)
                if moment == nil { problem = "'time' is not an ISO 8601 date and time" }
            case .values:
                guard scanner.consume(0x7B) else {
                    parsed = false
                    break members
                }
                var firstValue = true
                while true {
                    let member = scanner.nextMember(&firstValue)
                    guard case .key(let name, _) = member, let value = scanner.value() else {
                        if case .end = member { break }
                        parsed = false
                        break members
                    }
                    fields.append(interner.internName(buffer, name))
                    fields.append(Int32(value.lowerBound))
                    fields.append(Int32(value.upperBound))
                }
            case .required:
                guard scanner.consume(0x5B) else {
                    parsed = false
                    break members
                }
                if !scanner.consume(0x5D) {
                    repeat {
                        guard let (content, _) = scanner.string() else {
                            parsed = false
                            break members
                        }
                        required.append(interner.internName(buffer, content))
                    } while scanner.consume(0x2C)
                    guard scanner.consume(0x5D) else {
                        parsed = false
                        break members
                    }
                }
            case .version:
                guard let value = scanner.value() else {
                    parsed = false
                    break members
                }
                version = 0
                for index in value {
                    let digit = Int(buffer[index]) - 0x30
                    guard (0...9).contains(digit), version < 1_000_000 else {
                        version = -1
                        break
                    }
                    version = version * 10 + digit
                }
            case .other:
                // title, origin, and whatever a later version adds: read when a donation is decoded in full.
                guard scanner.value() != nil else {
                    parsed = false
                    break members
                }
            }
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
        guard record.app >= 0, record.kind >= 0, let moment else {
            undo()
            return "a donation needs \"app\", \"intent\" (or \"activity\") and \"time\""
        }
        record.moment = moment
        record.fieldStart = Int32(fieldStart)
        record.fieldCount = Int32((fields.count - fieldStart) / 3)
        record.requiredStart = Int32(requiredStart)
        record.requiredCount = Int32(required.count - requiredStart)
        records.append(record)
        return nil
    }

    /// Keeps the newest donations: at most `bounds.perApp` of each app and `bounds.total` in all.
    private mutating func applyBounds(_ bounds: RetentionBounds) {
        // Counted by app number (interner numbers are small): no dictionary in a loop over every donation.
        var perApp = [Int](repeating: 0, count: interner.count)
        for record in records { perApp[Int(record.app)] += 1 }
        guard records.count > bounds.total || perApp.contains(where: { $0 > bounds.perApp }) else { return }
        perApp = [Int](repeating: 0, count: interner.count)
        var keep = [Bool](repeating: false, count: records.count)
        var kept = 0
        for index in records.indices.reversed() where kept < bounds.total {
            let app = Int(records[index].app)
            if perApp[app] < bounds.perApp {
                perApp[app] += 1
                keep[index] = true
                kept += 1
            }
        }
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

    /// A record's values as (key number, value start, value end) triples.
    func values(of record: Record) -> ArraySlice<Int32> {
        fields[Int(record.fieldStart)..<Int(record.fieldStart + record.fieldCount * 3)]
    }

    /// The text of a byte range (a value's JSON).
    func text(_ range: Range<Int>) -> String {
        bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
    }

    /// The indices of `app`'s donations, oldest first.
    public func indices(ofApp app: String) -> [Int] {
        guard let id = id(of: app) else { return [] }
        return records.indices.filter { records[$0].app == id }
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
