import Foundation
import FlowRuntime
#if canImport(Glibc)
import Glibc
#endif

/// Where the person is, for the place part of a donation's context. In
/// order: `--place`, `$FLOW_PLACE`, config.json's `"place"`, then the first
/// of config.json's `"places"` whose host names or networks match this
/// machine; nil when none says (suggestions then ignore place).
public enum PlaceFinder {
    public static func current(override: String?, environment: [String: String], settings: SuggestionSettings,
                               hostName: () -> String = PlaceFinder.hostName,
                               addresses: () -> [UInt32] = PlaceFinder.addresses) -> String? {
        if let override, !override.isEmpty { return override }
        if let named = environment["FLOW_PLACE"], !named.isEmpty { return named }
        if let place = settings.place { return place }
        guard !settings.places.isEmpty else { return nil }
        let host = hostName()
        let needsAddresses = settings.places.contains { !$0.networks.isEmpty }
        let mine = needsAddresses ? addresses() : []
        return settings.places.first { $0.matches(hostName: host, addresses: mine) }?.name
    }

    public static func hostName() -> String {
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count) == 0 else { return "" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// This machine's IPv4 addresses, in host byte order.
    public static func addresses() -> [UInt32] {
        var first: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&first) == 0 else { return [] }
        defer { freeifaddrs(first) }
        var found: [UInt32] = []
        var cursor = first
        while let entry = cursor {
            if let address = entry.pointee.ifa_addr, address.pointee.sa_family == sa_family_t(AF_INET) {
                address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { found.append(UInt32(bigEndian: $0.pointee.sin_addr.s_addr)) }
            }
            cursor = entry.pointee.ifa_next
        }
        return found
    }
}
