import Foundation
import FlowState
import FlowRuntime

/// The person's phrases, in the state folder's `phrases.json`:
/// `{"version": 1, "phrases": [...]}`, one object a phrase in the order
/// they were added (see `UserPhrase+JSON`).
///
/// Every change is a read, the change and an atomic rewrite (`AtomicFile`)
/// under `phrases.lock`, so two commands changing phrases at once both
/// land, and a crash leaves the old file or the new one. A file that cannot
/// be trusted is never a crash and never silently dropped: it is kept as
/// `phrases.json.corrupt-TIMESTAMP`, the entries that could be read are
/// written back, and `problems` says so (once: the repaired file is clean).
public struct PhraseStore: Sendable {
    public static let version = 1

    public let file: URL
    let lockFile: URL
    let now: @Sendable () -> Date

    public init(stateDirectory: URL, now: @escaping @Sendable () -> Date = { Date() }) {
        file = stateDirectory.appendingPathComponent("phrases.json")
        lockFile = stateDirectory.appendingPathComponent("phrases.lock")
        self.now = now
    }

    /// The file exists but cannot be read at all (a folder, no permission):
    /// nothing may be written over it.
    public struct Unreadable: Error, CustomStringConvertible {
        public var description: String
    }

    /// What was read, and what was wrong with it (for warnings).
    public struct Contents: Sendable {
        public var phrases: [UserPhrase] = []
        public var problems: [String] = []
    }

    /// The phrases; a damaged file is set aside and repaired on the way.
    /// Reading never fails: what cannot be read is a problem, and no phrases.
    public func load() -> Contents {
        guard FileManager.default.fileExists(atPath: file.path) else { return Contents() }
        do {
            let lock = try acquireLock()
            defer { lock.release() }
            return try read()
        } catch {
            // A lock that cannot be taken (a read-only state folder): read without repairing.
            do { return try read(repair: false) } catch { return Contents(problems: ["\(error); no phrases could be read"]) }
        }
    }

    /// Changes the phrases under the lock and writes them back atomically;
    /// `body` may throw to change nothing. Returns its result and the
    /// problems found reading the file.
    public func change<Result>(_ body: (inout [UserPhrase]) throws -> Result) throws -> (result: Result, problems: [String]) {
        let lock = try acquireLock()
        defer { lock.release() }
        var contents = try read()
        let result = try body(&contents.phrases)
        try write(contents.phrases)
        return (result, contents.problems)
    }

    /// Reads the file; with `repair`, a damaged one is set aside and the
    /// trusted entries written back. Throws only when the file exists but
    /// cannot be read at all (permissions, or another version of the book):
    /// then nothing may be rewritten.
    func read(repair: Bool = true) throws -> Contents {
        guard FileManager.default.fileExists(atPath: file.path) else { return Contents() }
        let data: Data
        do { data = try Data(contentsOf: file) } catch {
            throw Unreadable(description: "cannot read \(file.path): \(SystemReason.describe(error))")
        }
        var contents = Contents()
        var damage: String?
        if case .object(let top)? = JSONValue(json: String(decoding: data, as: UTF8.self)),
           case .array(let entries)? = top["phrases"] {
            if let version = top["version"], version != .integer(Int64(Self.version)) {
                // Not damage: another flow's book, which this one must neither read wrongly nor set aside.
                let number = if case .integer(let number) = version { "version \(number)" } else { "an unknown version" }
                throw Unreadable(description: "\(file.path) was written by another flow (\(number)); this one reads version \(Self.version) and leaves it as it is")
            } else {
                for (index, entry) in entries.enumerated() {
                    do { contents.phrases.append(try UserPhrase(json: entry)) } catch {
                        contents.problems.append("\(file.lastPathComponent): phrase \(index + 1): \(error)")
                    }
                }
            }
        } else {
            damage = data.isEmpty ? "empty" : "not a phrase book (a JSON object with a \"phrases\" list)"
        }
        guard damage != nil || !contents.problems.isEmpty else { return contents }
        let name = file.lastPathComponent
        var summary = damage.map { "\(name): \($0); no phrases could be read" }
            ?? "\(name): \(contents.problems.count) phrase\(contents.problems.count == 1 ? "" : "s") could not be read and \(contents.problems.count == 1 ? "was" : "were") left out"
        if repair {
            do {
                let kept = try DamagedFile.preserve(file.path, now: now())
                try write(contents.phrases)
                summary += "; the file as it was is kept as '\((kept as NSString).lastPathComponent)'"
            } catch {
                summary += " (the file could not be set aside: \(error))"
            }
        }
        contents.problems.append(summary)
        return contents
    }

    func write(_ phrases: [UserPhrase]) throws {
        let book = JSONValue.object(["version": .integer(Int64(Self.version)), "phrases": .array(phrases.map(\.json))])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try AtomicFile.write(Array(try encoder.encode(book)) + [UInt8(ascii: "\n")], to: file)
    }

    /// The lock, waiting up to two seconds for another flow changing phrases.
    func acquireLock() throws -> FileLock {
        var attempts = 0
        while true {
            do { return try FileLock.acquire(lockFile) } catch {
                guard case .locked = error, attempts < 100 else { throw error }
                attempts += 1
                usleep(20_000)
            }
        }
    }
}
