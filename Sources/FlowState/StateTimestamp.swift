import Foundation
import Glibc

/// Timestamps in file names: UTC, fixed width, so names sort by time.
enum StateTimestamp {
    /// `20261121T101500Z`: for the names of set-aside files.
    static func compact(_ date: Date) -> String {
        var seconds = time_t(exactly: date.timeIntervalSince1970.rounded(.down)) ?? 0
        var parts = tm()
        gmtime_r(&seconds, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(parts.tm_year + 1900)\(two(parts.tm_mon + 1))\(two(parts.tm_mday))T\(two(parts.tm_hour))\(two(parts.tm_min))\(two(parts.tm_sec))Z"
    }
}
