import Foundation
import Testing
import FlowCompiler
import FlowDiagnostics
import FlowRuntime
@testable import FlowSuggestions

/// The built-in Soup Chef and any apps in `sources`, checked.
func compileApps(_ sources: [String] = []) -> [AppModel] {
    let workspace = Workspace { _ in nil }
    workspace.addRoot(BuiltinApps.source(named: "SoupChef")!)
    for (index, text) in sources.enumerated() { workspace.addRoot(SourceFile(path: "app\(index).flow", text: text)) }
    let program = Compiler.compile(workspace)
    let problems = workspace.allDiagnostics.flatMap { file, list in list.filter { $0.severity == .error }.map { "\(file.path): \($0.message)" } }
    #expect(problems.isEmpty, "\(problems)")
    return program.apps
}

/// A fresh state folder.
func temporaryState() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("flow-suggest-\(UUID().uuidString)")
}

let utc = TimeZone(identifier: "UTC")!

/// A date in UTC: "2026-11-16 12:10" (a Monday).
func date(_ text: String, in zone: TimeZone = utc) -> Date {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = zone
    formatter.dateFormat = "yyyy-MM-dd HH:mm"
    return formatter.date(from: text)!
}

/// A donor writing to `state`, whose clock says 2026-11-21 (a Saturday) unless told otherwise.
func donor(_ state: URL, settings: SuggestionSettings = SuggestionSettings(), place: String? = nil, bounds: RetentionBounds = .standard,
           timeZone: TimeZone = utc) -> Donor {
    Donor(store: DonationStore(stateDirectory: state, bounds: bounds), settings: settings, place: place, timeZone: timeZone,
          now: { date("2026-11-21 10:00") })
}

/// Soup Chef's values as a run resolves them.
enum Soup {
    static func soup(_ name: String, _ display: String) -> RuntimeValue {
        .enumCase(.init(app: "SoupChef", enumName: "Soup", caseName: name, displayName: display))
    }
    static let tomato = soup("tomatoSoup", "Tomato Soup")
    static let chowder = soup("clamChowder", "Clam Chowder")
    static func topping(_ name: String) -> RuntimeValue {
        .object(.init(typeName: "Topping", identifier: name.lowercased(), displayString: name))
    }
    static func order(_ soup: RuntimeValue = tomato, quantity: Int = 1, toppings: [String], at when: String, group: String? = "soup",
                      id: String? = nil, place: String? = nil) -> Interaction {
        Interaction(app: "SoupChef", kind: .intent("OrderSoup"),
                    values: ["soup": soup, "quantity": .integer(quantity), "toppings": .list(toppings.map(topping)),
                             "orderType": .enumCase(.init(app: "SoupChef", enumName: "OrderType", caseName: "pickup", displayName: "pickup")),
                             "storeLocation": .location(name: "3801 S Sheridan Blvd")],
                    identifier: id, group: group, origin: .run, date: date(when), place: place)
    }
}

/// The seeds' week, as the talk tells it: Monday to Thursday, a tomato soup
/// with croutons at lunch and a tomato soup with red pepper in the evening.
func donateSeedWeek(_ donor: Donor, place: String? = nil) throws {
    for day in 16...19 {
        try donor.record(Soup.order(toppings: ["Croutons"], at: "2026-11-\(day) 12:10", place: place))
        try donor.record(Soup.order(toppings: ["Red Pepper"], at: "2026-11-\(day) 19:05", place: place))
    }
}

/// The context of a day of that week (16 is Monday, 20 Friday) at a time.
func context(_ day: Int, _ clock: String, place: String? = nil) -> SuggestionContext {
    SuggestionContext(moment: LocalMoment(date: date("2026-11-\(day) \(clock)"), timeZone: utc), place: place)
}

func titles(_ list: SuggestionList) -> [String] { list.suggestions.map(\.title) }

/// Lines collected from several threads.
final class Lines: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []

    func add(_ line: String) { lock.withLock { lines.append(line) } }
    var all: [String] { lock.withLock { lines } }
}
