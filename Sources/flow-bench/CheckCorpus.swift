import Foundation
import FlowDiagnostics
import FlowSyntax

/// The second benchmark's input: a program that checks cleanly. Every app of
/// the examples once, then their shortcuts and automations repeated, each
/// copy renamed ("Lunch 17") so names stay unique, to the size asked.
enum CheckCorpus {
    static func generate(root: URL, lines target: Int) -> BenchCorpus? {
        let directory = root.appendingPathComponent("Workflows")
        // The examples and the apps they use from Workflows/apps.
        let names = ["", "apps/"].flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent(folder).path)) ?? [])
                .filter { $0.hasSuffix(".flow") }.sorted().map { folder + $0 }
        }
        var apps: [String] = []
        var repeated: [String] = []
        for name in names {
            guard let bytes = FileManager.default.contents(atPath: directory.appendingPathComponent(name).path).map(Array.init) else { continue }
            let file = SourceFile(path: name, bytes: bytes)
            for decl in Parser.parse(file).syntax.declarations {
                let text = file.text(decl.range) + "\n\n"
                switch decl.kind {
                case .app: apps.append(text)
                case .shortcut, .automation: repeated.append(text)
                case .use: break
                }
            }
        }
        guard !apps.isEmpty, !repeated.isEmpty else { return nil }
        var text = apps.joined()
        var lines = text.count { $0 == "\n" }
        var copy = 0
        while lines < target {
            copy += 1
            // Whole copies only: an automation's `run` must find its copy of the shortcut.
            for piece in repeated {
                // Rename the declaration and every `run "..."` so copies refer to their own shortcuts.
                let renamed = piece.replacing(/^(shortcut|automation) "([^"]*)"/.anchorsMatchLineEndings()) { "\($0.1) \"\($0.2) \(copy)\"" }
                    .replacing(/\brun "([^"]*)"/) { "run \"\($0.1) \(copy)\"" }
                text += renamed
                lines += renamed.count { $0 == "\n" }
            }
        }
        return BenchCorpus(bytes: Array(text.utf8), lineCount: lines)
    }
}
