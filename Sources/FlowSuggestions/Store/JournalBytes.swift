import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The journal's bytes as read: mapped from the file (read-only, private),
/// so tens of megabytes are neither copied nor zeroed before they are
/// scanned, or held in an array (an empty journal, tests). The journal is
/// only ever appended to or replaced by a rename, never cut short in place,
/// so a mapping never loses the pages under it.
final class JournalBytes: @unchecked Sendable {
    private let base: UnsafeMutableRawPointer?
    let count: Int
    private let mapped: Bool
    private let array: [UInt8]

    init(_ array: [UInt8]) {
        self.array = array
        self.base = nil
        self.count = array.count
        self.mapped = false
    }

    /// The file's bytes, mapped; nil when it cannot be opened or mapped.
    init?(mapping path: String) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        let size = Int(status.st_size)
        array = []
        mapped = size > 0
        count = size
        guard size > 0 else {
            base = nil
            return
        }
        // MAP_POPULATE reads the pages in at once instead of one fault at a time.
        guard let pointer = mmap(nil, size, PROT_READ, MAP_PRIVATE | MAP_POPULATE, descriptor, 0), pointer != MAP_FAILED else { return nil }
        base = pointer
    }

    deinit {
        if mapped, let base { munmap(base, count) }
    }

    func withUnsafeBufferPointer<T>(_ body: (UnsafeBufferPointer<UInt8>) throws -> T) rethrows -> T {
        if let base { return try body(UnsafeBufferPointer(start: base.assumingMemoryBound(to: UInt8.self), count: count)) }
        return try array.withUnsafeBufferPointer(body)
    }
}
