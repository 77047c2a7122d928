import Foundation

/// What `config.json` says about donations and places:
///
/// ```json
/// {"donations": false}
/// {"donations": {"Reminders": false}}
/// {"place": "Work"}
/// {"places": {"Work": {"hosts": ["work-laptop"], "networks": ["10.20.0.0/16"],
///                       "address": "1 Infinite Loop, Cupertino", "latitude": 37.33, "longitude": -122.03},
///             "Home": {"hosts": ["home-desktop"]}}}
/// ```
///
/// `"donations": false` records nothing at all; an object turns single apps
/// off (a missing app is on). `"place"` names the place outright; `"places"`
/// names places and how to recognize them: by this machine's host name, or
/// by a network (IPv4 CIDR) one of its addresses is in. The first place that
/// matches, by name order, is where the person is. Suggestions use the place
/// as context: "when I am at Work". A place's optional address and
/// coordinates are what a `Location` of that name has (`work.latitude`).
public struct SuggestionSettings: Sendable, Equatable {
    public var donationsEnabled = true
    /// Apps whose donations are not recorded.
    public var appsOff: Set<String> = []
    /// The place, when the configuration names one outright.
    public var place: String?
    public var places: [NamedPlace] = []

    public init(donationsEnabled: Bool = true, appsOff: Set<String> = [], place: String? = nil, places: [NamedPlace] = []) {
        self.donationsEnabled = donationsEnabled
        self.appsOff = appsOff
        self.place = place
        self.places = places
    }

    public func allowsDonations(from app: String) -> Bool { donationsEnabled && !appsOff.contains(app) }

    /// The settings in `object` (config.json's top level); a key of the wrong shape is an error.
    static func parse(_ object: [String: Any], file: URL) throws(ConfigurationError) -> SuggestionSettings {
        var settings = SuggestionSettings()
        switch object["donations"] {
        case nil: break
        case let flag as Bool:
            settings.donationsEnabled = flag
        case let apps as [String: Any]:
            for (app, value) in apps {
                guard let on = value as? Bool else {
                    throw ConfigurationError(file: file, message: "\"donations\" maps app names to true or false; '\(app)' is not")
                }
                if !on { settings.appsOff.insert(app) }
            }
        default:
            throw ConfigurationError(file: file, message: "\"donations\" must be true, false, or an object such as {\"Reminders\": false}")
        }
        if let place = object["place"] {
            guard let name = place as? String, !name.isEmpty else {
                throw ConfigurationError(file: file, message: "\"place\" must be a place name such as \"Work\"")
            }
            settings.place = name
        }
        if let places = object["places"] {
            guard let table = places as? [String: Any] else {
                throw ConfigurationError(file: file, message: "\"places\" must be an object such as {\"Work\": {\"hosts\": [\"work-laptop\"]}}")
            }
            for name in table.keys.sorted() {
                guard let rule = table[name] as? [String: Any],
                      let hosts = (rule["hosts"] ?? [String]()) as? [String],
                      let networks = (rule["networks"] ?? [String]()) as? [String] else {
                    throw ConfigurationError(file: file, message: "place '\(name)' must be {\"hosts\": [...], \"networks\": [...]} (lists of strings)")
                }
                for network in networks where IPv4Network(network) == nil {
                    throw ConfigurationError(file: file, message: "place '\(name)': '\(network)' is not an IPv4 network such as 10.20.0.0/16")
                }
                guard (rule["address"] ?? "") is String,
                      rule["latitude"].map({ $0 is NSNumber }) ?? true, rule["longitude"].map({ $0 is NSNumber }) ?? true else {
                    throw ConfigurationError(file: file, message: "place '\(name)': \"address\" must be a string, \"latitude\" and \"longitude\" numbers")
                }
                settings.places.append(NamedPlace(name: name, hosts: hosts, networks: networks, address: rule["address"] as? String,
                                                  latitude: (rule["latitude"] as? NSNumber)?.doubleValue,
                                                  longitude: (rule["longitude"] as? NSNumber)?.doubleValue))
            }
        }
        return settings
    }
}

/// A place the person named, and how this machine recognizes being there.
public struct NamedPlace: Sendable, Equatable {
    public var name: String
    /// Host names (the whole name or its first label), compared without case.
    public var hosts: [String]
    /// IPv4 networks in CIDR notation: "10.20.0.0/16".
    public var networks: [String]
    /// Where it is, when config.json says: what a `Location` of this name has.
    public var address: String?
    public var latitude: Double?
    public var longitude: Double?

    public init(name: String, hosts: [String] = [], networks: [String] = [], address: String? = nil,
                latitude: Double? = nil, longitude: Double? = nil) {
        self.name = name
        self.hosts = hosts
        self.networks = networks
        self.address = address
        self.latitude = latitude
        self.longitude = longitude
    }

    /// The place as a run's value.
    public var value: RuntimeValue { .location(.init(name: name, address: address, latitude: latitude, longitude: longitude)) }

    /// Whether a machine with this host name and these IPv4 addresses is here.
    public func matches(hostName: String, addresses: [UInt32]) -> Bool {
        let host = hostName.lowercased()
        let short = host.split(separator: ".").first.map(String.init) ?? host
        if hosts.contains(where: { $0.lowercased() == host || $0.lowercased() == short }) { return true }
        let parsed = networks.compactMap(IPv4Network.init)
        return addresses.contains { address in parsed.contains { $0.contains(address) } }
    }
}

/// An IPv4 network in CIDR notation.
public struct IPv4Network: Sendable, Equatable {
    public var address: UInt32
    public var prefix: Int

    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count <= 2, let address = IPv4Network.address(String(parts[0])) else { return nil }
        let prefix = parts.count == 2 ? Int(parts[1]) : 32
        guard let prefix, (0...32).contains(prefix) else { return nil }
        self.address = address
        self.prefix = prefix
    }

    public static func address(_ text: String) -> UInt32? {
        let octets = text.split(separator: ".", omittingEmptySubsequences: false).map { UInt32($0) }
        guard octets.count == 4, octets.allSatisfy({ ($0 ?? 256) < 256 }) else { return nil }
        return octets.reduce(0) { $0 << 8 | $1! }
    }

    public func contains(_ other: UInt32) -> Bool {
        let mask: UInt32 = prefix == 0 ? 0 : ~UInt32(0) << UInt32(32 - prefix)
        return other & mask == address & mask
    }
}
