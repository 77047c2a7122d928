import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Where a command writes: buffered strings in tests, the real streams in `main`.
public final class OutputStream: @unchecked Sendable {
    private let lock = NSLock()
    private var buffer = ""
    private let handle: FileHandle?
    public let isTerminal: Bool

    /// Captures output in memory.
    public init() {
        handle = nil
        isTerminal = false
    }

    /// Writes to a file descriptor (1 or 2).
    public init(fileDescriptor: Int32) {
        handle = FileHandle(fileDescriptor: fileDescriptor, closeOnDealloc: false)
        isTerminal = isatty(fileDescriptor) == 1
    }

    public func write(_ text: String) {
        guard !text.isEmpty else { return }
        lock.lock()
        defer { lock.unlock() }
        if let handle {
            handle.write(Data(text.utf8))
        } else {
            buffer += text
        }
    }

    public func line(_ text: String) { write(text + "\n") }

    /// What was written, for tests.
    public var text: String {
        lock.lock()
        defer { lock.unlock() }
        return buffer
    }
}

/// Everything a command may touch of the outside world, so commands run in
/// tests exactly as from a shell.
public struct CommandContext: Sendable {
    public var stdout: OutputStream
    public var stderr: OutputStream
    public var environment: [String: String]
    public var currentDirectory: String
    /// Standard input, read on demand (`flow fmt -`).
    public var readStandardInput: @Sendable () -> [UInt8]
    /// True when a person is at a terminal to answer questions.
    public var interactive = false
    /// The clock: what runs see as `now`, and when donations happen. Tests set it.
    public var now: @Sendable () -> Date = { Date() }

    /// The time zone of the person's clock: `$TZ` when it names one, else the system's.
    public var timeZone: TimeZone {
        environment["TZ"].flatMap { TimeZone(identifier: $0.hasPrefix(":") ? String($0.dropFirst()) : $0) } ?? .current
    }

    public init(stdout: OutputStream, stderr: OutputStream, environment: [String: String],
                currentDirectory: String, readStandardInput: @escaping @Sendable () -> [UInt8] = { [] }) {
        self.stdout = stdout
        self.stderr = stderr
        self.environment = environment
        self.currentDirectory = currentDirectory
        self.readStandardInput = readStandardInput
    }

    /// The real process: fds 1 and 2, the real environment and directory.
    public static func process() -> CommandContext {
        var context = CommandContext(
            stdout: OutputStream(fileDescriptor: 1),
            stderr: OutputStream(fileDescriptor: 2),
            environment: ProcessInfo.processInfo.environment,
            currentDirectory: FileManager.default.currentDirectoryPath,
            readStandardInput: { Array(FileHandle.standardInput.readDataToEndOfFile()) })
        context.interactive = isatty(0) == 1 && isatty(1) == 1
        return context
    }

    /// Resolves a path given on the command line against the working directory.
    public func absolutePath(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        return (currentDirectory as NSString).appendingPathComponent(path)
    }
}
