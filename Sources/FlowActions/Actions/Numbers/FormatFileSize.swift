import Foundation
import FlowModel

extension ActionEntry {
    /// Shortcuts' Format File Size: a byte count as Finder shows it (1 KB is
    /// 1000 bytes), or in binary units as `ls -h` (1 KiB is 1024 bytes).
    /// (A measurement such as `2MB` is `convert-measurement`'s to format.)
    public static let formatFileSize = ActionEntry(
        name: "format-file-size", category: .numbers, shortcutsNames: ["Format File Size"], keywords: ["bytes", "KB", "MB", "GB", "human readable"],
        summary: "Format ${bytes} as a file size",
        parameters: [
            .first("bytes", .integer, help: "a byte count"),
            .labeled("binary", .boolean, default: .boolean(false), help: "KiB, MiB (powers of 1024)"),
        ],
        output: .string, isIdempotent: true,
        example: "format-file-size(1500000)"
    ) { call, context in
        let given = call.value("bytes") ?? .nothing
        guard let count = ExactDecimal.from(given) else { throw context.fail("'\(given)' is not a byte count") }
        let whole = Rounding.round(count, places: 0)
        guard let bytes = Int64(exactly: NSDecimalNumber(decimal: whole).doubleValue) else { throw context.fail("'\(given)' is too large a byte count") }
        return .string(FileSizeFormatting.format(bytes: bytes, units: call.value("binary") == .boolean(true) ? .binary : .decimal))
    }
}
