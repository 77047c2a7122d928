import Foundation
import FlowState
#if canImport(Glibc)
import Glibc
#endif

/// Figures 9 to 12 (`--only daemon`): a real `flow daemon` child process with
/// 10,000 automations loaded, on the real clock.
///
/// - Memory: VmRSS and VmHWM from /proc once it has loaded them and handled
///   its first event, beside a daemon with no automations. Target: 50 MB.
/// - Latency, post to run start, of events posted one at a time with the
///   real `flow trigger` binary: from the event's `time` (set by `flow
///   trigger` before it writes the event) to the run record's `startedAt`.
///   Baseline: `flow trigger` itself, spawn to exit. Target: p99 20 ms.
/// - Throughput: events posted through the spool API (`EventSpool.post`, in
///   batches; the binary cannot post 2,000 a second, since spawning a process
///   takes longer than that), each event verified to have started exactly one
///   run (from the run records). Live, from the first post to the last run
///   start, it can only be as fast as the poster; so the same number again is
///   posted while the daemon is stopped (SIGSTOP), and timed from SIGCONT to
///   the last run start: the daemon's own rate, which the target is judged
///   on. Baseline: posting the events with no daemon. Target: 2,000 events/s.
/// - Scheduling accuracy: every-minute automations over `--minutes N` minutes,
///   lateness from the slot to the run's start. Baseline: a thread in this
///   process sleeping until each of the same minutes. Target: p99 1 s.
enum DaemonBenchmarks {
    static let automations = 10_000
    /// Automations listening to `bench.ping.K`, each its own type (`mode
    /// parallel`): twice 10,000 events are 50 runs each, within the history's
    /// 100 runs per automation, so every run can be checked.
    static let listeners = 400
    static let everyMinute = 10
    static let otherEvents = 1_000

    static func run(minutes: Int, events: Int) {
        guard let flow = RunBenchmarks.flowBinary else {
            print("\nflow-bench: the daemon figures need the flow binary beside flow-bench: swift build -c release, then .build/release/flow-bench")
            return
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flow-bench-daemon-\(getpid())")
        try? FileManager.default.removeItem(at: directory)
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let many = directory.appendingPathComponent("automations.flow")
        let none = directory.appendingPathComponent("none.flow")
        try? generate().write(to: many, atomically: true, encoding: .utf8)
        try? "shortcut \"Nothing\" {\n  comment(\"no automations\")\n}\n".write(to: none, atomically: true, encoding: .utf8)

        // Memory: a daemon with none, then with 10,000.
        let emptyState = directory.appendingPathComponent("state-empty")
        guard let empty = Child.start(flow.path, ["daemon", none.path, "--state", emptyState.path], log: directory.appendingPathComponent("empty.log")),
              empty.waitForLog("loaded 0 automations"), settle(emptyState, type: "bench.warmup") else {
            print("\nflow-bench: the daemon with no automations did not start")
            return
        }
        let emptyMemory = empty.memory()
        empty.stop()
        let state = directory.appendingPathComponent("state")
        let started = Date()
        guard let daemon = Child.start(flow.path, ["daemon", many.path, "--state", state.path], log: directory.appendingPathComponent("daemon.log")),
              daemon.waitForLog("loaded \(automations) automations", timeout: 300), settle(state, type: "bench.ping.0") else {
            print("\nflow-bench: the daemon with \(automations) automations did not start; see its log")
            return
        }
        let ready = Date().timeIntervalSince(started)
        let memory = daemon.memory()
        defer { daemon.stop() }
        print("")
        print("flow-bench: flow daemon with \(automations.formatted()) automations loaded (\(automations - listeners - everyMinute - otherEvents) yearly cron slots in 6 zones, "
              + "\(otherEvents) on other events, \(listeners) on bench.ping.N, \(everyMinute) every minute), ready in \(String(format: "%.1f", ready)) s")
        print(memoryRow("baseline: a daemon with 0 automations", emptyMemory, baseline: emptyMemory))
        print(memoryRow("daemon with \(automations.formatted()) automations", memory, baseline: emptyMemory))
        print("  target: resident memory <= 50 MB: \(memory.rss <= 50 * 1024 ? "met" : "NOT met")")

        latency(flow: flow.path, state: state, samples: 200)
        throughput(state: state, scratch: directory.appendingPathComponent("state-post-only"), count: events, daemon: daemon)
        print("  daemon after the events: " + memoryText(daemon.memory()))
        accuracy(state: state, minutes: minutes)
    }

    // MARK: - The automations

    static func generate() -> String {
        let zones = ["Europe/Berlin", "America/New_York", "Australia/Lord_Howe", "Pacific/Chatham", "UTC", "Asia/Tokyo"]
        // Yearly slots in months at least two away from now, so none fires during the run.
        let month = Calendar(identifier: .gregorian).component(.month, from: Date())
        let months = (1...12).filter { abs($0 - month) > 1 && abs($0 - month) < 11 }
        var text = ""
        var number = 0
        func automation(_ when: String, _ extra: String = "") {
            number += 1
            text += "automation \"A\(number)\" {\n  when \(when)\n\(extra)  do {\n    comment(\"\(number)\")\n  }\n}\n\n"
        }
        for index in 0..<(automations - listeners - everyMinute - otherEvents) {
            let slot = "\(index % 60) \(index / 60 % 24) \(1 + index % 28) \(months[index % months.count]) *"
            automation("cron \"\(slot)\" tz \"\(zones[index % zones.count])\"")
        }
        for index in 0..<otherEvents { automation("event \"bench.other.\(index)\"") }
        for index in 0..<listeners { automation("event \"bench.ping.\(index)\"", "  mode parallel\n") }
        for _ in 0..<everyMinute { automation("cron \"* * * * *\"", "  mode parallel\n") }
        return text
    }

    // MARK: - Latency and throughput

    static func latency(flow: String, state: URL, samples: Int) {
        var posting: [Double] = []
        for index in 0..<samples {
            posting.append(RunBenchmarks.time(flow, ["trigger", "bench.ping.\(index % listeners)", "--id", "latency-\(index)", "--state", state.path]))
        }
        let ids = Set((0..<samples).map { "latency-\($0)" })
        guard let runs = waitForRuns(state, ids: ids, timeout: 60) else {
            print("  latency: not every event started its run within 60 s")
            return
        }
        let posted = postedTimes(state, ids: ids)
        let latencies = runs.compactMap { id, run in posted[id].flatMap { time in run.startedAt.map { $0.timeIntervalSince(time) } } }.sorted()
        posting.sort()
        print("")
        print("flow-bench: events posted one at a time with flow trigger (the real binary) to the daemon above, \(samples) events")
        print(percentileRow("baseline: flow trigger, spawn to exit", posting, baseline: posting))
        print(percentileRow("post to run start", latencies, baseline: posting))
        print("  target: p99 <= 20 ms: \(percentile(latencies, 0.99) <= 0.020 ? "met" : "NOT met")")
    }

    static func throughput(state: URL, scratch: URL, count: Int, daemon: Child) {
        let batch = 100
        func makeEvents(_ prefix: String) -> [[Event]] {
            stride(from: 0, to: count, by: batch).map { start in
                (start..<min(start + batch, count)).compactMap { index in
                    try? Event(type: "bench.ping.\(index % listeners)", id: "\(prefix)-\(index)", source: "bench", data: ["n": .integer(Int64(index))])
                }
            }
        }
        func ids(_ prefix: String) -> Set<String> { Set((0..<count).map { "\(prefix)-\($0)" }) }
        // Baseline: the same posts with no daemon reading them.
        let alone = EventSpool(stateDirectory: scratch)
        let baselineStart = Date()
        for events in makeEvents("alone") { _ = try? alone.post(events) }
        let baseline = Date().timeIntervalSince(baselineStart)

        let spool = EventSpool(stateDirectory: state)
        let cpuBefore = daemon.cpuSeconds()
        let live = makeEvents("live")
        let start = Date()
        for events in live { _ = try? spool.post(events) }
        let posted = Date().timeIntervalSince(start)
        guard let liveRuns = waitForRuns(state, ids: ids("live"), timeout: 300) else {
            print("  throughput: not every event started its run within 300 s")
            return
        }
        let cpu = daemon.cpuSeconds() - cpuBefore
        let liveSeconds = (liveRuns.values.compactMap(\.startedAt).max() ?? start).timeIntervalSince(start)

        kill(daemon.pid, SIGSTOP)
        for events in makeEvents("backlog") { _ = try? spool.post(events) }
        let resumed = Date()
        kill(daemon.pid, SIGCONT)
        guard let backlogRuns = waitForRuns(state, ids: ids("backlog"), timeout: 300) else {
            print("  throughput: not every event of the backlog started its run within 300 s")
            return
        }
        let backlogSeconds = (backlogRuns.values.compactMap(\.startedAt).max() ?? resumed).timeIntervalSince(resumed)

        // Exactly once: one run per event id, across every run record.
        let wanted = ids("live").union(ids("backlog"))
        var perEvent: [String: Int] = [:]
        for run in (try? StateStore.read(stateDirectory: state).state.history()) ?? [] {
            if case .event(let key)? = run.slot?.firing, wanted.contains(key.id) { perEvent[key.id, default: 0] += 1 }
        }
        let once = perEvent.count == wanted.count && perEvent.values.allSatisfy { $0 == 1 }
        print("")
        print("flow-bench: \(count.formatted()) events posted through the spool API (EventSpool.post, batches of \(batch)) to the daemon above, twice")
        print(rateRow("baseline: posting them with no daemon", count, baseline, baseline: baseline))
        print(rateRow("posting them to the running daemon", count, posted, baseline: baseline))
        print(rateRow("first post to the last run start", count, liveSeconds, baseline: baseline))
        print(rateRow("a stopped daemon's backlog, from SIGCONT", count, backlogSeconds, baseline: baseline))
        print(String(format: "  the daemon's CPU time for the live ones: %.2f s (%.0f µs an event)", cpu, cpu / Double(count) * 1e6))
        print("  every event started exactly one run (from the run records): \(once ? "yes" : "NO (\(perEvent.count) of \(wanted.count) events ran, \(perEvent.values.filter { $0 > 1 }.count) more than once)")")
        print("  target: >= 2,000 events/s, the daemon's own rate (SIGCONT to last run): \(Double(count) / backlogSeconds >= 2_000 && once ? "met" : "NOT met")")
    }

    /// Posts a warm-up event and waits until it has left `new/` (the daemon is past its first pass).
    static func settle(_ state: URL, type: String) -> Bool {
        guard let event = try? Event(type: type, id: "warm-up", source: "bench"), (try? EventSpool(stateDirectory: state).post(event)) != nil else { return false }
        let new = state.appendingPathComponent("events/new").path
        let deadline = Date().addingTimeInterval(300)
        while Date() < deadline {
            if ((try? FileManager.default.contentsOfDirectory(atPath: new)) ?? ["x"]).isEmpty { return true }
            usleep(10_000)
        }
        return false
    }

    /// The runs of these event ids, once every one has started; nil at the timeout.
    /// Reading the history decodes the whole journal, so it is read only once
    /// the spool is empty, and then at most 4 times a second: the bench must
    /// not take the daemon's CPU (the start times come from the records).
    static func waitForRuns(_ state: URL, ids: Set<String>, timeout: Double) -> [String: RunRecord]? {
        let deadline = Date().addingTimeInterval(timeout)
        let new = state.appendingPathComponent("events/new").path
        while Date() < deadline, !((try? FileManager.default.contentsOfDirectory(atPath: new)) ?? []).isEmpty { usleep(5_000) }
        while Date() < deadline {
            var found: [String: RunRecord] = [:]
            for run in (try? StateStore.read(stateDirectory: state).state.runs.values).map(Array.init) ?? [] {
                if case .event(let key)? = run.slot?.firing, ids.contains(key.id), run.startedAt != nil { found[key.id] = run }
            }
            if found.count == ids.count { return found }
            usleep(250_000)
        }
        return nil
    }

    /// Each event's `time`, from the delivered files in `events/cur`.
    static func postedTimes(_ state: URL, ids: Set<String>) -> [String: Date] {
        let cur = state.appendingPathComponent("events/cur")
        var times: [String: Date] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: cur.path)) ?? [] {
            guard let data = FileManager.default.contents(atPath: cur.appendingPathComponent(name).path),
                  let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                  let id = object["id"] as? String, ids.contains(id), let time = object["time"] as? Double else { continue }
            times[id] = Date(timeIntervalSince1970: time)
        }
        return times
    }

    // MARK: - Scheduling accuracy

    static func accuracy(state: URL, minutes: Int) {
        // From the next minute on, for `minutes` minutes.
        let now = Date().timeIntervalSince1970
        let first = Date(timeIntervalSince1970: (now / 60).rounded(.down) * 60 + 60)
        let last = first.addingTimeInterval(Double(minutes - 1) * 60)
        var timerLateness: [Double] = []
        var slot = first
        while slot <= last {
            Thread.sleep(until: slot)
            timerLateness.append(Date().timeIntervalSince(slot))
            slot = slot.addingTimeInterval(60)
        }
        // The last slot's runs: give them a moment to start.
        let deadline = Date().addingTimeInterval(10)
        var lateness: [Double] = []
        repeat {
            let runs = (try? StateStore.read(stateDirectory: state).state.history()) ?? []
            lateness = runs.compactMap { run -> Double? in
                guard let scheduled = run.scheduledFor, scheduled >= first, scheduled <= last, let started = run.startedAt else { return nil }
                return started.timeIntervalSince(scheduled)
            }.sorted()
            if lateness.count >= minutes * everyMinute { break }
            usleep(50_000)
        } while Date() < deadline
        timerLateness.sort()
        print("")
        print("flow-bench: scheduling accuracy, \(everyMinute) every-minute automations in the daemon above, \(minutes) minute slots (the real clock)")
        print(percentileRow("baseline: a thread sleeping until each", timerLateness, baseline: timerLateness))
        print(percentileRow("slot to run start (\(lateness.count) runs)", lateness, baseline: timerLateness))
        let met = lateness.count == minutes * everyMinute && percentile(lateness, 0.99) <= 1
        print("  target: p99 lateness <= 1 s: \(met ? "met" : "NOT met")" + (lateness.count == minutes * everyMinute ? "" : " (\(lateness.count) of \(minutes * everyMinute) runs)"))
    }

    // MARK: - Rows

    static func percentile(_ sorted: [Double], _ fraction: Double) -> Double {
        sorted.isEmpty ? .nan : sorted[min(sorted.count - 1, Int((Double(sorted.count) * fraction).rounded(.up)) - 1)]
    }

    static func percentileRow(_ name: String, _ sorted: [Double], baseline: [Double]) -> String {
        "  " + name.padding(toLength: 40, withPad: " ", startingAt: 0)
            + String(format: "p50 %8.2f ms  p99 %8.2f ms  max %8.2f ms  %6.2fx baseline p50", percentile(sorted, 0.5) * 1000,
                     percentile(sorted, 0.99) * 1000, (sorted.last ?? .nan) * 1000, percentile(sorted, 0.5) / percentile(baseline, 0.5))
    }

    static func rateRow(_ name: String, _ count: Int, _ seconds: Double, baseline: Double) -> String {
        "  " + name.padding(toLength: 40, withPad: " ", startingAt: 0)
            + String(format: "%9.2f s  %8.0f events/s  %6.2fx baseline time", seconds, Double(count) / seconds, seconds / baseline)
    }

    static func memoryText(_ memory: (rss: Int, peak: Int)) -> String {
        String(format: "VmRSS %6.1f MB  VmHWM %6.1f MB", Double(memory.rss) / 1024, Double(memory.peak) / 1024)
    }

    static func memoryRow(_ name: String, _ memory: (rss: Int, peak: Int), baseline: (rss: Int, peak: Int)) -> String {
        "  " + name.padding(toLength: 40, withPad: " ", startingAt: 0) + memoryText(memory)
            + String(format: "  %6.2fx baseline RSS", Double(memory.rss) / Double(max(baseline.rss, 1)))
    }

    /// A child process with its standard error in a log file.
    struct Child {
        let pid: pid_t
        let log: URL

        static func start(_ executable: String, _ arguments: [String], log: URL) -> Child? {
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 2, log.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            let argv = ([executable] + arguments).map { strdup($0) } + [nil]
            defer { argv.forEach { free($0) } }
            var pid: pid_t = 0
            guard posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else { return nil }
            return Child(pid: pid, log: log)
        }

        func waitForLog(_ text: String, timeout: Double = 60) -> Bool {
            let deadline = Date().addingTimeInterval(timeout)
            while Date() < deadline {
                if let data = FileManager.default.contents(atPath: log.path), String(decoding: data, as: UTF8.self).contains(text) { return true }
                var status: Int32 = 0
                if waitpid(pid, &status, WNOHANG) == pid { return false }
                usleep(10_000)
            }
            return false
        }

        /// VmRSS and VmHWM in KiB, from /proc.
        func memory() -> (rss: Int, peak: Int) {
            let text = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
            func field(_ name: String) -> Int {
                guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix(name + ":") }) else { return 0 }
                return Int(line.split(whereSeparator: { $0 == " " || $0 == "\t" }).dropFirst().first ?? "") ?? 0
            }
            return (field("VmRSS"), field("VmHWM"))
        }

        /// User and system CPU seconds so far, from /proc.
        func cpuSeconds() -> Double {
            let text = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
            // The fields after the command's closing parenthesis; utime and stime are the 12th and 13th.
            guard let close = text.lastIndex(of: ")") else { return 0 }
            let fields = text[text.index(after: close)...].split(separator: " ")
            guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return 0 }
            return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
        }

        func stop() {
            kill(pid, SIGTERM)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
    }
}
