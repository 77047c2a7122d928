import Foundation

/// Format File Size: a byte count as people read it. Decimal units are what
/// macOS's Finder shows (1 KB = 1000 bytes, written "KB" as Finder writes
/// it); binary units are what `ls -h` and memory use (1 KiB = 1024 bytes).
///
/// As Finder: under one unit it is "N bytes" ("1 byte", "0 bytes"); KB have
/// no decimals, MB one, GB and larger two, trailing zeros dropped ("2 MB",
/// "1.5 MB", "1.23 GB"); ties round away from zero. A negative count keeps
/// its sign.
public enum FileSizeUnits: String, CaseIterable, Sendable {
    /// KB, MB, GB, TB, PB: powers of 1000.
    case decimal
    /// KiB, MiB, GiB, TiB, PiB: powers of 1024.
    case binary
}

public enum FileSizeFormatting {
    public static func format(bytes: Int64, units: FileSizeUnits = .decimal) -> String {
        let base: Decimal = units == .decimal ? 1000 : 1024
        let names = units == .decimal ? ["KB", "MB", "GB", "TB", "PB", "EB"] : ["KiB", "MiB", "GiB", "TiB", "PiB", "EiB"]
        let magnitude = Decimal(bytes).magnitude
        guard magnitude >= base else { return "\(bytes) \(bytes == 1 || bytes == -1 ? "byte" : "bytes")" }
        var scaled = magnitude / base
        var index = 0
        // Move up while the rounded figure reaches the next unit (999,999 bytes is "1 MB", not "1000 KB").
        while index + 1 < names.count, Rounding.round(scaled, places: places(index)) >= base {
            scaled /= base
            index += 1
        }
        let rounded = Rounding.round(scaled, places: places(index))
        return (bytes < 0 ? "-" : "") + "\(rounded) \(names[index])"
    }

    /// Decimal places by unit: none for KB, one for MB, two beyond.
    private static func places(_ index: Int) -> Int { min(index, 2) }
}
