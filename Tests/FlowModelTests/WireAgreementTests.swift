import Foundation
import Testing
import FlowCompiler
@testable import FlowRuntime

/// What flow sends an app is what it reads back: every system type's sample,
/// encoded for the protocol (and the donation journal, which stores the same
/// form) and decoded as that type, is the same value.
@Suite struct WireAgreementTests {
    @Test(arguments: SystemTypes.all.filter { FlowType.systemTypes.values.contains($0.type) && $0.type != .json }.map(\.name))
    func everyTypeRoundTrips(_ name: String) throws {
        let entry = try #require(SystemTypes.all.first { $0.name == name })
        let coder = ProtocolValues(apps: [])
        let sample = entry.sample()
        // Through real JSON text, as the wire carries it.
        let json = try JSONSerialization.jsonObject(with: JSONSerialization.data(withJSONObject: [coder.encode(sample)]))
        let decoded = try coder.decode((json as? [Any])?.first, as: entry.type, path: name)
        #expect(decoded.conforms(to: entry.type), "\(name): \(decoded)")
        #expect(decoded.description == sample.description, "\(name): sent \(sample), read back \(decoded)")
    }
}
