import Foundation

/// Places, people and payment methods.
enum ContactProperties {
    static let location: [PropertyEntry] = [
        PropertyEntry("name", .string, "What the place is called.", read: place { .string($0.name) }),
        PropertyEntry("address", .string, "Its address; its name when no address is known.", read: place { .string($0.address ?? $0.name) }),
        PropertyEntry("latitude", .decimal, "Degrees north, when known.", read: place { degrees($0.latitude) }),
        PropertyEntry("longitude", .decimal, "Degrees east, when known.", read: place { degrees($0.longitude) }),
    ]

    static let person: [PropertyEntry] = [
        PropertyEntry("name", .string, "The person's name.", read: person { .string($0.name) }),
        PropertyEntry("phone", .string, "Their phone number, from contacts.json.", read: person { ResourceProperties.text($0.phone) }),
        PropertyEntry("email", .string, "Their email address, from contacts.json.", read: person { ResourceProperties.text($0.email) }),
    ]

    static let paymentMethod: [PropertyEntry] = [
        PropertyEntry("name", .string, "What it is called (Apple Pay).") { value in
            guard case .paymentMethod(let name, _) = value else { return .nothing }
            return .string(name)
        },
        PropertyEntry("type", .string, "Its kind (card, cash).") { value in
            guard case .paymentMethod(_, let kind) = value else { return .nothing }
            return ResourceProperties.text(kind)
        },
    ]

    static func degrees(_ value: Double?) -> RuntimeValue {
        value.map { .decimal(Decimal($0)) } ?? .nothing
    }

    static func place(_ body: @escaping @Sendable (RuntimeValue.Place) -> RuntimeValue) -> @Sendable (RuntimeValue) -> RuntimeValue {
        { value in
            guard case .location(let place) = value else { return .nothing }
            return body(place)
        }
    }

    static func person(_ body: @escaping @Sendable (RuntimeValue.Person) -> RuntimeValue) -> @Sendable (RuntimeValue) -> RuntimeValue {
        { value in
            guard case .person(let person) = value else { return .nothing }
            return body(person)
        }
    }
}
