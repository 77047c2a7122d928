import Foundation
import Testing
import FlowCompiler
import FlowDiagnostics
@testable import FlowRuntime
@testable import FlowApps
import FlowTestSupport

/// `flow app test`'s checks: the Python apps of Workflows/apps pass them all;
/// the deliberately broken app fails the right ones, saying why; and no
/// program the kit started is left running.
@Suite(.serialized) struct ConformanceKitTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The kit's report for the first app of `source` (at `path`, which programs are found beside).
    func test(_ source: String, path: String, limit: Double = 10, startLimit: Double = 10, shutdownLimit: Double = 1) async throws -> ConformanceReport {
        let workspace = Workspace { path in FileManager.default.contents(atPath: path).map(Array.init) }
        workspace.addRoot(SourceFile(path: path, text: source))
        let program = Compiler.compile(workspace)
        #expect(!workspace.hasErrors)
        let app = try #require(program.apps.first { $0.path == path })
        let state = ConformanceKit.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        var kit = ConformanceKit(app: app, apps: program.apps, stateDirectory: state, timeLimit: limit)
        kit.shutdownLimit = shutdownLimit
        kit.startLimit = startLimit
        // On flow run's own executor, so time limits are not held up by other tests.
        let report = await Task(executorPreference: RunExecutor.shared) { await kit.run() }.value
        for pid in report.processes {
            // The program itself has been reaped; what it started (a pyenv shim's
            // shell) was killed with its group and is gone a moment later.
            var living = Self.living(inGroup: pid)
            for _ in 0..<200 where !living.isEmpty {
                try await Task.sleep(for: .milliseconds(10))
                living = Self.living(inGroup: pid)
            }
            #expect(living.isEmpty, "\(app.name)'s program \(pid) left these behind: \(living)")
        }
        #expect(!report.processes.isEmpty)
        return report
    }

    /// The processes of a group that are not dead: `/proc/PID/stat` says each
    /// one's group and state. Zombies are dead: a program killed while its
    /// start-up script (a pyenv shim) had children leaves them to process 1,
    /// which in some sandboxes never reaps them.
    static func living(inGroup group: Int32) -> [String] {
        let processes = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return processes.compactMap { name -> String? in
            guard Int32(name) != nil, let stat = try? String(contentsOfFile: "/proc/\(name)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { return nil }
            // After the command in parentheses: state, parent, group, ...
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 2, fields[2] == "\(group)", fields[0] != "Z", fields[0] != "X" else { return nil }
            return stat
        }
    }

    func test(example: String) async throws -> ConformanceReport {
        let url = Self.root.appendingPathComponent("Workflows/apps/\(example)")
        return try await test(try String(contentsOf: url, encoding: .utf8), path: url.path)
    }

    func broken(_ mode: String, limit: Double = 10, startLimit: Double = 10, shutdownLimit: Double = 1) async throws -> ConformanceReport {
        try await test(BrokenApp.definition(mode), path: "/tmp/broken.flow", limit: limit, startLimit: startLimit, shutdownLimit: shutdownLimit)
    }

    func failures(_ report: ConformanceReport) -> [String: String] {
        Dictionary(report.checks.filter { !$0.passed }.map { ($0.name, $0.detail) }, uniquingKeysWith: { first, _ in first })
    }

    @Test(arguments: ["reminders.flow", "split.flow"])
    func theExampleAppsPassEveryCheck(_ file: String) async throws {
        let report = try await test(example: file)
        #expect(report.passed, "\(failures(report))")
        #expect(report.checks.map(\.name).contains("handshake"))
        #expect(report.checks.contains { $0.name.hasPrefix("malformed request: a line that is not JSON") && $0.passed })
        #expect(report.checks.last?.name == "shutdown")
    }

    /// "Write an app in 5 minutes" shows the files that are shipped and tested.
    @Test func theProtocolREADMEShowsTheShippedSplitApp() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("Sources/FlowApps/External/README.md"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "## Write an app in 5 minutes").dropFirst().first?
            .components(separatedBy: "\n## ").first)
        // The fenced blocks of the section, in order, without their fences.
        var blocks: [String] = []
        for piece in section.components(separatedBy: "```").enumerated() where piece.offset % 2 == 1 {
            blocks.append(String(piece.element.drop { $0 != "\n" }.dropFirst()))
        }
        let shipped = try ["apps/split.flow", "apps/split.py", "soup-split.flow"].map {
            try String(contentsOf: Self.root.appendingPathComponent("Workflows/\($0)"), encoding: .utf8)
        }
        for file in shipped { #expect(blocks.contains(file), "the README's section shows \(file.prefix(60))...") }
    }

    @Test func remindersIsCheckedIntentByIntent() async throws {
        let report = try await test(example: "reminders.flow")
        let names = report.checks.map(\.name)
        for name in ["AddReminder 'list' options", "AddReminder handle", "ListReminders handle", "CompleteReminder handle"] {
            #expect(names.contains(name), "\(names)")
        }
        let options = try #require(report.checks.first { $0.name == "AddReminder 'list' options" })
        #expect(options.detail == "3 of type String (\"To-Do\", \"Groceries\", \"Work\")")
        // The sample title, added first, is the one completed: handle really ran, in the scratch folder.
        #expect(report.checks.first { $0.name == "CompleteReminder handle" }?.detail == "success, reminder: sample title")
    }

    @Test func aWorkingAppThatCrashesOnMalformedLinesFailsThoseChecks() async throws {
        let report = try await broken("fine")
        let failed = failures(report)
        #expect(report.checks.first { $0.name == "Count handle" }?.detail == "success, count: 3")
        let notJSON = try #require(failed["malformed request: a line that is not JSON"])
        #expect(notJSON.contains("the app Broken exited with status 1 in the middle of a request"), "\(notJSON)")
        #expect(notJSON.hasSuffix("; expected error -32700 (parse error)"))
        #expect(report.errorLines.contains { $0.contains("JSONDecodeError") }, "its standard error is kept: \(report.errorLines)")
        #expect(failed["shutdown"] == nil)
    }

    @Test func anAnswerOfTheWrongTypeFailsHandle() async throws {
        let report = try await broken("wrong-type")
        #expect(failures(report)["Count handle"]?.contains("Count's 'count' should be an integer, not \"many\"") == true, "\(failures(report))")
        #expect(failures(report)["handshake"] == nil)
    }

    @Test func aSuccessWithoutItsOutputFailsHandle() async throws {
        let report = try await broken("no-output")
        #expect(failures(report)["Count handle"] == "answered 'success' without its output 'count'; sent no values")
    }

    @Test func aHandshakeNamingWhatDoesNotExistFails() async throws {
        let report = try await broken("bad-handshake")
        let names = try #require(failures(report)["handshake names"])
        #expect(names.contains("'resolve' names the intent 'Cuont' (did you mean 'Count'?), which Broken does not declare"), "\(names)")
        #expect(names.contains("'confirm' names the intent 'Nope'"), "\(names)")
    }

    @Test func anAppThatExitsAtStartFailsTheHandshakeAndNothingElseRuns() async throws {
        let report = try await broken("exit-at-start")
        #expect(report.checks.count == 1)
        #expect(failures(report)["handshake"]?.contains("the app Broken exited with status 3") == true, "\(report.checks)")
    }

    @Test func aHangingAppFailsWithinTheLimitAndIsStopped() async throws {
        let started = Date()
        let report = try await broken("hang", limit: 0.3)
        #expect(failures(report)["Count handle"]?.hasPrefix("no answer within 0.3 seconds; the program was stopped") == true, "\(failures(report))")
        #expect(Date().timeIntervalSince(started) < 30, "stopped, not left hanging (a generous bound: a loaded machine is slow to start programs)")
    }

    @Test func anAppTooSlowToStartFailsTheHandshakeAndIsStopped() async throws {
        let report = try await broken("fine", startLimit: 0.005)
        #expect(report.checks.count == 1)
        #expect(failures(report)["handshake"]?.hasPrefix("no answer within 0 seconds; the program was stopped") == true, "\(report.checks)")
    }

    @Test func anAppThatIgnoresShutdownIsKilled() async throws {
        let report = try await broken("ignore-shutdown", shutdownLimit: 0.3)
        #expect(failures(report)["shutdown"] == "still running 0.3 seconds after shutdown (its input still open); killed")
    }

    @Test func sampleValuesOfEveryTypeSurviveTheProtocol() throws {
        let workspace = Workspace { _ in nil }
        workspace.addRoot(SourceFile(path: "/tmp/types.flow", text: """
        app Types {
          handler exec "types"
          enum Size {
            small
            large
          }
          type Box {
            size: Size
            contents: [String]
          }
          intent Every {
            category generic
            param count: Integer = 7 {
              range 5...9
            }
            response {
              output box: Box
              success
            }
          }
        }
        """))
        let program = Compiler.compile(workspace)
        #expect(!workspace.hasErrors)
        let samples = SampleValues(apps: program.apps, scratch: URL(fileURLWithPath: "/tmp"))
        let values = ProtocolValues(apps: program.apps)
        let types: [FlowType] = [.integer, .decimal, .boolean, .string, .file, .url, .date, .dateComponents, .duration, .measurement,
                                 .currencyAmount, .location, .person, .paymentMethod, .json, .enumeration(app: "Types", name: "Size"),
                                 .custom(app: "Types", name: "Box"), .list(.integer), .dictionary(key: .string, value: .decimal)]
        for type in types {
            let sample = samples.make(type, name: "thing")
            #expect(sample != .nothing, "\(type)")
            let decoded = try values.decode(values.encode(sample), as: type, path: "thing")
            #expect(decoded.description == sample.description, "\(type): \(sample) came back as \(decoded)")
        }
        let parameter = try #require(program.apps.first?.intents.first?.parameters.first)
        #expect(samples.declared(parameter) == .integer(7), "the default comes first")
        #expect(samples.make(for: parameter) == .integer(5), "a made-up number is within the range")
    }
}
