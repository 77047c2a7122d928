import FlowModel

extension ActionEntry {
    /// Shortcuts' Generate Hash: MD5, SHA-1, SHA-256 or SHA-512 of text's
    /// UTF-8 bytes, or of a file's bytes, as lowercase hexadecimal (what
    /// `shasum` prints), computed in process. Hashing a file reads it, so
    /// the run asks for `files` and a grant of its path, as `read-file` does;
    /// hashing text needs nothing.
    public static let generateHash = ActionEntry(
        name: "generate-hash", category: .encoding, shortcutsNames: ["Generate Hash"],
        keywords: ["md5", "sha1", "sha256", "sha512", "digest", "checksum", "shasum"],
        summary: "Generate the ${type} hash of ${text}",
        parameters: [
            .first("text", .string, optional: true),
            .labeled("file", .file, optional: true, help: "hash this file's bytes instead", sink: .path),
            .labeled("type", .string, default: .string("SHA256"), choices: hashChoices.map { ActionChoice($0.0) }),
        ],
        output: .string, isIdempotent: true, atMostOneOf: ["text", "file"], atLeastOneOf: ["text", "file"],
        example: #"generate-hash("Clam Chowder", type: "MD5")"#
    ) { call, context in
        guard let algorithm = hashChoices.first(where: { $0.0 == call.text("type") })?.1 else {
            throw context.fail("'\(call.text("type"))' is not a hash; take " + hashChoices.map(\.0).joined(separator: ", "))
        }
        guard call.isGiven("file") else { return .string(algorithm.hex(call.text("text"))) }
        try context.require(.files)
        let path = TextFiles.resolve(call.text("file"), in: context.workingDirectory)
        try context.permit(.read(CanonicalPath.resolve(path, against: context.workingDirectory)))
        switch SystemReason.read(path) {
        case .success(let data): return .string(algorithm.hex(Array(data)))
        case .failure(let reason): throw context.fail("cannot read \(path): \(reason)")
        }
    }

    /// The types as Shortcuts' menu names them, without the hyphen.
    static let hashChoices: [(String, HashAlgorithm)] = [("MD5", .md5), ("SHA1", .sha1), ("SHA256", .sha256), ("SHA512", .sha512)]
}
