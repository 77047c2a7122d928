import Foundation
import FlowActions
import FlowState

/// Figure 17 (regex): Replace Text with a regular expression over 10 MB of
/// text, beside python3's `re.sub` on the same text in the same run (timed
/// inside Python, so its start-up is not counted; flow's is not either).
/// Three patterns: groups with `$2 at $1` (about one word in 20 matches),
/// digits (many matches), and a rare word (`colou?r`, a few hundred lines:
/// where the line prefilter works). Both outputs' SHA-256 digests are
/// compared, so both did the same work. Target: within 1.5× of python3.
enum RegexBenchmarks {
    struct Case {
        let pattern: String
        let template: String
        /// The same replacement in Python's syntax.
        let pythonTemplate: String
    }

    static let cases = [
        Case(pattern: #"(\w+)@(\w+)\.com"#, template: "$2 at $1", pythonTemplate: #"\2 at \1"#),
        Case(pattern: #"\d+"#, template: "#", pythonTemplate: "#"),
        Case(pattern: "colou?r", template: "color", pythonTemplate: "color"),
    ]

    /// About `bytes` of lines of words: English words, numbers, e-mail
    /// addresses, accented words and emoji, the rare "colour" once in 3,000 words.
    static func text(bytes: Int) -> String {
        let words = ["the", "soup", "order", "is", "ready", "at", "7401", "Lewis", "Ave", "café", "naïve", "clam", "chowder", "for", "pickup",
                     "2", "bowls", "of", "tomato", "and", "👋", "please", "send", "message", "to", "John", "Appleseed", "42.50", "total"]
        var random = SplitMix(seed: 17)
        var text = ""
        text.reserveCapacity(bytes + 100)
        var wordsInLine = 0
        while text.utf8.count < bytes {
            if random.next(3_000) == 0 {
                text += "colour"
            } else if random.next(20) == 0 {
                text += "user\(random.next(1000))@example\(random.next(10)).com"
            } else {
                text += words[random.next(words.count)]
            }
            wordsInLine += 1
            if wordsInLine == 12 {
                text += "\n"
                wordsInLine = 0
            } else {
                text += " "
            }
        }
        return text
    }

    static func run(runs: Int) {
        let text = text(bytes: 10_000_000)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flow-bench-regex-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("text.txt")
        guard (try? text.write(to: input, atomically: true, encoding: .utf8)) != nil else {
            print("\nflow-bench: regex: could not write \(input.path)")
            return
        }
        print("")
        print("flow-bench: regex replace, 10 MB (\(text.utf8.count / 1024) KiB, \(text.utf8.count { $0 == 0x0A }) lines), best of \(runs), beside python3's re.sub in the same run")
        var worst = 0.0
        for item in cases {
            guard let pattern = try? RegexPattern(item.pattern), let template = try? ReplacementTemplate(item.template, groupNames: pattern.groupNames) else {
                print("  \(item.pattern): does not compile")
                continue
            }
            var output = ""
            let flow = Stopwatch.best(of: runs) { () -> Int in
                output = pattern.replacingAll(in: text, with: template)
                return output.utf8.count
            }
            guard let (python, pythonDigest) = python(item, input: input, runs: runs) else {
                print("  (python3 is not there to compare with)")
                return
            }
            let same = SHA256.hex(Array(output.utf8)) == pythonDigest
            let ratio = flow / python
            worst = max(worst, ratio)
            print("  \(item.pattern) → \(item.template)")
            print(RunBenchmarks.row("  baseline: python3 re.sub", python, baseline: python))
            print(RunBenchmarks.row("  flow RegexPattern.replacingAll", flow, baseline: python) + (same ? "" : "  OUTPUT DIFFERS"))
        }
        print("  target: within 1.5x of python3's re.sub: " + String(format: "worst %.2fx, ", worst) + (worst <= 1.5 ? "met" : "NOT met"))
    }

    /// Python's best time and its output's SHA-256, from one python3 process.
    static func python(_ item: Case, input: URL, runs: Int) -> (Double, String)? {
        let script = """
        import hashlib, re, sys, time
        text = open(sys.argv[1], encoding="utf-8").read()
        pattern = re.compile(sys.argv[2])
        best = None
        for _ in range(int(sys.argv[4])):
            start = time.perf_counter()
            output = pattern.sub(sys.argv[3], text)
            elapsed = time.perf_counter() - start
            best = elapsed if best is None else min(best, elapsed)
        print(best, hashlib.sha256(output.encode("utf-8")).hexdigest())
        """
        let process = Process()
        let python = ["/usr/bin/python3", "/usr/local/bin/python3"].first(where: FileManager.default.isExecutableFile)
        process.executableURL = URL(fileURLWithPath: python ?? "/usr/bin/env")
        process.arguments = (python == nil ? ["python3"] : []) + ["-c", script, input.path, item.pattern, item.pythonTemplate, String(runs)]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let fields = String(decoding: data, as: UTF8.self).split(separator: " ").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        guard process.terminationStatus == 0, fields.count == 2, let seconds = Double(fields[0]) else { return nil }
        return (seconds, fields[1])
    }
}
