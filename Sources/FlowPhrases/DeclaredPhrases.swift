import Foundation
import FlowDiagnostics
import FlowSyntax

/// A shortcut as a `.flow` file declares it, read from the syntax alone:
/// its name, where it is, and its `phrase` clauses. Parsing only, so that
/// `flow say` stays quick over a whole library and a file with type errors
/// still has its phrases (running it reports the errors).
public struct DeclaredShortcut: Sendable {
    public var name: String
    /// The file, absolute.
    public var file: String
    /// The file as it was named, for messages.
    public var displayPath: String
    /// Where `shortcut "..."` starts.
    public var position: SourcePosition
    public var phrases: [DeclaredPhrase]

    /// Every shortcut `source` declares. `absolutePath` is where it is, for
    /// the phrases' targets; `source.path` is how messages name it.
    public static func scan(_ source: SourceFile, absolutePath: String) -> [DeclaredShortcut] {
        Parser.parse(source).syntax.declarations.compactMap { declaration in
            guard case .shortcut(let shortcut) = declaration.kind, let name = shortcut.name.plainText else { return nil }
            let phrases = shortcut.body.statements.compactMap { statement -> DeclaredPhrase? in
                guard case .metadata(let clause) = statement.kind, clause.key == .phrase, let text = clause.value.plainText else { return nil }
                return DeclaredPhrase(phrase: text, shortcut: name, file: absolutePath,
                                      location: "\(source.path):\(source.position(of: clause.value.range.start))", range: clause.value.range)
            }
            return DeclaredShortcut(name: name, file: absolutePath, displayPath: source.path,
                                    position: source.position(of: declaration.range.start), phrases: phrases)
        }
    }
}

/// A `phrase "..."` clause of a shortcut: the file binds the phrase to it.
public struct DeclaredPhrase: Sendable {
    public var phrase: String
    /// The shortcut it runs.
    public var shortcut: String
    /// Its file, absolute.
    public var file: String
    /// "Workflows/soup-for-john.flow:12:10", for messages.
    public var location: String
    /// The phrase's string in the file, for diagnostics and fix-its.
    public var range: SourceRange

    public var target: PhraseTarget { .shortcut(name: shortcut, file: file) }
}
