import FlowDiagnostics
import FlowSyntax

/// Checks an app's gallery shortcuts (`gallery "Order 1 Clam Chowder" { ... }`)
/// the way shortcuts are checked, but against the app alone: `flow gallery
/// add` copies one into the library with `use App` and nothing else, so it
/// may call only its own app's intents and the built-in actions. A gallery
/// shortcut that checks here therefore checks as a copy too.
enum GalleryChecker {
    static func check(_ decl: AppDecl, app: AppModel, file: SourceFile, report: @escaping (Diagnostic) -> Void) -> [ShortcutGraph] {
        let environment = CheckEnvironment(apps: [app])
        let ownAppOnly = Diagnostic.Note("a gallery shortcut can use only its own app, \(app.name), and the built-in actions: 'flow gallery add' copies it with 'use \(app.name)' alone")
        var seen: [String: SourceRange] = [:]
        var graphs: [ShortcutGraph] = []
        for member in decl.members {
            guard case .gallery(let shortcut) = member else { continue }
            guard let name = shortcut.name.plainText, !name.trimmingCharacters(in: .whitespaces).isEmpty else {
                report(Diagnostic(id: "compiler.gallery-name",
                                  message: "a gallery shortcut's name must be plain text, without interpolation: it becomes the shortcut's name in the library",
                                  range: shortcut.name.range))
                continue
            }
            // It becomes a line of the copy's header comment and a name typed after 'flow run'.
            guard !name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
                report(Diagnostic(id: "compiler.gallery-name",
                                  message: "a gallery shortcut's name is one line of text, without tabs or line breaks: it becomes the shortcut's name in the library",
                                  range: shortcut.name.range))
                continue
            }
            if let first = seen[name] {
                report(Diagnostic(id: "compiler.duplicate-name", message: "gallery shortcut '\(name)' is declared twice in app '\(app.name)'",
                                  range: shortcut.name.range, notes: [.init("first declared here", at: first)]))
                continue
            }
            seen[name] = shortcut.name.range
            let graph = Compiler.checkShortcut(shortcut, environment: environment, path: file.path) { diagnostic in
                var diagnostic = diagnostic
                if diagnostic.id == "compiler.unknown-app" {
                    // "name it with 'use'" is the advice for shortcuts; here the fix is the note.
                    if diagnostic.fixIts.isEmpty { diagnostic.message = "unknown app '\(file.text(diagnostic.range))' in a gallery shortcut" }
                    diagnostic.notes.append(ownAppOnly)
                }
                report(diagnostic)
            }
            graphs.append(Compiler.locate(graph, in: file))
        }
        return graphs
    }
}
