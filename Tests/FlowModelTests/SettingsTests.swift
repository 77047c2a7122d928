import Foundation
import Testing
import FlowModel
@testable import FlowRuntime

/// flow's folders and config.json are worked out in one place each.
@Suite struct SettingsTests {
    @Test func foldersFollowXDGWithFlowsOwnVariablesFirst() {
        let home = ["HOME": "/h"]
        #expect(FlowDirectories.state(environment: home).path == "/h/.local/state/flow")
        #expect(FlowDirectories.state(environment: home.merging(["XDG_STATE_HOME": "/x"]) { $1 }).path == "/x/flow")
        #expect(FlowDirectories.state(environment: home.merging(["XDG_STATE_HOME": "/x", "FLOW_STATE_DIR": "/f"]) { $1 }).path == "/f")
        // A relative XDG variable is ignored, as the specification asks.
        #expect(FlowDirectories.state(environment: home.merging(["XDG_STATE_HOME": "rel"]) { $1 }).path == "/h/.local/state/flow")
        #expect(FlowDirectories.configuration(environment: home).path == "/h/.config/flow")
        #expect(FlowDirectories.shortcuts(environment: home.merging(["XDG_DATA_HOME": "/d"]) { $1 }).path == "/d/flow/shortcuts")
    }

    @Test func anUnknownConfigKeyIsAnErrorWithTheClosestKey() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flow-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(#"{"libary": ["~/x"]}"#.utf8).write(to: folder.appendingPathComponent("config.json"))
        #expect(throws: ConfigurationError.self) { try FlowConfiguration.load(from: folder) }
        do { _ = try ConfigFile.library(in: folder) } catch {
            #expect(error.message == "unknown key 'libary'; did you mean 'library'?")
        }
    }

    @Test func aPlacesCoordinatesMakeALocationOfThatName() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flow-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(#"{"places": {"Work": {"address": "1 Infinite Loop", "latitude": 37.33, "longitude": -122.03}}}"#.utf8)
            .write(to: folder.appendingPathComponent("config.json"))
        let configuration = try FlowConfiguration.load(from: folder)
        let value = Conversions.convert(.string("work"), to: .location, apps: [], configuration: configuration)
        #expect(Properties.read("latitude", from: value) == .decimal(Decimal(37.33)))
        #expect(Properties.read("address", from: value) == .string("1 Infinite Loop"))
    }
}
