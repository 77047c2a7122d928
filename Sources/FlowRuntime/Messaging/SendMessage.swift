import Foundation

/// `send-message`: look every recipient up in the contacts, then hand the
/// message to the configured transport. Either all recipients are known and
/// the message goes, or none is sent and the step fails naming the unknown one.
enum SendMessage {
    static func send(to recipients: RuntimeValue, text: String, environment: RunEnvironment, step: String, key: String? = nil,
                     permit: (Reach) throws -> Void = { _ in }) async throws {
        let names: [String]
        if case .list(let values) = recipients { names = values.map(\.description) } else { names = [recipients.description] }
        guard !names.isEmpty else { throw RunFailure.failed(step: step, message: "the message has no recipient") }
        var contacts: [Contacts.Contact] = []
        for name in names {
            switch environment.configuration.contacts.resolve(name) {
            case .success(let contact):
                // A `message("John Appleseed")` grant names the person by name, email or phone.
                let known = [name, contact.name, contact.email, contact.phone].compactMap { $0 }
                if !known.contains(where: { environment.allowed.allows(.recipient($0)) }) { try permit(.recipient(contact.name)) }
                contacts.append(contact)
            case .failure(let unknown): throw RunFailure.failed(step: step, message: unknown.description)
            }
        }
        let message = OutgoingMessage(recipients: contacts, text: text, time: environment.now(), key: key)
        do {
            try await environment.configuration.transport.deliver(message, stateDirectory: environment.stateDirectory)
        } catch let error as DeliveryError {
            throw RunFailure.failed(step: step, message: error.message)
        }
    }
}
