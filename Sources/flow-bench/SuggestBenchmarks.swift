import Foundation
import FlowCompiler
import FlowDiagnostics
import FlowRuntime
import FlowSuggestions

/// Figure 5: `flow suggest` over a full journal, 100,000 donations (the
/// retention bound): 25,000 each of Soup Chef and three generated apps,
/// over ten weeks, at three places, with values that repeat as habits do.
/// In-process (read and rank) beside reading the journal and splitting it
/// into lines; as a new process beside `python3 -c 'print("hi")'`.
enum SuggestBenchmarks {
    static let apps = """
    app Coffee "Coffee" {
      handler builtin
      enum Size { small "Small", medium "Medium", large "Large" }
      intent OrderCoffee {
        category order
        title "Order coffee"
        param drink: String { prompt "Which drink?" }
        param size: Size
        param shots: Integer
        shortcut-type (drink) "Order ${drink}" background
        shortcut-type (drink, size) "Order a ${size} ${drink}" background
        shortcut-type (drink, size, shots) "Order a ${size} ${drink} with ${shots} shots" background
        response { success "Ordered." }
      }
    }
    app Music "Music" {
      handler builtin
      intent PlayPlaylist {
        category generic
        title "Play a playlist"
        param playlist: String { prompt "Which playlist?" }
        param shuffle: Boolean
        shortcut-type (playlist) "Play ${playlist}" background
        shortcut-type (playlist, shuffle) "Play ${playlist} (shuffle: ${shuffle})" background
        response { success "Playing." }
      }
    }
    app Notes "Notes" {
      handler builtin
      type Note
      intent OpenNote {
        category view
        title "Open a note"
        param note: Note { prompt "Which note?" }
        shortcut-type (note) "Open ${note}" foreground
        response { success "Opened." }
      }
    }
    """

    /// The journal's text: `count` donations, a quarter from each app, in time order.
    static func journal(count: Int) -> Data {
        var random = SplitMix(seed: 42)
        let soups = ["tomatoSoup", "clamChowder", "chickenNoodleSoup"]
        let toppings = [[], ["Croutons"], ["Red Pepper"], ["Croutons", "Cheese"]]
        let drinks = ["Latte", "Flat White", "Espresso", "Tea", "Mocha"]
        let sizes = ["small", "medium", "large"]
        let playlists = (1...40).map { "Playlist \($0)" }
        let notes = (1...300).map { "Note \($0)" }
        let places: [String?] = ["Work", "Home", nil]
        let formatter = ISO8601DateFormatter()
        let start = ISO8601DateFormatter().date(from: "2026-09-07T00:00:00Z")!
        var text = Data()
        for index in 0..<count {
            // Ten weeks of donations; the hour leans on meals.
            let day = Double(index) / Double(count) * 70
            let hour = [8, 9, 12, 12, 13, 17, 19, 20, 22][random.next(9)]
            let date = start.addingTimeInterval(floor(day) * 86_400 + Double(hour * 3600 + random.next(60) * 60))
            var fields: [String: Any] = ["v": 1, "origin": "run", "time": formatter.string(from: date)]
            if let place = places[random.next(3)] { fields["place"] = place }
            switch index % 4 {
            case 0:
                fields["app"] = "SoupChef"
                fields["intent"] = "OrderSoup"
                fields["group"] = "soup"
                fields["values"] = ["soup": soups[random.next(3)], "quantity": 1 + random.next(3), "orderType": "pickup",
                                    "storeLocation": ["name": "3801 S Sheridan Blvd"],
                                    "toppings": toppings[random.next(4)].map { ["displayString": $0, "identifier": $0.lowercased(), "properties": [:] as [String: Any]] }]
            case 1:
                fields["app"] = "Coffee"
                fields["intent"] = "OrderCoffee"
                fields["values"] = ["drink": drinks[random.next(5)], "size": sizes[random.next(3)], "shots": 1 + random.next(2)]
            case 2:
                fields["app"] = "Music"
                fields["intent"] = "PlayPlaylist"
                fields["values"] = ["playlist": playlists[random.next(playlists.count)], "shuffle": random.next(2) == 0]
            default:
                fields["app"] = "Notes"
                fields["intent"] = "OpenNote"
                let note = notes[random.next(notes.count)]
                fields["id"] = note
                fields["values"] = ["note": ["displayString": note, "identifier": note.lowercased(), "properties": [:] as [String: Any]]]
            }
            text.append(try! JSONSerialization.data(withJSONObject: fields, options: [.sortedKeys, .withoutEscapingSlashes]))
            text.append(0x0A)
        }
        return text
    }

    static func run(runs: Int) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flow-bench-suggest-\(ProcessInfo.processInfo.processIdentifier)")
        let state = directory.appendingPathComponent("state")
        let store = DonationStore(stateDirectory: state)
        let definitions = directory.appendingPathComponent("bench-apps.flow")
        try? FileManager.default.createDirectory(at: store.directory, withIntermediateDirectories: true)
        let journal = Self.journal(count: RetentionBounds.standard.total)
        try? journal.write(to: store.journal)
        try? apps.write(to: definitions, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: directory) }

        let workspace = Workspace { _ in nil }
        workspace.addRoot(BuiltinApps.source(named: "SoupChef")!)
        workspace.addRoot(SourceFile(path: definitions.path, text: apps))
        let models = Compiler.compile(workspace).apps
        if workspace.hasErrors {
            let (file, diagnostics) = workspace.allDiagnostics.first { !$0.1.isEmpty }!
            FileHandle.standardError.write(Data(DiagnosticRenderer(useColor: false).render(Array(diagnostics.prefix(3)), in: file).utf8))
            exit(70)
        }
        let engine = SuggestionEngine(apps: models)
        let now = SuggestionContext(moment: LocalMoment(weekday: 6, minute: 12 * 60 + 15), place: "Work")
        let count = store.load().count
        let baseline = Stopwatch.best(of: runs) {
            // Baseline: what any reader of the journal must do: read it and split it into lines.
            var lines = 0
            let bytes = [UInt8](FileManager.default.contents(atPath: store.journal.path) ?? Data())
            for line in bytes.split(separator: 0x0A, omittingEmptySubsequences: false) { lines &+= line.count }
            return lines
        }
        let reading = Stopwatch.best(of: runs) { store.load().count }
        var first = ""
        let ranking = Stopwatch.best(of: runs) {
            let list = engine.suggest(store.load(), context: now)
            first = list.suggestions.first?.title ?? "(none)"
            return list.suggestions.count
        }
        print("")
        print("flow-bench: flow suggest over a journal of \(count) donations (\(journal.count / 1024) KiB, 4 apps), best of \(runs)")
        print(RunBenchmarks.row("baseline: read and split into lines", baseline, baseline: baseline))
        print(RunBenchmarks.row("read the journal", reading, baseline: baseline))
        print(RunBenchmarks.row("read and rank (first: \(first))", ranking, baseline: baseline))
        guard let flow = RunBenchmarks.flowBinary else {
            print("  (the process figure needs the flow binary beside flow-bench: swift build -c release)")
            return
        }
        let python = ["/usr/bin/python3", "/usr/local/bin/python3"].first(where: FileManager.default.isExecutableFile) ?? "/usr/bin/env"
        let pythonArguments = python == "/usr/bin/env" ? ["python3"] : []
        let samples = max(runs, 9)
        let suggest = RunBenchmarks.median(samples, flow.path, ["suggest", "--state", state.path, "--at", "Fri 12:15", "--place", "Work",
                                                                 "--file", definitions.path])
        let hello = RunBenchmarks.median(samples, python, pythonArguments + ["-c", "print(\"hi\")"])
        print("flow-bench: flow suggest as a new process, median of \(samples)")
        print(RunBenchmarks.row("baseline: python3 -c 'print(\"hi\")'", hello, baseline: hello))
        print(RunBenchmarks.row("flow suggest --at 'Fri 12:15'", suggest, baseline: hello))
        print("  target: median <= 100 ms: \(suggest <= 0.1 ? "met" : "NOT met")")
    }
}

/// A small seeded generator, so every run ranks the same journal.
struct SplitMix {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }
}
