import Foundation

/// Every system type with its properties: THE table the checker types
/// property paths with and the interpreter reads them with.
///
/// To add a property, add one `PropertyEntry` here with its type and accessor;
/// `PropertyTableTests` then reads it from the type's sample and fails if the
/// result is empty or not of the declared type.
public enum SystemTypes {
    public static let all: [SystemType] = [
        SystemType(.integer, "A whole number.", sample: { .integer(3) }),
        SystemType(.decimal, "A number with a fraction.", sample: { .decimal(Decimal(string: "2.5")!) }),
        SystemType(.boolean, "Yes or no.", sample: { .boolean(true) }),
        SystemType(.string, "Text.", properties: StringProperties.all, sample: { .string("Soup of the day\nClam Chowder") }),
        SystemType(.date, "An instant, shown in the local time zone.", properties: DateProperties.date,
                   sample: { .date(Date(timeIntervalSince1970: 1_795_955_400)) }),
        SystemType(.dateComponents, "Calendar fields: a day, a time of day, or both.", properties: DateProperties.components,
                   sample: { .components(year: 2026, month: 11, day: 24, hour: 12, minute: 30, second: 15) }),
        SystemType(.duration, "A length of time (10s, 1h30m).", properties: QuantityProperties.duration,
                   sample: { .duration(seconds: 5_400) }),
        SystemType(.measurement, "A value with a unit (3.5 km).", properties: QuantityProperties.measurement,
                   sample: { .measurement(value: 3.5, unit: "km") }),
        SystemType(.currencyAmount, "Money: an amount and a currency code.", properties: QuantityProperties.currency,
                   sample: { .currency(amount: Decimal(string: "5.90")!, code: "USD") }),
        SystemType(.url, "A web address.", properties: ResourceProperties.url,
                   sample: { .url("https://example.com:8080/a/b?x=1") }),
        SystemType(.file, "A file, by its path; its size is read when asked.", properties: ResourceProperties.file,
                   sample: { .file(path: TypeSamples.sampleFile()) }),
        SystemType(.location, "A place: its name, address and coordinates when known.", properties: ContactProperties.location,
                   sample: { .location(.init(name: "Work", address: "1 Infinite Loop, Cupertino", latitude: 37.3318, longitude: -122.0312)) }),
        SystemType(.person, "A person, with the phone and email contacts.json gives.", properties: ContactProperties.person,
                   sample: { .person(.init(name: "John Appleseed", phone: "+1 555 0100", email: "john.appleseed@example.com")) }),
        SystemType(.paymentMethod, "A way to pay.", properties: ContactProperties.paymentMethod,
                   sample: { .paymentMethod(name: "Apple Pay", kind: "card") }),
        SystemType(.error, "A failed step's error, in catch.", properties: RunProperties.error,
                   sample: { .error(message: "no such file or directory", step: "Read /x", code: "ENOENT") }),
        SystemType(.trigger, "What started an automation's run.", properties: RunProperties.trigger,
                   sample: { TypeSamples.trigger }),
        SystemType(.event, "A posted event.", properties: RunProperties.event, sample: { TypeSamples.event }),
    ]

    static let byType: [FlowType: SystemType] = Dictionary(all.map { ($0.type, $0) }, uniquingKeysWith: { first, _ in first })

    public static func entry(_ type: FlowType) -> SystemType? { byType[type] }
}
