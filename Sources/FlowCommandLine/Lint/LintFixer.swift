import Foundation
import FlowRuntime
import FlowCompiler
import FlowDiagnostics
import FlowLint
import FlowSyntax

/// `flow lint --fix`: applies the fix-its that edit the `.flow` files
/// linted, in rounds (two fix-its of one title are taken one a round, each
/// made anew from the text the last one left), until none is left. Edits
/// are precise; a file that was in canonical layout is formatted again, so
/// an inserted clause sits as `flow fmt` puts it. A file whose new text
/// does not check goes back to what it was, and only files that changed
/// and still check are written.
struct LintFixer {
    let loader: SourceLoader
    let context: CommandContext
    let extras: LintCommand.Extras

    /// Rounds at most: each applies at least one fix-it per text it changes.
    static let maximumRounds = 10

    struct Result {
        var files: [SourceFile]
        var writeFailed = false
    }

    func fix(_ files: [SourceFile]) -> Result {
        var texts: [String: [UInt8]] = [:]
        var applied: [String: Int] = [:]
        var frozen = Set<String>()
        let fixable = files.filter { $0.path != SourceLoader.standardInputName && $0.path.hasSuffix(".flow") }
        let keys = Dictionary(fixable.map { (key($0.path), $0) }, uniquingKeysWith: { first, _ in first })
        for _ in 0..<Self.maximumRounds {
            let current = files.map { file in texts[key(file.path)].map { SourceFile(path: file.path, bytes: $0) } ?? file }
            let (workspace, program) = loader.compile(current, overlay: texts)
            let findings = Linter.lint(extras.input(workspace: workspace, program: program, filesOnly: true))
            var changed: [String: [UInt8]] = [:]
            var counts: [String: Int] = [:]
            for (path, group) in Dictionary(grouping: findings, by: { key($0.file.path) }) {
                guard let original = keys[path], !frozen.contains(path) else { continue }
                let fixIts = group.flatMap(\.diagnostic.fixIts)
                guard !fixIts.isEmpty else { continue }
                let before = texts[path] ?? original.bytes
                let (after, count) = FixItEdits.apply(fixIts, to: before)
                guard count > 0, after != before else { continue }
                changed[path] = Self.formatted(after, like: before, path: original.path)
                counts[path] = count
            }
            if changed.isEmpty { break }
            // Keep what still checks; a file that stops checking goes back and is fixed no more.
            let trial = texts.merging(changed) { $1 }
            let trialFiles = files.map { file in trial[key(file.path)].map { SourceFile(path: file.path, bytes: $0) } ?? file }
            let (checked, _) = loader.compile(trialFiles, overlay: trial)
            for (path, text) in changed {
                let broken = checked.allDiagnostics.contains { key($0.0.path) == path && $0.1.contains { $0.severity == .error } }
                if broken {
                    frozen.insert(path)
                    context.stderr.line("warning: \(keys[path]!.path): some fix-its were not applied: the file would not check")
                } else {
                    texts[path] = text
                    // Counted only once kept: a round put back applied nothing.
                    applied[path, default: 0] += counts[path] ?? 0
                }
            }
        }
        var result = Result(files: files)
        for (index, file) in files.enumerated() {
            guard let text = texts[key(file.path)], text != file.bytes else { continue }
            do {
                // Through a symbolic link to its file: an atomic write would put a copy in the link's place.
                try Data(text).write(to: URL(fileURLWithPath: context.absolutePath(file.path)).resolvingSymlinksInPath(), options: .atomic)
                result.files[index] = SourceFile(path: file.path, bytes: text)
                let count = applied[key(file.path)] ?? 0
                context.stderr.line("fixed \(file.path): \(count) fix-it\(count == 1 ? "" : "s") applied")
            } catch {
                context.stderr.line("error: \(file.path): cannot write the fixed file: \(SystemReason.describe(error))")
                result.writeFailed = true
            }
        }
        return result
    }

    func key(_ path: String) -> String { (context.absolutePath(path) as NSString).standardizingPath }

    /// `after` in canonical layout when `before` was (so inserted lines sit
    /// where `flow fmt` puts them), else as edited.
    static func formatted(_ after: [UInt8], like before: [UInt8], path: String) -> [UInt8] {
        guard let canonical = Formatter.format(Parser.parse(SourceFile(path: path, bytes: before))),
              Array(canonical.utf8) == before,
              let reformatted = Formatter.format(Parser.parse(SourceFile(path: path, bytes: after))) else { return after }
        return Array(reformatted.utf8)
    }
}
