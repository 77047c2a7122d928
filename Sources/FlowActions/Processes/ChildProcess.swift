import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A program run to completion: started with posix_spawn (no shell) in its
/// own process group, given its input, its output and errors captured, and
/// reaped. Cancelling the task (Ctrl-C, a step's time limit) ends the whole
/// group, so a script's own children (`sleep` under `sh -c`) stop with it
/// instead of holding the run open.
public struct ChildProcess: Sendable {
    public struct Outcome: Sendable {
        public var status: Int32
        public var output: Data
        public var errors: Data
        /// True when it ended by a signal (the status is then the signal's number).
        public var signaled: Bool

        public var succeeded: Bool { status == 0 && !signaled }

        /// How it ended and what it said on standard error, for a failure
        /// message: "exited with status 3: no soup today".
        public var failureDescription: String {
            let how = signaled ? "was killed by signal \(status)" : "exited with status \(status)"
            let detail = String(decoding: errors, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            return how + (detail.isEmpty ? "" : ": \(detail)")
        }
    }

    public struct LaunchError: Error, CustomStringConvertible {
        public var executable: String
        public var code: Int32
        public var description: String { "cannot start \(executable): \(String(cString: strerror(code)))" }
    }

    var executable: String
    var arguments: [String]
    /// Nil keeps flow's own environment.
    var environment: [String: String]?
    /// How long a cancelled group has between SIGTERM and SIGKILL.
    var grace: Double = 1

    public init(executable: String, arguments: [String], environment: [String: String]? = nil, grace: Double = 1) {
        self.executable = executable
        self.arguments = arguments
        self.environment = environment
        self.grace = grace
    }

    public func run(input: Data = Data()) async throws -> Outcome {
        let child = try spawn()
        return try await withTaskCancellationHandler {
            let outcome = await withCheckedContinuation { continuation in
                collect(child, input: input) { continuation.resume(returning: $0) }
            }
            try Task.checkCancellation()
            return outcome
        } onCancel: {
            child.killUnlessReaped(SIGTERM)
            DispatchQueue.global().asyncAfter(deadline: .now() + grace) { child.killUnlessReaped() }
        }
    }

    private func spawn() throws -> Spawned {
        try Spawned.start(executable, arguments: arguments, environment: environment)
    }

    /// Writes the input, drains both outputs and reaps the child, each on its
    /// own thread so a child that fills one pipe cannot block the other.
    /// Threads of their own, not Dispatch's pool: on a two-core machine four
    /// blocked pool threads would stall every other task (a time limit's
    /// timer included) until Dispatch slowly added more.
    private func collect(_ child: Spawned, input: Data, done: @escaping @Sendable (Outcome) -> Void) {
        let group = DispatchGroup()
        let box = OutcomeBox()
        let (inputEnd, outputEnd, errorsEnd) = (child.input, child.output, child.errors)
        onThread(group) {
            _ = BrokenPipes.writeAll(input, to: inputEnd)
            close(inputEnd)
        }
        onThread(group) { box.output = Self.drain(outputEnd) }
        onThread(group) { box.errors = Self.drain(errorsEnd) }
        onThread(group) {
            let status = child.reap()
            let signal = status & 0x7f
            box.signaled = signal != 0
            box.status = signal != 0 ? signal : (status >> 8) & 0xff
        }
        group.notify(queue: .global()) {
            done(Outcome(status: box.status, output: box.output, errors: box.errors, signaled: box.signaled))
        }
    }

    private func onThread(_ group: DispatchGroup, _ work: @escaping @Sendable () -> Void) {
        group.enter()
        Thread.detachNewThread {
            work()
            group.leave()
        }
    }

    private static func drain(_ descriptor: Int32) -> Data {
        defer { close(descriptor) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            if count > 0 { data.append(contentsOf: buffer[0..<count]) } else if count == 0 || errno != EINTR { break }
        }
        return data
    }

    private final class OutcomeBox: @unchecked Sendable {
        var status: Int32 = 0, output = Data(), errors = Data(), signaled = false
    }
}
