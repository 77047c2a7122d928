import Foundation
import FlowState

/// What a phrase runs: a shortcut (by name, in the file that declares it),
/// or one intent with values, as a suggestion offers it.
///
/// A shortcut is kept by its file's absolute path, not looked up again by
/// name each time: two files may declare shortcuts of the same name, and
/// the phrase must keep running the one the person chose.
public enum PhraseTarget: Sendable, Equatable {
    case shortcut(name: String, file: String)
    /// `values` are the external protocol's typed JSON (as donations keep
    /// them), so the store needs no app definition to read or write them;
    /// `title` is how it read when it was bound ("Order 1 Tomato Soup with Croutons").
    case intent(app: String, intent: String, values: [String: JSONValue], title: String)

    /// "shortcut “Soup for John”", "Order 1 Tomato Soup with Croutons": what a person reads.
    public var title: String {
        switch self {
        case .shortcut(let name, _): "shortcut “\(name)”"
        case .intent(_, _, _, let title): title
        }
    }

    /// "SoupChef.OrderSoup" for an intent; the file for a shortcut.
    public var location: String {
        switch self {
        case .shortcut(_, let file): file
        case .intent(let app, let intent, _, _): "\(app).\(intent)"
        }
    }

    /// The app whose intent it runs (nil for a shortcut).
    public var app: String? {
        if case .intent(let app, _, _, _) = self { return app }
        return nil
    }

    /// Whether both run the same thing (an intent's title is only how it reads).
    public func runsTheSame(as other: PhraseTarget) -> Bool {
        switch (self, other) {
        case let (.shortcut(name, file), .shortcut(otherName, otherFile)):
            return name == otherName && (file as NSString).standardizingPath == (otherFile as NSString).standardizingPath
        case let (.intent(app, intent, values, _), .intent(otherApp, otherIntent, otherValues, _)):
            return app == otherApp && intent == otherIntent && values == otherValues
        default:
            return false
        }
    }
}

/// One phrase the person added (`flow phrase add`), as the store keeps it.
public struct UserPhrase: Sendable, Equatable {
    /// As the person wrote it, shown as it was written ("Soup time").
    public var phrase: String
    public var target: PhraseTarget
    /// When it was added or last changed.
    public var added: Date

    public init(phrase: String, target: PhraseTarget, added: Date) {
        self.phrase = phrase
        self.target = target
        self.added = added
    }

    /// The form it is matched in.
    public var normalized: String { PhraseText.normalize(phrase) }
}
