import Foundation

/// The benchmark's input: every valid fixture and every example, which
/// together use every construct of the grammar, repeated to the size asked.
struct BenchCorpus {
    let bytes: [UInt8]
    let lineCount: Int

    /// Nil when the checkout's fixtures and examples are not there to repeat.
    static func generate(root: URL, lines target: Int) -> BenchCorpus? {
        var pieces: [[UInt8]] = []
        for folder in ["Tests/FlowSyntaxTests/Fixtures/valid", "Workflows"] {
            let directory = root.appendingPathComponent(folder)
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
                .filter { $0.hasSuffix(".flow") }.sorted()
            for name in names {
                guard var data = FileManager.default.contents(atPath: directory.appendingPathComponent(name).path).map(Array.init) else { continue }
                if data.last != 0x0A { data.append(0x0A) }
                pieces.append(data)
            }
        }
        if pieces.isEmpty { return nil }
        var bytes: [UInt8] = []
        var lines = 0
        while lines < target {
            for piece in pieces where lines < target {
                bytes += piece
                lines += piece.count { $0 == 0x0A }
            }
        }
        return BenchCorpus(bytes: bytes, lineCount: lines)
    }
}

/// Wall-clock timing: the best of several runs, the least disturbed by the rest of the machine.
enum Stopwatch {
    static func best<Result>(of runs: Int, _ body: () -> Result) -> Double {
        var best = Double.infinity
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            let result = body()
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            withExtendedLifetime(result) {}
            best = min(best, elapsed)
        }
        return best
    }
}
