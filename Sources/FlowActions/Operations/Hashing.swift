import FlowState

/// Generate Hash: a digest of text (its UTF-8 bytes) or a file's bytes, as
/// lowercase hexadecimal, the form `md5sum`, `shasum` and Shortcuts print.
/// Computed in process, no shell.
public enum HashAlgorithm: String, CaseIterable, Sendable {
    case md5 = "MD5"
    case sha1 = "SHA-1"
    case sha256 = "SHA-256"
    case sha512 = "SHA-512"

    /// The digest's raw bytes.
    public func digest(_ bytes: [UInt8]) -> [UInt8] {
        switch self {
        case .md5: MD5.digest(bytes)
        case .sha1: SHA1.digest(bytes)
        case .sha256: SHA256.digest(bytes)
        case .sha512: SHA512.digest(bytes)
        }
    }

    /// The digest as lowercase hex (32, 40, 64 or 128 digits).
    public func hex(_ bytes: [UInt8]) -> String { Hexadecimal.lowercase(digest(bytes)) }

    /// The digest of text: its UTF-8 bytes, as Shortcuts hashes text.
    public func hex(_ text: String) -> String { hex(Array(text.utf8)) }
}
