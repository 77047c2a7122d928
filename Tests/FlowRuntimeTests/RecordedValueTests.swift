import Foundation
import Testing
@testable import FlowRuntime

/// The step journal gives back exactly the value a step produced.
@Suite struct RecordedValueTests {
    static let values: [RuntimeValue] = [
        .nothing, .integer(-42), .decimal(Decimal(string: "5.90")!), .boolean(true), .string("line\none \"quoted\""),
        .date(Date(timeIntervalSinceReferenceDate: 815_000_000.123456)),
        .components(year: 2026, month: 11, day: nil, hour: 12, minute: 30, second: nil),
        .duration(seconds: 0.1), .measurement(value: 1.0 / 3.0, unit: "km"), .currency(amount: Decimal(string: "12.35")!, code: "USD"),
        .url("https://example.com/a?b=c"), .file(path: "/tmp/x.txt"),
        .location(.init(name: "Work", address: "1 Infinite Loop", latitude: 37.33182, longitude: -122.03118)),
        .person(.init(name: "Amy Frost", phone: nil, email: "amy@example.com")), .paymentMethod(name: "Visa", kind: "card"),
        .enumCase(.init(app: "SoupChef", enumName: "Soup", caseName: "tomatoSoup", displayName: "Tomato Soup")),
        .object(.init(typeName: "OrderDetails", identifier: "1001", displayString: "1 Tomato Soup", subtitle: nil,
                      properties: ["total": .currency(amount: 5, code: "USD"), "estimatedTime": .duration(seconds: 600)])),
        .list([.integer(1), .list([]), .nothing]),
        .dictionary([.init(key: "b", value: .integer(2)), .init(key: "a", value: .string("1"))]),
        .error(message: "no such file", step: "read-file", code: "ENOENT"),
    ]

    @Test(arguments: values) func aValueComesBackAsItWas(_ value: RuntimeValue) {
        #expect(RecordedValue.value(RecordedValue.text(value)) == value)
    }

    @Test func textThatIsNotARecordedValueIsNone() {
        #expect(RecordedValue.value("{\"integer\":") == nil)
        #expect(RecordedValue.value("{\"shape\":1}") == nil)
        #expect(RecordedValue.value("5") == nil)
    }
}
