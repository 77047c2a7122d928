import Foundation
import Glibc
import FlowState

/// Why the system refused, in words and with the errno name: "no such file
/// or directory (ENOENT)". A failed step's message ends with it, and a
/// `catch` reads the name as `error.code`.
public enum SystemReason {
    static let names: [Int32: String] = [
        ENOENT: "ENOENT", EACCES: "EACCES", EPERM: "EPERM", EISDIR: "EISDIR", ENOTDIR: "ENOTDIR", EEXIST: "EEXIST",
        ENOSPC: "ENOSPC", EROFS: "EROFS", ELOOP: "ELOOP", ENAMETOOLONG: "ENAMETOOLONG", EMFILE: "EMFILE", EIO: "EIO",
        EBUSY: "EBUSY", ETXTBSY: "ETXTBSY", EFBIG: "EFBIG", EDQUOT: "EDQUOT",
    ]

    /// "no such file or directory (ENOENT)".
    static func describe(_ code: Int32) -> String {
        let words = String(cString: strerror(code))
        let text = words.prefix(1).lowercased() + words.dropFirst()
        return names[code].map { "\(text) (\($0))" } ?? text
    }

    /// Any error as a person should read it: a system error's reason in
    /// words with its errno name ("permission denied (EACCES)"), never
    /// Foundation's "The operation could not be completed" or NSError text.
    public static func describe(_ error: any Error) -> String {
        if let state = error as? StateError {
            if case .system(_, _, let code) = state { return describe(code) }
            return "\(state)"
        }
        let bridged = error as NSError
        if bridged.domain == NSPOSIXErrorDomain { return describe(Int32(bridged.code)) }
        if let underlying = bridged.userInfo[NSUnderlyingErrorKey] as? any Error {
            let inner = underlying as NSError
            if inner.domain == NSPOSIXErrorDomain { return describe(Int32(inner.code)) }
        }
        if bridged.domain == NSCocoaErrorDomain {
            switch bridged.code {
            case NSFileNoSuchFileError, NSFileReadNoSuchFileError: return describe(ENOENT)
            case NSFileReadNoPermissionError, NSFileWriteNoPermissionError: return describe(EACCES)
            case NSFileWriteOutOfSpaceError: return describe(ENOSPC)
            case NSFileWriteVolumeReadOnlyError: return describe(EROFS)
            default: break
            }
        }
        return "\(error)"
    }

    /// The errno name a message ends with, for `error.code`; nil when it names none.
    public static func code(in message: String) -> String? {
        guard message.hasSuffix(")"), let open = message.lastIndex(of: "(") else { return nil }
        let name = String(message[message.index(after: open)..<message.index(before: message.endIndex)])
        return names.values.contains(name) ? name : nil
    }

    /// Why reading `path` fails, when it does: the file's bytes or the reason.
    static func read(_ path: String) -> Result<Data, ReasonError> {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(ReasonError(describe(errno))) }
        close(descriptor)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            return .failure(ReasonError(describe(EISDIR)))
        }
        guard let data = FileManager.default.contents(atPath: path) else { return .failure(ReasonError(describe(EIO))) }
        return .success(data)
    }

    /// Writes (replacing the file atomically) or appends `bytes`; nil when
    /// done, else why not.
    static func write(_ bytes: [UInt8], to path: String, append: Bool) -> String? {
        if append {
            let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else { return describe(errno) }
            defer { close(descriptor) }
            var offset = 0
            while offset < bytes.count {
                let written = bytes[offset...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
                if written < 0 { if errno == EINTR { continue }; return describe(errno) }
                offset += written
            }
            return nil
        }
        do {
            try AtomicFile.write(bytes, to: URL(fileURLWithPath: path))
            return nil
        } catch {
            if case .system(_, _, let code) = error { return describe(code) }
            return "\(error)"
        }
    }

    struct ReasonError: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}
