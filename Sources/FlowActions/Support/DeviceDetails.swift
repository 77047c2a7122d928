import Foundation
import FlowModel

/// What `get-device-details` reads, from where Linux reports it: the host
/// name and OS from uname and /etc/os-release, memory from /proc/meminfo,
/// uptime from /proc/uptime, the battery from /sys/class/power_supply.
enum DeviceDetails {
    enum Detail: String, CaseIterable {
        case hostName = "host-name", os, osVersion = "os-version", user, cpuCount = "cpu-count", memory, uptime, battery
    }

    static func read(_ detail: Detail, root: String = "") -> RuntimeValue {
        let info = ProcessInfo.processInfo
        switch detail {
        case .hostName: return .string(info.hostName)
        case .os: return .string(osRelease(root)["PRETTY_NAME"] ?? osRelease(root)["NAME"] ?? "Linux")
        case .osVersion: return .string(osRelease(root)["VERSION_ID"] ?? info.operatingSystemVersionString)
        case .user: return .string(info.environment["USER"] ?? NSUserName())
        case .cpuCount: return .integer(info.activeProcessorCount)
        case .memory:
            // MemTotal is in kB; bytes, as Format File Size reads them.
            guard let line = text(root + "/proc/meminfo")?.split(separator: "\n").first(where: { $0.hasPrefix("MemTotal:") }),
                  let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) }) else {
                return .integer(Int(clamping: info.physicalMemory))
            }
            return .integer(kilobytes * 1024)
        case .uptime:
            guard let first = text(root + "/proc/uptime")?.split(separator: " ").first, let seconds = Double(first) else {
                return .duration(seconds: info.systemUptime)
            }
            return .duration(seconds: seconds)
        case .battery: return battery(root)
        }
    }

    /// The first battery's charge in percent; nothing on a machine without one.
    static func battery(_ root: String) -> RuntimeValue {
        let folder = root + "/sys/class/power_supply"
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasPrefix("BAT") }.sorted()
        for name in names {
            if let percent = text("\(folder)/\(name)/capacity").flatMap({ Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }) {
                return .integer(percent)
            }
        }
        return .nothing
    }

    /// /etc/os-release's `KEY=value` lines, quotes removed.
    static func osRelease(_ root: String) -> [String: String] {
        var fields: [String: String] = [:]
        for line in (text(root + "/etc/os-release") ?? "").split(separator: "\n") {
            guard let equals = line.firstIndex(of: "=") else { continue }
            fields[String(line[..<equals])] = line[line.index(after: equals)...].trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
        }
        return fields
    }

    private static func text(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }
}
