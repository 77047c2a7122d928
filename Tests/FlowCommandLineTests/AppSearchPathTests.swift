import Foundation
import Testing
@testable import FlowCommandLine

/// `use Name` finds apps on the search path: the working directory's
/// `apps/`, the configuration folder's `apps/`, then `$FLOW_PATH`.
@Suite struct AppSearchPathTests {
    static let shortcut = """
        use SoupChef
        use Reminders

        shortcut "Soup and a reminder" {
          SoupChef.OrderSoup(soup: .clamChowder, quantity: 1, storeLocation: "7401 S Lewis Ave")
          Reminders.AddReminder(title: "Pick up soup!", list: "To-Do", alertTime: now + OrderDetails.estimatedTime)
          output "${Reminder.title} on ${Reminder.list}"
        }
        """

    /// A folder holding the shortcut, and Reminders (definition and program) copied into `appsFolder` below it.
    func project(appsFolder: String) throws -> URL {
        let directory = try temporaryDirectory(["soup.flow": Self.shortcut])
        let apps = directory.appendingPathComponent(appsFolder)
        try FileManager.default.createDirectory(at: apps, withIntermediateDirectories: true)
        for name in ["reminders.flow", "reminders.py"] {
            try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("Workflows/apps/\(name)"), to: apps.appendingPathComponent(name))
        }
        return directory
    }

    @Test func appsInTheWorkingDirectoryAreFoundByName() throws {
        let directory = try project(appsFolder: "apps/reminders")
        let state = try temporaryDirectory([:])
        let run = Run(["run", "soup.flow", "--yes", "--state", state.path], in: directory, environment: ["HOME": state.path])
        #expect(run.code == 0, "\(run.stderr)")
        #expect(run.stdout.contains("Pick up soup! on To-Do"), "\(run.stdout)")
    }

    @Test func flowPathFoldersAreSearched() throws {
        let directory = try project(appsFolder: "elsewhere")
        let state = try temporaryDirectory([:])
        let check = Run(["check", "soup.flow"], in: directory, environment: ["HOME": state.path, "FLOW_PATH": "/nonexistent:elsewhere"])
        #expect(check.code == 0, "\(check.stderr)")
        let withoutPath = Run(["check", "soup.flow"], in: directory, environment: ["HOME": state.path])
        #expect(withoutPath.code == 65)
        #expect(withoutPath.stderr.contains("unknown app 'Reminders'"), "\(withoutPath.stderr)")
    }

    @Test func twoDefinitionsOfOneAppAreAnErrorNamingBoth() throws {
        let directory = try project(appsFolder: "apps")
        let configuration = try temporaryDirectory([:])
        try FileManager.default.createDirectory(at: configuration.appendingPathComponent("apps"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("Workflows/apps/reminders.flow"),
                                         to: configuration.appendingPathComponent("apps/mine.flow"))
        let check = Run(["check", "soup.flow"], in: directory, environment: ["FLOW_CONFIG_HOME": configuration.path])
        #expect(check.code == 65)
        #expect(check.stderr.contains("app 'Reminders' is defined in 2 places"), "\(check.stderr)")
        #expect(check.stderr.contains("apps/reminders.flow (apps/ in the working directory)"), "\(check.stderr)")
        #expect(check.stderr.contains(configuration.appendingPathComponent("apps/mine.flow").path), "\(check.stderr)")
        #expect(check.stderr.components(separatedBy: "error:").count == 2, "one error, not a cascade: \(check.stderr)")
    }
}
