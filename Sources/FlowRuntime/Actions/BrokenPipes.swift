import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A child program that exits without reading its standard input would kill
/// flow with SIGPIPE when flow writes to it. With the signal ignored, the
/// write fails with EPIPE instead, and the child's exit status says what
/// happened. Called before any write to a child's input.
enum BrokenPipes {
    private static let ignored: Void = { signal(SIGPIPE, SIG_IGN) }()

    static func ignore() { _ = ignored }
}
