import Foundation
import FlowSyntax

/// The people `send-message` can reach, read from `contacts.json` in flow's
/// configuration folder: a JSON list of `{"name", "email", "phone"}`. Without
/// that file, the example contacts below (the names the examples use) stand in,
/// so the examples run out of the box.
public struct Contacts: Sendable, Equatable {
    public struct Contact: Codable, Sendable, Equatable {
        public var name: String
        public var email: String?
        public var phone: String?

        public init(name: String, email: String? = nil, phone: String? = nil) {
            self.name = name
            self.email = email
            self.phone = phone
        }

        /// Where a message goes: the email address, else the phone number, else the name.
        public var address: String { email ?? phone ?? name }
    }

    public var people: [Contact]
    /// The file they came from; nil for the examples.
    public var file: URL?

    public init(people: [Contact], file: URL? = nil) {
        self.people = people
        self.file = file
    }

    /// The example contacts: John Appleseed from the source documents and the
    /// team of `Workflows/team-lunch.flow`. `Workflows/contacts.json` is the same
    /// list as a file to copy and edit (a test keeps the two equal).
    public static let examples = Contacts(people: [
        Contact(name: "John Appleseed", email: "john.appleseed@example.com", phone: "+1 555 0100"),
        Contact(name: "Amy Frost", email: "amy.frost@example.com", phone: "+1 555 0101"),
        Contact(name: "Adam Gooseff", email: "adam.gooseff@example.com"),
        Contact(name: "Karla Gonzales", email: "karla.gonzales@example.com"),
        Contact(name: "Blair Lockhart", email: "blair.lockhart@example.com"),
    ])

    /// Reads `contacts.json`; a missing file means the examples.
    public static func load(from file: URL) throws(ConfigurationError) -> Contacts {
        guard let data = FileManager.default.contents(atPath: file.path) else { return .examples }
        do {
            return Contacts(people: try JSONDecoder().decode([Contact].self, from: data), file: file)
        } catch {
            throw ConfigurationError(file: file, message: "expected a JSON list of contacts such as [{\"name\": \"John Appleseed\", \"email\": \"john@example.com\"}]")
        }
    }

    /// The contact a recipient names: an exact name (any case), else a first name
    /// only one contact has. An address (`a@b`, `+1 555...`) is its own contact.
    public func resolve(_ recipient: String) -> Result<Contact, UnknownRecipient> {
        let wanted = recipient.trimmingCharacters(in: .whitespaces)
        if wanted.contains("@") { return .success(Contact(name: wanted, email: wanted)) }
        if let first = wanted.first, first == "+" || first.isNumber { return .success(Contact(name: wanted, phone: wanted)) }
        if let exact = people.first(where: { $0.name.caseInsensitiveCompare(wanted) == .orderedSame }) { return .success(exact) }
        let byFirstName = people.filter {
            $0.name.split(separator: " ").first.map { String($0).caseInsensitiveCompare(wanted) == .orderedSame } ?? false
        }
        if byFirstName.count == 1 { return .success(byFirstName[0]) }
        return .failure(UnknownRecipient(name: wanted, ambiguous: byFirstName.map(\.name),
                                         suggestion: Suggestions.closest(to: wanted, among: people.map(\.name)), file: file))
    }

    /// A recipient no contact matches, with what might have been meant.
    public struct UnknownRecipient: Error, CustomStringConvertible {
        public var name: String
        public var ambiguous: [String]
        public var suggestion: String?
        public var file: URL?

        public var description: String {
            if !ambiguous.isEmpty { return "'\(name)' could be " + Suggestions.list(ambiguous) + "; write the full name" }
            var text = "no contact named '\(name)' in " + (file?.path ?? "the example contacts (add your own in contacts.json)")
            if let suggestion { text += "; did you mean '\(suggestion)'?" }
            return text
        }
    }
}

/// A configuration file that exists but cannot be used.
public struct ConfigurationError: Error, Equatable, CustomStringConvertible {
    public var file: URL
    public var message: String

    public init(file: URL, message: String) {
        self.file = file
        self.message = message
    }

    public var description: String { "\(file.path): \(message)" }
}
