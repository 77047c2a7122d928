import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import FlowDaemon

/// Real inotify on a temporary folder. Nothing sleeps: each test changes a
/// file, then waits on the watcher's descriptor with a bounded poll (the
/// kernel queues the event before the system call that caused it returns).
@Suite struct FileWatcherTests {
    func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("flow-watch-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    func watcher(_ patterns: [String]) throws -> (FileWatcher, [String]) {
        guard case .success(let watcher) = FileWatcher.open() else { throw POSIXErrorText(errno: errno) }
        let notes = watcher.watch(patterns)
        return (watcher, notes)
    }

    /// Writes `text` to `path` with one open, write and close.
    func write(_ path: String, _ text: String = "x") {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        _ = text.withCString { Glibc.write(descriptor, $0, strlen($0)) }
        close(descriptor)
    }

    /// Waits (at most 5 s) until the watcher has something, then reads it.
    func changes(_ watcher: FileWatcher) -> (changes: [String], notes: [String]) {
        var request = pollfd(fd: watcher.fileDescriptor, events: Int16(POLLIN), revents: 0)
        _ = poll(&request, 1, 5000)
        let (changes, notes) = watcher.read()
        return (changes.map { "\($0.kind.rawValue) \(($0.path as NSString).lastPathComponent)" }, notes)
    }

    @Test func writesRenamesAndDeletesInTheWatchedFolderMatchTheGlob() throws {
        let folder = try folder()
        let (watcher, notes) = try watcher([folder + "/*.txt"])
        #expect(notes.isEmpty && watcher.directories == [folder])
        write(folder + "/a.txt")
        write(folder + "/b.pdf")
        write(folder + "/.hidden.txt")
        #expect(changes(watcher).changes == ["created a.txt"], "one change for the create, write and close; other names ignored")
        write(folder + "/a.txt", "again")
        #expect(changes(watcher).changes == ["modified a.txt"])
        write(folder + "/.c.txt.part")
        rename(folder + "/.c.txt.part", folder + "/c.txt")
        #expect(changes(watcher).changes == ["created c.txt"], "a file renamed into place")
        unlink(folder + "/a.txt")
        #expect(changes(watcher).changes == ["deleted a.txt"])
        chmod(folder + "/c.txt", 0o600)
        mkdir(folder + "/d.txt", 0o755)
        write(folder + "/e.txt")
        #expect(changes(watcher).changes == ["created e.txt"], "attributes alone and directories are not changes")
    }

    @Test func aBurstReadAtOnceIsOneChangePerPath() throws {
        let folder = try folder()
        let (watcher, _) = try watcher([folder + "/inbox", folder + "/*"])
        write(folder + "/inbox")
        write(folder + "/inbox", "more")
        write(folder + "/inbox", "and more")
        let (changes, _) = changes(watcher)
        #expect(changes == ["created inbox", "created inbox"], "one per pattern: \(changes)")
        #expect(FileWatcher.merge(.created, .modified) == .created)
        #expect(FileWatcher.merge(.modified, .deleted) == .deleted)
        #expect(FileWatcher.merge(.deleted, .created) == .modified)
    }

    @Test func aPathThatDoesNotExistYetIsWatchedThroughItsParentOrAncestor() throws {
        let folder = try folder()
        let (watcher, notes) = try watcher([folder + "/x/inbox"])
        #expect(notes == ["file-changed \"\(folder)/x/inbox\": \(folder)/x does not exist yet; watching \(folder) until it does"])
        #expect(watcher.directories == [folder])
        mkdir(folder + "/x", 0o755)
        let appeared = changes(watcher)
        #expect(appeared.changes.isEmpty)
        #expect(appeared.notes == ["file-changed \"\(folder)/x/inbox\": does not exist yet; watching \(folder)/x for it"])
        #expect(watcher.directories == [folder + "/x"])
        write(folder + "/x/inbox")
        #expect(changes(watcher).changes == ["created inbox"])
        // The folder goes away, and comes back: watched again.
        unlink(folder + "/x/inbox")
        rmdir(folder + "/x")
        let gone = changes(watcher)
        #expect(gone.changes == ["deleted inbox"])
        #expect(watcher.directories == [folder], "\(gone.notes)")
        mkdir(folder + "/x", 0o755)
        _ = changes(watcher)
        write(folder + "/x/inbox")
        #expect(changes(watcher).changes == ["created inbox"])
    }

    @Test func aFolderNamedWithoutAGlobWatchesEverythingInIt() throws {
        let folder = try folder()
        let (watcher, notes) = try watcher([folder])
        #expect(notes.isEmpty && watcher.directories == [folder])
        write(folder + "/note.md")
        #expect(changes(watcher).changes == ["created note.md"])
        let (_, globbed) = try self.watcher([folder + "/*/x.txt"])
        #expect(globbed == ["file-changed \"\(folder)/*/x.txt\": only the last part of a path may be a wildcard; not watched"])
        let (_, homeless) = try self.watcher(["~/in"])
        #expect(homeless == ["file-changed \"~/in\": '~' needs $HOME, which is not set; not watched"])
    }

    @Test func watchingOtherPatternsReplacesTheWatches() throws {
        let first = try folder(), second = try folder()
        let (watcher, _) = try watcher([first + "/*.txt"])
        #expect(watcher.watch([second + "/*.txt"]).isEmpty)
        #expect(watcher.directories == [second] && watcher.watched == [second + "/*.txt"])
        write(first + "/a.txt")
        write(second + "/b.txt")
        #expect(changes(watcher).changes == ["created b.txt"], "the first folder is no longer watched")
    }

    @Test func patternsResolveAgainstHomeAndTheirFile() {
        #expect(FileWatcher.resolve("~/Downloads/*.pdf", relativeTo: "/etc/flow/a.flow", home: "/home/me") == "/home/me/Downloads/*.pdf")
        #expect(FileWatcher.resolve("inbox/../in.txt", relativeTo: "/etc/flow/a.flow", home: nil) == "/etc/flow/in.txt")
        #expect(FileWatcher.resolve("/tmp//x/./y", relativeTo: "/etc/flow/a.flow", home: nil) == "/tmp/x/y")
        #expect(FileWatcher.resolve("~/in", relativeTo: "/etc/flow/a.flow", home: nil) == "~/in")
    }
}
