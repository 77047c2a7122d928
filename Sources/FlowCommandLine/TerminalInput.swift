import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A line typed at the terminal, read so that Ctrl-C can end the wait.
///
/// Swift's `readLine()` blocks in `read(2)`, which the SIGINT handler's
/// restartable signal does not interrupt: a run cancelled at a question
/// would hang there. This waits with `poll(2)` in short slices and gives up
/// (nil, as at end of input) once the run's task is cancelled. Bytes are read
/// one at a time, so nothing typed after the line is taken from the next reader.
enum TerminalInput {
    static func readLine(isCancelled: () -> Bool = { Task.isCancelled }) -> String? {
        var bytes: [UInt8] = []
        while true {
            if isCancelled() { return nil }
            var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, 100)
            if ready < 0 && errno == EINTR { continue }
            if ready < 0 { return nil }
            if ready == 0 { continue }
            var byte: UInt8 = 0
            let count = read(STDIN_FILENO, &byte, 1)
            if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
            if count <= 0 { return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self) }
            if byte == UInt8(ascii: "\n") {
                if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
                return String(decoding: bytes, as: UTF8.self)
            }
            bytes.append(byte)
        }
    }
}
