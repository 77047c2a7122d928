import Foundation
import FlowCompiler
import FlowState

/// Capabilities a shortcut declares with `requires`, granted once: at a
/// terminal the person answers for this run or for always. "Always" is
/// remembered in the state folder's `grants.json` (FlowState's `LockedFile`:
/// changed under a lock, replaced atomically) and is bound, as direnv binds
/// `direnv allow`, to:
///
/// - the file's canonical absolute path (symlinks resolved) and the
///   shortcut's name, so another `a.flow` in another folder with a shortcut
///   of the same name is asked about afresh; and
/// - a SHA-256 digest of the file and every file the run reads with it (the
///   files it `use`s, apps' definitions), so an edit, a move or a copy asks
///   again.
///
/// A remembered grant applies without a terminal too, but only to exactly
/// the content that was approved. Deleting `grants.json` forgets every answer.
struct CapabilityGrants: Sendable {
    let file: URL
    /// The folder relative `.flow` paths are in (the command's working folder).
    let workingDirectory: URL

    init(stateDirectory: URL, workingDirectory: URL) {
        file = stateDirectory.appendingPathComponent("grants.json")
        self.workingDirectory = workingDirectory
    }

    func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : workingDirectory.appendingPathComponent(path).path
    }

    /// What a grant is for: the canonical file and shortcut, and the digest of what would run.
    struct Identity: Equatable {
        var key: String
        var digest: String
    }

    func canonical(_ path: String) -> String {
        URL(fileURLWithPath: absolute(path)).standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// The key a grant is remembered under: cheap, so a run with no grant
    /// remembered reads no file to find that out.
    func key(for graph: ShortcutGraph) -> String { canonical(graph.path) + "#" + graph.name }

    func identity(for graph: ShortcutGraph, program: ProgramGraph?) -> Identity {
        var bytes: [UInt8] = []
        for path in contentFiles(of: graph, program: program).sorted() {
            bytes += Array(path.utf8) + [0]
            bytes += (FileManager.default.contents(atPath: path).map { Array($0) } ?? []) + [0]
        }
        return Identity(key: key(for: graph), digest: SHA256.hex(bytes))
    }

    /// The files whose content decides what the run does: the shortcut's own,
    /// the definitions of the apps its steps call, and those of the
    /// shortcuts it runs by name, through any depth. Not every file of the
    /// program: the daemon's program is every automation file, and an edit to
    /// another one does not change what this shortcut does.
    func contentFiles(of graph: ShortcutGraph, program: ProgramGraph?) -> Set<String> {
        var files: Set<String> = [canonical(graph.path)]
        guard let program else { return files }
        var queue = [graph]
        var seen: Set<String> = [graph.path + "#" + graph.name]
        while let current = queue.popLast() {
            for node in current.nodes {
                if case .intent(let appName, _) = node.action, let app = program.apps.first(where: { $0.name == appName }), !app.path.isEmpty {
                    files.insert(canonical(app.path))
                }
                if let name = CallGraphCapabilities.callee(of: node), let callee = CallGraphCapabilities.find(name, from: current, in: program),
                   seen.insert(callee.path + "#" + callee.name).inserted {
                    files.insert(canonical(callee.path))
                    queue.append(callee)
                }
            }
        }
        return files
    }

    /// What was granted for always to exactly this file, shortcut and content;
    /// nothing when any of them changed, or the file cannot be read.
    func remembered(for graph: ShortcutGraph, program: ProgramGraph?) -> Permissions { rememberedWithReason(for: graph, program: program).0 }

    /// As `remembered`, and when a grant exists for other content of the
    /// same file and shortcut, why it does not count.
    func rememberedWithReason(for graph: ShortcutGraph, program: ProgramGraph?) -> (Permissions, whyNot: String?) {
        // Nothing declared, nothing to grant; no entry, no file to read and hash.
        guard !graph.requires.isEmpty, let entry = load()[key(for: graph)] else { return ([], nil) }
        let identity = identity(for: graph, program: program)
        guard entry.digest == identity.digest else {
            return ([], "\(graph.path) (or a file it uses) changed since '\(entry.capabilities)' was granted always for it; confirm it again with flow run at a terminal")
        }
        return (entry.capabilities, nil)
    }

    func remember(_ capabilities: Permissions, for graph: ShortcutGraph, program: ProgramGraph?) throws {
        let identity = identity(for: graph, program: program)
        try LockedFile(url: file).update { bytes in
            var all = Self.decode(bytes)
            let earlier = all[identity.key].flatMap { $0.digest == identity.digest ? $0.capabilities : nil } ?? Permissions()
            all[identity.key] = Entry(capabilities: earlier.union(capabilities), digest: identity.digest)
            return (Self.encode(all), ())
        }
    }

    /// Every remembered grant, by key.
    func all() -> [String: Entry] { load() }

    /// Forgets the grants whose key `matches` picks; how many it forgot.
    func revoke(where matches: (String) -> Bool) throws -> Int {
        try LockedFile(url: file).update { bytes in
            var all = Self.decode(bytes)
            let gone = all.keys.filter(matches)
            for key in gone { all[key] = nil }
            return (gone.isEmpty ? nil : Self.encode(all), gone.count)
        }
    }

    struct Entry: Equatable {
        /// As `--allow` words, paths absolute (`files:read=/home/me/Notes`).
        var capabilities: Permissions
        var digest: String
    }

    private func load() -> [String: Entry] {
        Self.decode((try? LockedFile(url: file).read()) ?? nil)
    }

    /// `{"/abs/a.flow#Name": {"capabilities": ["shell", "network=api.example.com"], "digest": "…"}}`; an
    /// entry of another shape (grants.json before grants were bound to
    /// content) grants nothing.
    static func decode(_ bytes: [UInt8]?) -> [String: Entry] {
        guard let bytes, let object = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any] else { return [:] }
        var entries: [String: Entry] = [:]
        for (key, value) in object {
            guard let fields = value as? [String: Any], let names = fields["capabilities"] as? [String],
                  let digest = fields["digest"] as? String else { continue }
            // A word this flow does not know grants nothing, rather than failing every run.
            let known = names.filter { (try? Permissions(words: [$0])) != nil }
            entries[key] = Entry(capabilities: (try? Permissions(words: known)) ?? Permissions(), digest: digest)
        }
        return entries
    }

    static func encode(_ entries: [String: Entry]) -> [UInt8] {
        let object = entries.mapValues { ["capabilities": $0.capabilities.words, "digest": $0.digest] as [String: Any] }
        return Array((try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes])) ?? Data("{}".utf8))
    }

    enum Answer { case thisRun, always, refused }

    /// The terminal question, asked once before the run.
    static func ask(_ graph: ShortcutGraph, missing: Permissions, output: OutputStream) -> Answer {
        output.write("\n“\(graph.name)” wants to:\n")
        for capability in missing.capabilities {
            let users = graph.nodes.compactMap { node -> String? in
                guard case .builtin(let name) = node.action, ActionCatalog.named(name)?.capability == capability else { return nil }
                return name
            }
            let uses = Array(Set(users)).sorted()
            // "send messages (message: send-message)"; a scoped one shows its scope: "only network("a.com") (get-contents-of-url)".
            let declaration = missing.declaration(of: capability)
            if declaration != capability.rawValue {
                output.write("  • only \(declaration)" + (uses.isEmpty ? "" : " (" + uses.joined(separator: ", ") + ")") + "\n")
            } else {
                output.write("  • \(capability.explanation) (\(capability.rawValue)" + (uses.isEmpty ? "" : ": " + uses.joined(separator: ", ")) + ")\n")
            }
        }
        while true {
            output.write("Allow? [y] this run, [a] always for this shortcut, [n] no: ")
            guard let line = TerminalInput.readLine() else { return .refused }
            switch line.trimmingCharacters(in: .whitespaces).lowercased() {
            case "y", "yes": return .thisRun
            case "a", "always": return .always
            case "n", "no", "", "cancel": return .refused
            default: output.write("Please answer y, a or n.\n")
            }
        }
    }
}
