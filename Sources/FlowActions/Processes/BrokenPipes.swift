import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A child program that exits without reading its standard input would kill
/// flow with SIGPIPE when flow writes to it. With the signal ignored, the
/// write fails with EPIPE instead, and the child's exit status says what
/// happened. Called before any write to a child's input.
public enum BrokenPipes {
    private static let ignored: Void = { signal(SIGPIPE, SIG_IGN) }()

    public static func ignore() { _ = ignored }

    /// Writes all of `data` to a pipe, going on after interruptions; false
    /// when the reader is gone (EPIPE, the signal being ignored).
    public static func writeAll(_ data: Data, to descriptor: Int32) -> Bool {
        ignore()
        return data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 && errno == EINTR { continue }
                if written <= 0 { return false }
                offset += written
            }
            return true
        }
    }
}
