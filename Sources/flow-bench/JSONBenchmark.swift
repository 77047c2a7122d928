import Foundation
import FlowModel

/// Figure 17 (json): reading a 10 MB JSON document into run-time values
/// (`JSONReader`, numbers exact) beside Python's `json.loads` on the same
/// bytes, each timed inside its own process (the best of N parses, the
/// file already in memory). Target: within 1.5× of Python.
enum JSONBenchmark {
    static let targetRatio = 1.5

    static func run(runs: Int) {
        let document = generate(bytes: 10 * 1024 * 1024)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("flow-bench-\(ProcessInfo.processInfo.processIdentifier).json")
        defer { try? FileManager.default.removeItem(at: file) }
        guard (try? Data(document).write(to: file)) != nil else {
            print("\nflow-bench: cannot write \(file.path)")
            return
        }
        guard case .list(let items)? = try? JSONReader.value(from: document) else {
            print("\nflow-bench: the generated document does not read as a list")
            return
        }
        let flow = Stopwatch.best(of: runs) { (try? JSONReader.value(from: document)) ?? .nothing }
        print("")
        print("flow-bench: JSON parse, 10 MB (\(document.count / 1024) KiB, \(items.count) records), best of \(runs), the bytes in memory")
        guard let python = pythonSeconds(file: file, runs: runs) else {
            print(RunBenchmarks.row("JSONReader (flow)", flow, baseline: flow))
            print("  python3 could not be run: no baseline")
            return
        }
        print(RunBenchmarks.row("baseline: python3 json.loads", python, baseline: python))
        print(RunBenchmarks.row("JSONReader (flow, exact numbers)", flow, baseline: python))
        print("  target: within \(targetRatio)x of json.loads: " + String(format: "%.2fx, ", flow / python) + (flow / python <= targetRatio ? "met" : "NOT met"))
    }

    /// Python's best time for `json.loads` of the file's bytes, measured in Python.
    static func pythonSeconds(file: URL, runs: Int) -> Double? {
        let python = ["/usr/bin/python3", "/usr/local/bin/python3"].first(where: FileManager.default.isExecutableFile) ?? "/usr/bin/env"
        let script = """
        import json, sys, time
        data = open(sys.argv[1], 'rb').read()
        best = float('inf')
        for _ in range(int(sys.argv[2])):
            start = time.perf_counter()
            value = json.loads(data)
            best = min(best, time.perf_counter() - start)
            del value
        print(best)
        """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = (python == "/usr/bin/env" ? ["python3"] : []) + ["-c", script, file.path, String(runs)]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return process.terminationStatus == 0 ? Double(text.trimmingCharacters(in: .whitespacesAndNewlines)) : nil
    }

    /// A list of records like a web API's, to about `bytes` bytes: nested
    /// objects, text with escapes and non-ASCII, integers and decimals
    /// (prices, coordinates, ratios). Seeded, so every run reads the same.
    static func generate(bytes: Int) -> [UInt8] {
        var state: UInt64 = 0x4A53_4F4E
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let words = ["soup", "clam", "chowder", "tomato", "basil", "noodle", "kitchen", "order", "pickup", "Crème brûlée", "naïve café", "東京", "line\\nbreak", "say \\\"hi\\\""]
        var text = "["
        var index = 0
        while text.utf8.count < bytes {
            if index > 0 { text += ",\n" }
            let name = words[next(words.count)] + " " + words[next(words.count)]
            text += """
            {"id": \(index), "name": "\(name)", "price": \(next(100_000)).\(String(format: "%02d", next(100))), "open": \(next(2) == 0 ? "true" : "false"), \
            "tags": ["\(words[next(words.count)])", "\(words[next(words.count)])"], "location": {"lat": \(next(180) - 90).\(next(1_000_000)), \
            "lng": -\(next(180)).\(next(1_000_000)), "city": null}, "stock": [\(next(50)), \(next(50)), \(next(50))], "ratio": 0.\(next(1_000_000_000))e-3}
            """
            index += 1
        }
        return Array((text + "]").utf8)
    }
}
