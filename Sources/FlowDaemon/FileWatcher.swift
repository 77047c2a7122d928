import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Watches the files that `file-changed` triggers name, through Linux's
/// inotify (`inotify_init1`, `inotify_add_watch`, `read`), and reports each
/// change as the pattern it matched, the path and what happened to it. The
/// daemon posts each change to the event spool as a `flow.file.changed`
/// event, so it is durable and deduplicated like any event and goes through
/// the same routes, debounce and throttle.
///
/// - **What is watched.** A pattern is an absolute path whose last part may be
///   a shell glob (`/home/me/Downloads/*.pdf`; `resolve` expands `~` and
///   relative paths). Its directory is watched and entries whose name matches
///   count (`fnmatch` with `FNM_PERIOD`, so `*` skips hidden files such as a
///   download's `.x.pdf.part`). Watching the directory rather than the file
///   sees a file created, replaced by a rename (as editors and downloads
///   save) or deleted, which a watch on the file's inode would miss. A path
///   without a glob that names an existing directory watches every entry in
///   it. A glob before the last part is not supported, and `watch` says so.
/// - **What is a change.** A file written and closed (`IN_CLOSE_WRITE`:
///   `created` when this watcher saw it created, else `modified`; `touch`
///   is one), moved or renamed in (`created`), deleted or moved away
///   (`deleted`). Directories, attribute changes alone (chmod) and writes
///   still going on (`IN_MODIFY`) are not changes.
/// - **Paths that do not exist yet.** A missing file is watched through its
///   directory as above. A missing directory is waited for: its nearest
///   existing ancestor is watched until the next part of the path appears,
///   then the watches are set again. A watched directory that is deleted or
///   moved is waited for the same way. `watch` and `read` return notes for
///   the log saying what is watched instead.
/// - **Bursts.** What one `read()` finds is coalesced to one change per
///   pattern and path (created then written is `created`, written then
///   deleted is `deleted`, deleted then created again is `modified`).
///   Longer bursts are what the trigger's `debounce` is for.
/// - **Overflow.** When the kernel's queue overflows (`IN_Q_OVERFLOW`) some
///   changes are lost; a note says so and the watches are set again.
///
/// Not thread-safe: the daemon's loop owns it.
public final class FileWatcher: @unchecked Sendable {
    /// The type of the events the daemon posts for changes.
    public static let eventType = "flow.file.changed"

    public struct Change: Equatable, Sendable {
        public enum Kind: String, Sendable { case created, modified, deleted }
        /// The pattern it matched, as given to `watch`.
        public var pattern: String
        public var path: String
        public var kind: Kind
    }

    /// Readable when inotify has something: give it to `poll`.
    public let fileDescriptor: Int32
    private var patterns: [String] = []
    /// By watch descriptor: the directory and what it is watched for.
    private var watches: [Int32: Watch] = [:]
    /// The last note said about each pattern, so a re-arm repeats none.
    private var said: [String: String] = [:]
    /// Files seen created and not yet written and closed, so that closing
    /// them is `created`, not `modified`.
    private var created = Set<String>()

    private struct Watch {
        var directory: String
        /// Pattern, and the glob its entries' names must match.
        var globs: [(pattern: String, glob: String)] = []
    }

    private static let directoryMask = UInt32(IN_CLOSE_WRITE) | UInt32(IN_MOVED_TO) | UInt32(IN_MOVED_FROM) | UInt32(IN_DELETE)
        | UInt32(IN_CREATE) | UInt32(IN_DELETE_SELF) | UInt32(IN_MOVE_SELF) | UInt32(IN_ONLYDIR)

    /// Opens an inotify instance; nil (with the reason) where there is none.
    public static func open() -> Result<FileWatcher, POSIXErrorText> {
        let descriptor = inotify_init1(Int32(IN_NONBLOCK) | Int32(IN_CLOEXEC))
        guard descriptor >= 0 else { return .failure(POSIXErrorText(errno: errno)) }
        return .success(FileWatcher(fileDescriptor: descriptor))
    }

    private init(fileDescriptor: Int32) {
        self.fileDescriptor = fileDescriptor
    }

    deinit {
        Glibc.close(fileDescriptor)
    }

    /// An automation's pattern as an absolute path: `~` is `home`, and a
    /// relative path is relative to the folder of the `.flow` file that names
    /// it. Without a home, a `~` pattern stays as it is (`watch` says so).
    public static func resolve(_ pattern: String, relativeTo file: String, home: String?) -> String {
        var path = pattern
        if path == "~" || path.hasPrefix("~/") {
            guard let home else { return pattern }
            path = home + path.dropFirst()
        } else if !path.hasPrefix("/") {
            path = (file as NSString).deletingLastPathComponent + "/" + path
        }
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) where part != "." {
            if part == ".." { _ = parts.popLast() } else { parts.append(part) }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// Watches exactly these patterns (absolute, as `resolve` makes them),
    /// replacing what was watched; returns notes for the log.
    public func watch(_ patterns: [String]) -> [String] {
        self.patterns = Array(Set(patterns)).sorted()
        said = said.filter { self.patterns.contains($0.key) }
        return arm()
    }

    /// The patterns watched.
    public var watched: [String] { patterns }

    /// The directories watched now (for tests and notes).
    public var directories: [String] { watches.values.map(\.directory).sorted() }

    /// Reads everything inotify has queued, never blocking: the changes,
    /// coalesced per pattern and path, and notes for the log.
    public func read() -> (changes: [Change], notes: [String]) {
        var order: [Change] = []
        var index: [String: Int] = [:]
        var notes: [String] = []
        var rearm = false
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(fileDescriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            var offset = 0
            while offset + 16 <= count {
                let (descriptor, mask, length) = buffer.withUnsafeBytes { raw in
                    (raw.loadUnaligned(fromByteOffset: offset, as: Int32.self), raw.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self),
                     Int(raw.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self)))
                }
                let nameBytes = buffer[(offset + 16)..<min(offset + 16 + length, count)].prefix { $0 != 0 }
                offset += 16 + length
                let name = String(decoding: nameBytes, as: UTF8.self)
                if mask & UInt32(IN_Q_OVERFLOW) != 0 {
                    notes.append("file-changed: too many changes at once (the kernel's inotify queue overflowed); some were missed")
                    rearm = true
                    continue
                }
                if mask & (UInt32(IN_IGNORED) | UInt32(IN_DELETE_SELF) | UInt32(IN_MOVE_SELF)) != 0 {
                    rearm = true
                    continue
                }
                guard let watch = watches[descriptor], !name.isEmpty else { continue }
                let path = watch.directory == "/" ? "/" + name : watch.directory + "/" + name
                if mask & UInt32(IN_ISDIR) != 0 {
                    // A directory appeared or went: one a pattern waits for, or names.
                    if patterns.contains(where: { $0 == path || $0.hasPrefix(path + "/") }) { rearm = true }
                    continue
                }
                let kind: Change.Kind
                if mask & UInt32(IN_CREATE) != 0 {
                    if created.count >= 4096 { created.removeAll() }
                    created.insert(path)
                    continue
                } else if mask & UInt32(IN_CLOSE_WRITE) != 0 {
                    kind = created.remove(path) != nil ? .created : .modified
                } else if mask & UInt32(IN_MOVED_TO) != 0 {
                    kind = .created
                } else if mask & (UInt32(IN_DELETE) | UInt32(IN_MOVED_FROM)) != 0 {
                    created.remove(path)
                    kind = .deleted
                } else {
                    continue
                }
                for (pattern, glob) in watch.globs where fnmatch(glob, name, FNM_PERIOD) == 0 {
                    let key = pattern + "\0" + path
                    if let at = index[key] {
                        order[at].kind = Self.merge(order[at].kind, kind)
                    } else {
                        index[key] = order.count
                        order.append(Change(pattern: pattern, path: path, kind: kind))
                    }
                }
            }
        }
        if rearm { notes += arm() }
        return (order, notes)
    }

    /// Two changes to one path in one read, as one.
    static func merge(_ earlier: Change.Kind, _ later: Change.Kind) -> Change.Kind {
        switch (earlier, later) {
        case (.created, .modified): .created
        case (.deleted, .created), (.deleted, .modified): .modified
        default: later
        }
    }

    // MARK: - Watches

    private static func isGlob<S: StringProtocol>(_ text: S) -> Bool {
        text.contains { $0 == "*" || $0 == "?" || $0 == "[" }
    }

    private static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    private static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    /// Sets the watches the patterns need now, removes the rest; notes what changed.
    private func arm() -> [String] {
        var wanted: [String: [(pattern: String, glob: String)]] = [:]
        var notes: [String] = []
        func say(_ pattern: String, _ note: String?) {
            guard said[pattern] != note else { return }
            said[pattern] = note
            if let note { notes.append("file-changed \"\(pattern)\": " + note) }
        }
        for pattern in patterns {
            let directory = (pattern as NSString).deletingLastPathComponent
            let name = (pattern as NSString).lastPathComponent
            if !pattern.hasPrefix("/") {
                say(pattern, "'~' needs $HOME, which is not set; not watched")
            } else if Self.isGlob(directory) {
                say(pattern, "only the last part of a path may be a wildcard; not watched")
            } else if !Self.isGlob(name) && Self.isDirectory(pattern) {
                wanted[pattern, default: []].append((pattern, "*"))
                say(pattern, nil)
            } else if Self.isDirectory(directory) {
                wanted[directory, default: []].append((pattern, name))
                say(pattern, Self.isGlob(name) || Self.exists(pattern) ? nil : "does not exist yet; watching \(directory) for it")
            } else {
                var ancestor = directory
                while ancestor != "/" && !Self.isDirectory(ancestor) { ancestor = (ancestor as NSString).deletingLastPathComponent }
                wanted[ancestor, default: []].append((pattern, ""))
                say(pattern, "\(directory) does not exist yet; watching \(ancestor) until it does")
            }
        }
        var next: [Int32: Watch] = [:]
        for (directory, globs) in wanted.sorted(by: { $0.key < $1.key }) {
            let descriptor = inotify_add_watch(fileDescriptor, directory, Self.directoryMask)
            guard descriptor >= 0 else {
                let reason = errno == ENOSPC ? "the limit of inotify watches is reached (sysctl fs.inotify.max_user_watches)" : POSIXErrorText(errno: errno).description
                for pattern in Set(globs.map(\.pattern)) { say(pattern, "cannot watch \(directory): \(reason)") }
                continue
            }
            next[descriptor, default: Watch(directory: directory)].globs += globs.filter { !$0.glob.isEmpty }
        }
        for descriptor in watches.keys where next[descriptor] == nil { inotify_rm_watch(fileDescriptor, descriptor) }
        watches = next
        return notes
    }
}

/// An errno as words.
public struct POSIXErrorText: Error, Sendable, CustomStringConvertible {
    public var errno: Int32
    public var description: String { String(cString: strerror(errno)) }
}
