import Foundation
import FlowCompiler
import FlowDiagnostics
import FlowSyntax

/// The `.flow` file `flow gallery add` writes for a gallery shortcut: a
/// comment saying where it came from, the `use` line for its app, and the
/// declaration as the app wrote it (comments included) with `shortcut` for
/// `gallery`, in the canonical layout so it reads like any other file.
enum GalleryCopy {
    /// The file's text, or nil when the app's definition cannot be read
    /// again or the declaration is not where the checker saw it.
    static func text(of item: GalleryCommand.Item, context: CommandContext) -> String? {
        let definition = item.entry.definition
        let source = definition.isBuiltin ? BuiltinApps.source(named: definition.app)
            : FileManager.default.contents(atPath: context.absolutePath(definition.path)).map { SourceFile(path: definition.path, bytes: Array($0)) }
        guard let source, item.graph.range.end <= source.bytes.count else { return nil }
        let declaration = source.text(item.graph.range)
        guard declaration.hasPrefix("gallery") else { return nil }
        let origin = definition.isBuiltin ? "built into flow" : context.absolutePath(definition.path)
        let raw = """
            # \(item.graph.name): from \(item.galleryName) (\(origin)),
            # copied by 'flow gallery add'. It is yours now: edit it as you like.

            \(useLine(item, context: context))

            shortcut\(declaration.dropFirst("gallery".count))

            """
        return Formatter.format(Parser.parse(SourceFile(path: "copy.flow", bytes: Array(raw.utf8))))
    }

    /// `use SoupChef` when the app's name finds it from anywhere (built in,
    /// the configuration folder, `$FLOW_PATH`); the definition's absolute
    /// path when only this working directory or `--file` finds it, or when
    /// another file defines an app of the same name.
    static func useLine(_ item: GalleryCommand.Item, context: CommandContext) -> String {
        let definition = item.entry.definition
        let foundFromAnywhere = definition.isBuiltin || (definition.path.hasPrefix("/") && definition.origin != "--file")
        if foundFromAnywhere && (item.entry.alsoDefinedIn.isEmpty || definition.isBuiltin) { return "use \(item.app.name)" }
        let path = context.absolutePath(definition.path)
        return "use \"" + path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "$", with: "\\$") + "\""
    }

    /// The file name for a shortcut name: lowercase words joined by `-`
    /// ("Order 1 Clam Chowder" → `order-1-clam-chowder.flow`, "Today's
    /// toppings" → `todays-toppings.flow`).
    static func fileName(for name: String) -> String {
        var slug = ""
        for character in name.lowercased() {
            if character.isLetter || character.isNumber {
                slug.append(character)
            } else if character == "'" || character == "’" {
                continue
            } else if !slug.isEmpty && !slug.hasSuffix("-") {
                slug.append("-")
            }
        }
        slug = String(slug.prefix(100))
        // File names are limited in bytes (255), and a character can take four.
        while slug.utf8.count > 200 { slug.removeLast() }
        while slug.hasSuffix("-") { slug.removeLast() }
        return (slug.isEmpty ? "shortcut" : slug) + ".flow"
    }
}
