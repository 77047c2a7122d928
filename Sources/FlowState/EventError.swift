/// Why an event cannot be posted. Messages are for the person who typed
/// `flow trigger`: what is wrong and what would be right.
public enum EventError: Error, Sendable, Equatable, CustomStringConvertible {
    case invalidType(String)
    case invalidID(String)
    case invalidSource(String)
    /// The data's JSON is larger than `Event.maximumDataBytes`.
    case dataTooLarge(bytes: Int)
    /// The data holds a value JSON cannot (NaN, infinity).
    case unencodableData(String)

    public var description: String {
        switch self {
        case .invalidType(let type):
            return "'\(type)' is not an event type: use lowercase letters, digits and '_' in segments separated by '.' "
                + "(like 'location.arrive'), at most \(Event.maximumTypeLength) characters"
        case .invalidID(let id):
            return "'\(id)' is not an event id: use 1 to \(Event.maximumKeyBytes) bytes without control characters"
        case .invalidSource(let source):
            return "'\(source)' is not an event source: use 1 to \(Event.maximumKeyBytes) bytes without control characters"
        case .dataTooLarge(let bytes):
            return "the event data is \(bytes) bytes of JSON; the limit is \(Event.maximumDataBytes) (64 KiB)"
        case .unencodableData(let reason):
            return "the event data cannot be written as JSON: \(reason)"
        }
    }
}
