import Foundation
import Glibc

/// The system calls FlowState needs, each retrying `EINTR` and turning a
/// failure into `StateError.system` with the path it was about.
///
/// FlowState talks to the kernel directly rather than through `FileManager`
/// because durability is about exactly which calls happen in which order
/// (write, fsync, rename, fsync the directory), and `FileManager` promises
/// none of that.
enum Posix {
    static func failure(_ operation: String, _ path: String) -> StateError {
        .system(operation: operation, path: path, errno: errno)
    }

    static func open(_ path: String, _ flags: Int32, mode: mode_t = 0o644) throws(StateError) -> Int32 {
        while true {
            let descriptor = Glibc.open(path, flags | O_CLOEXEC, mode)
            if descriptor >= 0 { return descriptor }
            if errno != EINTR { throw failure("open", path) }
        }
    }

    static func close(_ descriptor: Int32) {
        _ = Glibc.close(descriptor)
    }

    /// Writes every byte, continuing after short writes.
    static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer, path: String) throws(StateError) {
        var offset = 0
        while offset < bytes.count {
            guard let base = bytes.baseAddress else { return }
            let written = Glibc.write(descriptor, base + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                throw failure("write", path)
            }
            offset += written
        }
    }

    static func writeAll(_ descriptor: Int32, _ bytes: [UInt8], path: String) throws(StateError) {
        let result: StateError? = bytes.withUnsafeBytes { buffer in
            do throws(StateError) { try writeAll(descriptor, buffer, path: path) } catch { return error }
            return nil
        }
        if let result { throw result }
    }

    /// `fsync`: the file's data and metadata reach the disk.
    static func sync(_ descriptor: Int32, path: String) throws(StateError) {
        while fsync(descriptor) != 0 {
            if errno != EINTR { throw failure("fsync", path) }
        }
    }

    /// `fdatasync`: enough for an append (it includes the new length).
    static func syncData(_ descriptor: Int32, path: String) throws(StateError) {
        while fdatasync(descriptor) != 0 {
            if errno != EINTR { throw failure("fsync", path) }
        }
    }

    /// Makes the directory's entries (a rename, a new file) durable.
    static func syncDirectory(_ path: String) throws(StateError) {
        let descriptor = try open(path, O_RDONLY | O_DIRECTORY)
        defer { close(descriptor) }
        try sync(descriptor, path: path)
    }

    static func rename(_ from: String, _ to: String) throws(StateError) {
        if Glibc.rename(from, to) != 0 { throw failure("rename to '\(to)'", from) }
    }

    /// Removes a file; a file that is already gone is not an error.
    static func unlink(_ path: String) throws(StateError) {
        if Glibc.unlink(path) != 0 && errno != ENOENT { throw failure("remove", path) }
    }

    static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    /// The size of a regular file; nil when `path` is missing or is not a
    /// regular file (reading a FIFO someone left there would wait forever).
    static func regularFileSize(_ path: String) -> Int? {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        return Int(info.st_size)
    }

    /// The modification time of `path`, or nil when it cannot be read.
    static func modificationTime(_ path: String) -> Date? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return Date(timeIntervalSince1970: Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9)
    }

    /// Creates `path` and any missing parents, fsyncing each parent that gained
    /// an entry so that the new directories survive a crash.
    static func makeDirectories(_ path: String) throws(StateError) {
        var info = stat()
        if stat(path, &info) == 0 {
            if info.st_mode & S_IFMT == S_IFDIR { return }
            throw StateError.system(operation: "use as a directory", path: path, errno: ENOTDIR)
        }
        let parent = (path as NSString).deletingLastPathComponent
        if !parent.isEmpty && parent != path { try makeDirectories(parent) }
        if mkdir(path, 0o755) != 0 && errno != EEXIST { throw failure("create the directory", path) }
        if !parent.isEmpty { try syncDirectory(parent) }
    }

    /// The whole file. Used for journals and event files, which are small
    /// enough to read at once (events are at most 64 KiB of data). Opened
    /// non-blocking, so that a FIFO in a file's place is an error, not a hang.
    static func readFile(_ path: String) throws(StateError) -> [UInt8] {
        let descriptor = try open(path, O_RDONLY | O_NONBLOCK)
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw failure("read", path)
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }

    /// The names in a directory, without `.` and `..`, in no particular order.
    static func listDirectory(_ path: String) throws(StateError) -> [String] {
        guard let directory = opendir(path) else { throw failure("list", path) }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) {
                String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }
}
