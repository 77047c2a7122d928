import Foundation

/// What a journal's bytes hold: the records up to the first line that cannot
/// be trusted, and what was wrong with that line.
struct JournalScan<Record> {
    var records: [Record] = []
    /// The bytes of the trusted records (the journal's length once repaired).
    var validLength = 0
    /// The file's whole length.
    var totalLength = 0
    /// Why the line at `validLength` was not trusted; nil when every line was.
    var damage: JournalDamage?
}

enum JournalReader {
    /// Reads records line by line and stops at the first one that is torn,
    /// damaged or not decodable. Records after a damaged one are not trusted
    /// either: a journal is a history, and applying later changes without an
    /// earlier one could build a state that never was.
    ///
    /// - Complexity: O(n) in the length of `bytes`.
    static func scan<Record: Decodable>(_ bytes: [UInt8], as type: Record.Type) -> JournalScan<Record> {
        var scan = JournalScan<Record>()
        scan.totalLength = bytes.count
        let decoder = StateJSON.decoder()
        var start = 0
        while start < bytes.count {
            guard let end = bytes[start...].firstIndex(of: JournalFraming.newline) else {
                scan.damage = .torn
                return scan
            }
            switch JournalFraming.unframe(bytes[start..<end]) {
            case .failure(let damage):
                scan.damage = damage
                return scan
            case .success(let payload):
                guard let record = try? decoder.decode(type, from: Data(payload)) else {
                    scan.damage = .undecodable
                    return scan
                }
                scan.records.append(record)
            }
            start = end + 1
            scan.validLength = start
        }
        return scan
    }
}
