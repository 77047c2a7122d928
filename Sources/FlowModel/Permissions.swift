import Foundation

/// One thing an action reaches outside the shortcut: a host, a person to
/// message, a file to read or write. Scoped capabilities are sets of these;
/// the checker proves literal ones against a declaration and the runtime
/// checks every one (every redirect hop, every file after `..` and symlinks
/// are resolved) against the run's grant.
public enum Reach: Hashable, Sendable, Comparable {
    case host(String)
    case recipient(String)
    case read(String)
    case write(String)

    public var capability: Capability {
        switch self {
        case .host: .network
        case .recipient: .message
        case .read, .write: .files
        }
    }

    /// What the scope item says: the host, name or path.
    public var target: String {
        switch self {
        case .host(let text), .recipient(let text), .read(let text), .write(let text): text
        }
    }

    /// Whether this granted or declared item lets an action reach `other`: the
    /// same host (`*.example.com` also its subdomains), the same person, or a
    /// path at or under this one, of the same kind.
    public func covers(_ other: Reach) -> Bool {
        switch (self, other) {
        case (.host(let allowed), .host(let host)):
            let allowed = allowed.lowercased(), host = host.lowercased()
            if allowed.hasPrefix("*.") { return host.hasSuffix(allowed.dropFirst(1)) || host == String(allowed.dropFirst(2)) }
            return allowed == host
        case (.recipient(let allowed), .recipient(let person)):
            return allowed.lowercased() == person.lowercased()
        case (.read(let allowed), .read(let path)), (.write(let allowed), .write(let path)):
            return Reach.path(path, isWithin: allowed)
        default:
            return false
        }
    }

    /// `/a/b` is within `/a` and `/a/b`, not within `/a/bc`.
    public static func path(_ path: String, isWithin folder: String) -> Bool {
        if folder == "/" { return path.hasPrefix("/") }
        let folder = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        return path == folder || path.hasPrefix(folder + "/")
    }
}

/// What a run may reach, per capability: anything (bare `network`), or only
/// the listed hosts, people and paths. The one model of capabilities and
/// their scopes: `requires` clauses, `--allow` words, remembered grants,
/// prompts and the runtime's checks all read and write it.
public struct Permissions: Hashable, Sendable, ExpressibleByArrayLiteral, CustomStringConvertible {
    public enum Scope: Hashable, Sendable {
        case anything
        case only(Set<Reach>)
    }

    public private(set) var scopes: [Capability: Scope] = [:]

    public init() {}

    public init(arrayLiteral capabilities: Capability...) {
        for capability in capabilities { grant(capability) }
    }

    public init<S: Sequence>(_ capabilities: S) where S.Element == Capability {
        for capability in capabilities { grant(capability) }
    }

    public var isEmpty: Bool { scopes.isEmpty }
    public var capabilities: [Capability] { scopes.keys.sorted() }
    public func contains(_ capability: Capability) -> Bool { scopes[capability] != nil }

    /// The whole capability, whatever it was limited to before.
    public mutating func grant(_ capability: Capability) { scopes[capability] = .anything }

    /// One more host, person or path, unless the capability is already whole.
    public mutating func grant(_ reach: Reach) {
        switch scopes[reach.capability] {
        case .anything?: return
        case .only(let items)?: scopes[reach.capability] = .only(items.union([reach]))
        case nil: scopes[reach.capability] = .only([reach])
        }
    }

    public mutating func formUnion(_ other: Permissions) {
        for (capability, scope) in other.scopes {
            switch scope {
            case .anything: grant(capability)
            case .only(let items): for item in items { grant(item) }
            }
        }
    }

    public func union(_ other: Permissions) -> Permissions {
        var result = self
        result.formUnion(other)
        return result
    }

    /// Whether an action may reach `reach`.
    public func allows(_ reach: Reach) -> Bool {
        switch scopes[reach.capability] {
        case .anything?: true
        case .only(let items)?: items.contains { $0.covers(reach) }
        case nil: false
        }
    }

    /// What of `needed` these permissions do not cover: a whole capability
    /// when only part of it is here, the uncovered items otherwise.
    public func missing(from needed: Permissions) -> Permissions {
        var result = Permissions()
        for (capability, scope) in needed.scopes {
            switch (scope, scopes[capability]) {
            case (_, .anything?): continue
            case (.anything, _): result.grant(capability)
            case (.only(let items), _): for item in items where !allows(item) { result.grant(item) }
            }
        }
        return result
    }

    /// What both allow: a run gets what its shortcut declares and no more,
    /// however widely it was granted.
    public func intersection(_ other: Permissions) -> Permissions {
        var result = Permissions()
        for (capability, scope) in scopes {
            guard let theirs = other.scopes[capability] else { continue }
            switch (scope, theirs) {
            case (.anything, .anything): result.grant(capability)
            case (.anything, .only(let items)), (.only(let items), .anything): for item in items { result.grant(item) }
            case (.only(let mine), .only(let others)):
                for item in mine where other.allows(item) { result.grant(item) }
                for item in others where allows(item) { result.grant(item) }
            }
        }
        return result
    }

    /// The same permissions with every path made absolute against `folder`,
    /// `~` expanded, `..` and symlinks resolved, as the runtime compares them.
    public func resolvingPaths(against folder: String) -> Permissions {
        var result = Permissions()
        for (capability, scope) in scopes {
            switch scope {
            case .anything: result.grant(capability)
            case .only(let items):
                for item in items {
                    switch item {
                    case .read(let path): result.grant(.read(CanonicalPath.resolve(path, against: folder)))
                    case .write(let path): result.grant(.write(CanonicalPath.resolve(path, against: folder)))
                    default: result.grant(item)
                    }
                }
            }
        }
        return result
    }

    /// The declaration of one capability, as `requires` says it: `network("a.com")`.
    public func declaration(of capability: Capability) -> String {
        var one = Permissions()
        switch scopes[capability] {
        case .only(let items)?: for item in items { one.grant(item) }
        default: one.grant(capability)
        }
        return one.description
    }

    /// For messages: `'shell' (to run shell commands)` for a whole
    /// capability, its declaration for a scoped one.
    public var spoken: String {
        capabilities.map { capability in
            guard case .only = scopes[capability] else { return "'\(capability.rawValue)' (to \(capability.explanation))" }
            return declaration(of: capability)
        }.joined(separator: " and ")
    }

    /// As a `requires` clause says it: `files(read: "/x"), network("a.com"), shell`.
    public var description: String {
        capabilities.map { capability -> String in
            guard case .only(let items)? = scopes[capability] else { return capability.rawValue }
            let arguments = items.sorted().map { item -> String in
                let quoted = "\"" + item.target + "\""
                switch item {
                case .read: return "read: " + quoted
                case .write: return "write: " + quoted
                default: return quoted
                }
            }
            return capability.rawValue + "(" + arguments.joined(separator: ", ") + ")"
        }.joined(separator: ", ")
    }
}

/// File paths as permissions compare them.
public enum CanonicalPath {
    /// `~` expanded, made absolute against `folder`, `.` and `..` removed,
    /// and symlinks resolved in the longest part that exists, so that a
    /// symlink inside an allowed folder pointing out of it is seen for what
    /// it is, and a file not yet written resolves through its folder.
    public static func resolve(_ path: String, against folder: String) -> String {
        var path = FlowDirectories.expandingTilde(path)
        if !path.hasPrefix("/") { path = (folder.hasSuffix("/") ? folder : folder + "/") + path }
        let components = lexical(path).split(separator: "/").map(String.init)
        // Resolve the longest existing prefix through realpath; keep the rest as written.
        var existing = components.count
        while existing > 0 {
            let prefix = "/" + components[..<existing].joined(separator: "/")
            if let real = realPath(prefix) {
                let rest = components[existing...]
                return rest.isEmpty ? real : (real == "/" ? "" : real) + "/" + rest.joined(separator: "/")
            }
            existing -= 1
        }
        return "/" + components.joined(separator: "/")
    }

    /// `.` and `..` removed by the text alone (no symlinks resolved): how the
    /// checker compares a literal path with a scope before anything runs.
    public static func lexical(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." {
            if part == ".." { _ = parts.popLast() } else { parts.append(part) }
        }
        return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
