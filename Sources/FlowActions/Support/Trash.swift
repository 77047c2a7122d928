import Foundation
import Glibc

/// The home trash of the freedesktop.org Trash specification (1.0): a
/// deleted file goes to `files/NAME` with `info/NAME.trashinfo` beside it
/// saying where it was and when, so a file manager can restore it. The info
/// file is made first and exclusively, which reserves NAME against another
/// deleter; a taken name gets a number ("soup.txt", "soup.2.txt", ...).
struct Trash {
    let folder: URL

    /// Moves `path` (absolute) into the trash; its name there, or why not.
    func put(_ path: String, deletedAt date: Date, zone: TimeZone = .current) -> Result<String, FailedTrash> {
        let files = folder.appendingPathComponent("files").path
        let info = folder.appendingPathComponent("info").path
        for made in [files, info] {
            do { try FileManager.default.createDirectory(atPath: made, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700]) }
            catch { return .failure(FailedTrash(SystemReason.describe(error))) }
        }
        let record = Array(Self.info(for: path, deletedAt: date, zone: zone).utf8)
        let original = (path as NSString).lastPathComponent
        for attempt in 1...10_000 {
            let name = Self.name(original, attempt)
            let infoPath = (info as NSString).appendingPathComponent(name + ".trashinfo")
            let descriptor = open(infoPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            if descriptor < 0 {
                if errno == EEXIST { continue }
                return .failure(FailedTrash(SystemReason.describe(errno)))
            }
            let written = record.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            close(descriptor)
            let target = (files as NSString).appendingPathComponent(name)
            if written != record.count || FilePaths.exists(target) {
                unlink(infoPath)
                if written != record.count { return .failure(FailedTrash(SystemReason.describe(EIO))) }
                continue
            }
            if let reason = FileTransfer.move(path, to: target, replaces: false) {
                unlink(infoPath)
                return .failure(FailedTrash(reason))
            }
            return .success(name)
        }
        return .failure(FailedTrash(SystemReason.describe(EEXIST)))
    }

    /// The `.trashinfo` text: the original path percent-encoded (bytes
    /// outside the URI's unreserved set and "/"), and the local deletion time.
    static func info(for path: String, deletedAt date: Date, zone: TimeZone) -> String {
        let allowed = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/")
        let encoded = path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = zone
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss"
        return "[Trash Info]\nPath=\(encoded)\nDeletionDate=\(formatter.string(from: date))\n"
    }

    /// "soup.txt" first, then "soup.2.txt", "soup.3.txt", ...
    static func name(_ original: String, _ attempt: Int) -> String {
        guard attempt > 1 else { return original }
        let ext = (original as NSString).pathExtension
        guard !ext.isEmpty else { return "\(original).\(attempt)" }
        return "\((original as NSString).deletingPathExtension).\(attempt).\(ext)"
    }

    struct FailedTrash: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}
