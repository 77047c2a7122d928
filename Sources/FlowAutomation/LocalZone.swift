import Foundation

/// The zone of a time trigger without `tz`: `$TZ`, else the system's zone.
public enum LocalZone {
    /// The local zone's rules, and the value of `$TZ` when it was set but
    /// names no zone (so the caller can say it was ignored).
    ///
    /// `$TZ` is read as glibc does for zone names: `Europe/Berlin`,
    /// `:Europe/Berlin`, or a path into a zoneinfo directory. POSIX rule
    /// strings (`CET-1CEST,M3.5.0,M10.5.0/3`) are not zone names and are
    /// reported as ignored.
    public static func rules(environment: [String: String]) -> (rules: ZoneRules, ignoredTZ: String?) {
        if let value = environment["TZ"], !value.isEmpty {
            if let rules = named(fromTZ: value) { return (rules, nil) }
            return (system(), value)
        }
        return (system(), nil)
    }

    static func named(fromTZ value: String) -> ZoneRules? {
        var name = value.hasPrefix(":") ? String(value.dropFirst()) : value
        if let range = name.range(of: "zoneinfo/") { name = String(name[range.upperBound...]) }
        return ZoneRules.named(name)
    }

    /// The zone `/etc/localtime` links to, else Foundation's idea of it.
    static func system() -> ZoneRules {
        if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "/etc/localtime"),
           let range = target.range(of: "zoneinfo/"), let rules = ZoneRules.named(String(target[range.upperBound...])) {
            return rules
        }
        return ZoneRules.named(TimeZone.current.identifier) ?? ZoneRules(TimeZone.current)
    }
}
