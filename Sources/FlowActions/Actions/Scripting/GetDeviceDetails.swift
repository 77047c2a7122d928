import Foundation
import FlowModel

extension ActionEntry {
    /// Shortcuts' Get Device Details, for the machine flow runs on (see
    /// `DeviceDetails` for where each is read). A detail the system does not
    /// report (no battery) is nothing.
    public static let getDeviceDetails = ActionEntry(
        name: "get-device-details", category: .scripting, shortcutsNames: ["Get Device Details"],
        keywords: ["hostname", "system", "os", "version", "user", "cpu", "memory", "ram", "uptime", "battery", "machine"],
        summary: "Get ${detail} of this machine",
        parameters: [
            ActionParameter(label: "detail", name: "detail", type: .string, choices: [
                .init("host-name", output: .string), .init("os", output: .string), .init("os-version", output: .string),
                .init("user", output: .string), .init("cpu-count", output: .integer), .init("memory", output: .integer),
                .init("uptime", output: .duration), .init("battery", output: .integer),
            ], help: "memory in bytes, battery in percent"),
        ],
        output: .string, outputMayBeAbsent: true, isIdempotent: false,
        example: #"get-device-details(detail: "host-name")"#
    ) { call, context in
        guard let detail = DeviceDetails.Detail(rawValue: call.text("detail")) else {
            throw context.fail("no device detail '\(call.text("detail"))'")
        }
        return DeviceDetails.read(detail)
    }
}
