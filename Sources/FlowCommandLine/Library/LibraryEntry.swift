import Foundation

/// One shortcut of the library, as `flow list` shows it and `flow run NAME`
/// finds it.
struct LibraryEntry: Sendable {
    var name: String
    /// The shortcut's `title` and `description` clauses, when it has them.
    var title: String?
    var description: String?
    /// The `.flow` file that declares it (absolute).
    var file: URL
    var folder: LibraryFolder
    /// Its actions, counted as `ShortcutGraph.actionCount` says; nil when
    /// the file does not compile.
    var actionCount: Int?
    /// Its declared inputs as written: name, type, and default when it has one.
    var inputs: [(name: String, type: String, defaultValue: String?)] = []
    /// Why the file does not compile: its first errors, one line each
    /// (`soup.flow:3:5: unknown app 'Foo'`); empty when it compiles.
    var problems: [String] = []
    /// How many errors the file has in all (`problems` keeps the first few).
    var errorCount = 0

    /// "2 actions", "1 action".
    var actionsText: String? { actionCount.map(Self.actions) }

    static func actions(_ count: Int) -> String { "\(count) action" + (count == 1 ? "" : "s") }
}
