import Foundation
import Testing
import FlowDiagnostics
@testable import FlowCompiler
@testable import FlowDaemon
import FlowRuntime

/// Event filters, type-indexed dispatch, debounce and throttle.
@Suite struct EventRoutingTests {
    func automations(_ text: String) throws -> [AutomationGraph] {
        let workspace = Workspace { _ in nil }
        workspace.addRoot(SourceFile(path: "a.flow", text: "shortcut \"Hello\" {\n  show-result(\"hello\")\n}\n" + text))
        let program = Compiler.compile(workspace)
        #expect(!workspace.hasErrors, "\(workspace.allDiagnostics.flatMap(\.1))")
        return program.automations
    }

    func data(_ json: String) -> RuntimeValue {
        (try? JSONReader.value(from: json)) ?? .dictionary([])
    }

    func passes(_ filter: String, _ json: String) throws -> Bool {
        let graphs = try automations("automation \"A\" {\n  when event \"x.y\" where \(filter)\n  run \"Hello\"\n}\n")
        let routes = EventRoutes(graphs)
        return !routes.matching(type: "x.y", data: data(json)).isEmpty
    }

    @Test func filtersAreTyped() throws {
        #expect(try passes("place == \"Work\"", #"{"place": "Work"}"#))
        #expect(try !passes("place == \"Work\"", #"{"place": "Home"}"#))
        #expect(try !passes("count == 5", #"{"count": "5"}"#), "\"5\" is not 5")
        #expect(try passes("count == 5", #"{"count": 5.0}"#))
        #expect(try passes("count > 2 and count <= 5", #"{"count": 3}"#))
        #expect(try !passes("count > 2", #"{"count": "3"}"#), "numbers only")
        #expect(try passes("place in [\"Work\", \"Office\"]", #"{"place": "Office"}"#))
        #expect(try passes("title matches \"*lunch*\" and not exists(videoLink)", #"{"title": "team lunch"}"#))
        #expect(try !passes("title matches \"*lunch*\" and not exists(videoLink)", #"{"title": "team lunch", "videoLink": "x"}"#))
        #expect(try passes("name starts-with \"re\" or name ends-with \".pdf\"", #"{"name": "a.pdf"}"#))
        #expect(try passes("tags contains \"soup\"", #"{"tags": ["soup", "lunch"]}"#))
        #expect(try passes("who.name == \"John\"", #"{"who": {"name": "John"}}"#))
        #expect(try !passes("missing == \"x\"", #"{}"#))
        #expect(try passes("missing != \"x\"", #"{}"#))
        #expect(try passes("flag == true", #"{"flag": true}"#))
    }

    @Test func dispatchIsByTypeAndFamily() throws {
        let graphs = try automations("""
            automation "Exact" {
              when event "calendar.event_starting"
              run "Hello"
            }
            automation "Family" {
              when event "calendar.*"
              run "Hello"
            }
            automation "Other" {
              when event "location.arrive"
              run "Hello"
            }
            automation "Off" {
              when event "calendar.event_starting"
              enabled false
              run "Hello"
            }
            """)
        let routes = EventRoutes(graphs)
        #expect(routes.routes(for: "calendar.event_starting").map(\.automation) == ["Exact", "Family"])
        #expect(routes.routes(for: "calendar.a.b").map(\.automation) == ["Family"])
        #expect(routes.routes(for: "calendar").isEmpty)
        #expect(routes.routes(for: "location.arrive").map(\.automation) == ["Other"])
        #expect(routes.routes(for: "calendarx.y").isEmpty)
    }

    @Test func throttleSlidesItsWindow() {
        var window = ThrottleWindow(.init(count: 2, period: 60))
        let start = Date(timeIntervalSince1970: 1_000_000)
        let answers = [0, 10, 20, 60, 65, 70].map { window.admit(at: start.addingTimeInterval(Double($0))) }
        #expect(answers == [true, true, false, true, false, true])
    }

    @Test func fileChangedTriggersRouteTheChangesOfTheirPatternOnly() throws {
        let graphs = try automations("""
            automation "Inbox" {
              when file-changed "~/inbox/*.txt" debounce 5s
              run "Hello"
            }
            automation "Notes" {
              when file-changed "notes"
              run "Hello"
            }
            automation "Every file" {
              when event "flow.file.changed" where change == "deleted"
              run "Hello"
            }
            """)
        let routes = EventRoutes(graphs, home: "/home/me")
        #expect(routes.watched == ["/home/me/inbox/*.txt", "/notes"], "a relative path is relative to its file's folder")
        #expect(routes.routes(for: FileWatcher.eventType).first?.debounce == 5)
        func matching(_ json: String) -> [String] { routes.matching(type: FileWatcher.eventType, data: data(json)).map(\.automation) }
        #expect(matching(#"{"watch": "/home/me/inbox/*.txt", "path": "/home/me/inbox/a.txt", "change": "created"}"#) == ["Inbox"])
        #expect(matching(#"{"watch": "/notes", "path": "/notes", "change": "deleted"}"#) == ["Notes", "Every file"])
    }
}
