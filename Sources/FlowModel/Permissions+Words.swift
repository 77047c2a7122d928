import Foundation

/// Permissions as words: what `--allow` takes and `grants.json` keeps, one
/// spelling for both. `shell`, `network` (any host), `network=api.example.com`,
/// `message=John Appleseed`, `files=~/Notes` (read and write under it),
/// `files:read=~/Notes`, `files:write=~/Notes/out`. Several are separated by
/// commas, or given as several `--allow`s.
extension Permissions {
    public struct WordError: Error, Equatable, Sendable {
        /// The word that is not a permission.
        public var word: String
        public var reason: String
    }

    public init(words: [String]) throws(WordError) {
        self.init()
        for list in words {
            for word in list.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !word.isEmpty {
                try add(word: word)
            }
        }
    }

    mutating func add(word: String) throws(WordError) {
        // Empty pieces are kept, so `network=` is an empty scope (an error), never the whole capability.
        let parts = word.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let head = parts[0].split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        guard let capability = Capability(rawValue: head[0]) else {
            throw WordError(word: head[0], reason: "unknown capability")
        }
        let access = head.count > 1 ? head[1] : nil
        guard parts.count > 1 else {
            guard access == nil else { throw WordError(word: word, reason: "'\(word)' needs '=PATH'") }
            grant(capability)
            return
        }
        let target = parts[1]
        guard !target.isEmpty else { throw WordError(word: word, reason: "'\(word)' names nothing after '='") }
        switch (capability, access) {
        case (.network, nil): grant(.host(target))
        case (.message, nil): grant(.recipient(target))
        case (.files, nil):
            grant(.read(target))
            grant(.write(target))
        case (.files, "read"?): grant(.read(target))
        case (.files, "write"?): grant(.write(target))
        case (.shell, _):
            throw WordError(word: word, reason: "shell cannot be limited: it runs any command")
        default:
            throw WordError(word: word, reason: "'\(capability.rawValue):\(access ?? "")' is not a kind of access; files takes read or write")
        }
    }

    /// The words that give exactly these permissions back.
    public var words: [String] {
        capabilities.flatMap { capability -> [String] in
            guard case .only(let items)? = scopes[capability] else { return [capability.rawValue] }
            return items.sorted().map { item in
                switch item {
                case .host(let host): "network=" + host
                case .recipient(let name): "message=" + name
                case .read(let path): "files:read=" + path
                case .write(let path): "files:write=" + path
                }
            }
        }
    }
}
