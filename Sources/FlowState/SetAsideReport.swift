/// What FlowState did with a state file it could not trust entirely.
///
/// Damage is never trusted silently and never a crash: the trusted prefix is
/// kept, the rest is cut off (a torn last record, which was never
/// acknowledged) or the whole file is preserved beside it as
/// `NAME.corrupt-TIMESTAMP` for a person to look at, and this report says so.
public struct SetAsideReport: Sendable, Equatable, CustomStringConvertible {
    /// The file that was damaged.
    public var path: String
    /// Where the first untrusted record starts.
    public var offset: Int
    public var damage: JournalDamage
    /// How many records before the damage were kept.
    public var keptRecords: Int
    /// How many bytes from `offset` on were not trusted.
    public var droppedBytes: Int
    /// The copy of the damaged file, or nil when only a torn tail was cut off.
    public var preservedAs: String?

    public var description: String {
        var text = "\(path): \(damage.rawValue) at byte \(offset); kept the \(keptRecords) record\(keptRecords == 1 ? "" : "s") before it"
        if let preservedAs {
            text += " and set the damaged file aside as '\(preservedAs)' (\(droppedBytes) bytes not trusted)"
        } else {
            text += " and cut off the \(droppedBytes) bytes of the torn record (it was never acknowledged)"
        }
        return text
    }
}
