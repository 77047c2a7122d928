import Foundation
import FlowState

/// A phrase as one object of `phrases.json`:
///
/// ```json
/// {"phrase": "Soup time", "added": "2026-11-21T10:00:00Z",
///  "intent": {"app": "SoupChef", "intent": "OrderSoup", "values": {...}, "title": "Order 1 Tomato Soup with Croutons"}}
/// {"phrase": "Chowder please", "added": "...", "shortcut": {"name": "Soup for John", "file": "/home/me/soup-for-john.flow"}}
/// ```
///
/// Read field by field, so a damaged entry says what is wrong with it and
/// the others are kept.
extension UserPhrase {
    public var json: JSONValue {
        var fields: [String: JSONValue] = ["phrase": .string(phrase), "added": .string(ISO8601DateFormatter().string(from: added))]
        switch target {
        case .shortcut(let name, let file):
            fields["shortcut"] = .object(["name": .string(name), "file": .string(file)])
        case .intent(let app, let intent, let values, let title):
            fields["intent"] = .object(["app": .string(app), "intent": .string(intent), "values": .object(values), "title": .string(title)])
        }
        return .object(fields)
    }

    /// Why an entry of the file could not be read.
    public struct Unreadable: Error, CustomStringConvertible {
        public var description: String
    }

    public init(json: JSONValue) throws(Unreadable) {
        guard case .object(let fields) = json else { throw Unreadable(description: "not an object") }
        guard case .string(let phrase)? = fields["phrase"], !PhraseText.words(phrase).isEmpty else {
            throw Unreadable(description: "no \"phrase\" with words in it")
        }
        guard case .string(let text)? = fields["added"], let added = ISO8601DateFormatter().date(from: text) else {
            throw Unreadable(description: "\"added\" is not an ISO 8601 time")
        }
        switch (fields["shortcut"], fields["intent"]) {
        case (.object(let shortcut)?, nil):
            guard case .string(let name)? = shortcut["name"], case .string(let file)? = shortcut["file"], file.hasPrefix("/") else {
                throw Unreadable(description: "\"shortcut\" needs a \"name\" and an absolute \"file\"")
            }
            self.init(phrase: phrase, target: .shortcut(name: name, file: file), added: added)
        case (nil, .object(let intent)?):
            guard case .string(let app)? = intent["app"], case .string(let name)? = intent["intent"] else {
                throw Unreadable(description: "\"intent\" needs an \"app\" and an \"intent\"")
            }
            var values: [String: JSONValue] = [:]
            if let given = intent["values"] {
                guard case .object(let object) = given else { throw Unreadable(description: "\"values\" is not an object") }
                values = object
            }
            var title = "\(app).\(name)"
            if case .string(let given)? = intent["title"] { title = given }
            self.init(phrase: phrase, target: .intent(app: app, intent: name, values: values, title: title), added: added)
        default:
            throw Unreadable(description: "it should run either a \"shortcut\" or an \"intent\"")
        }
    }
}
