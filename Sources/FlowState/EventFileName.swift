import Foundation
import Glibc
import Synchronization

/// Names of event files: `TTTTTTTTTTTTTTTT.PID.json`, where T is the posting
/// time in microseconds since 1970, zero-padded to 16 digits, so that names
/// sort in posting order.
///
/// Within one process the times strictly increase (a clock that steps back
/// or two posts in one microsecond take the last time plus one), which also
/// makes each name unique with the process id; across processes the order is
/// the order of their clocks, which is what "posting order" can mean.
enum EventFileName {
    private static let lastMicroseconds = Mutex<Int64>(0)

    static func make(at time: Date) -> String {
        let wanted = Int64(max(0, min(time.timeIntervalSince1970 * 1e6, 9e15)))
        let microseconds = lastMicroseconds.withLock { last in
            last = max(wanted, last + 1)
            return last
        }
        let digits = String(microseconds)
        return String(repeating: "0", count: max(0, 16 - digits.count)) + digits + ".\(getpid()).json"
    }

    /// The posting time a name carries, or nil for a name flow did not make.
    static func time(of name: String) -> Date? {
        guard let digits = name.split(separator: ".").first, digits.count == 16,
              let microseconds = Int64(digits) else { return nil }
        return Date(timeIntervalSince1970: Double(microseconds) / 1e6)
    }
}
