import Foundation
import Testing
@testable import FlowCommandLine

/// The live progress line, drawn by hand-driven ticks on a hand-set clock.
@Suite struct ProgressLineTests {
    final class Clock: @unchecked Sendable {
        var now = 100.0
    }

    @Test func onlySlowStepsShowAndTheLineIsErasedAfter() {
        let clock = Clock()
        let output = OutputStream()
        let line = ProgressLine(output: output, width: 40, now: { clock.now })
        line.started("Order 2 Clam Chowder")
        clock.now += 0.3
        line.tick()
        #expect(output.text.isEmpty, "a quick step shows nothing")
        clock.now += 0.5
        line.tick()
        #expect(output.text == "\r\u{1B}[K⠋ Order 2 Clam Chowder 0.8s")
        clock.now += 0.1
        line.tick()
        #expect(output.text.hasSuffix("\r\u{1B}[K⠙ Order 2 Clam Chowder 0.9s"))
        line.finished()
        #expect(output.text.hasSuffix("0.9s\r\u{1B}[K"))
    }

    @Test func aQuestionHidesItUntilTheNextStep() {
        let clock = Clock()
        let output = OutputStream()
        let line = ProgressLine(output: output, width: 40, now: { clock.now })
        line.started("Ask for input")
        clock.now += 1
        line.tick()
        line.suspend()
        let before = output.text
        #expect(before.hasSuffix("\r\u{1B}[K"))
        clock.now += 1
        line.tick()
        #expect(output.text == before, "nothing is drawn over a prompt")
        line.started("Wait 1h")
        clock.now += 1
        line.tick()
        #expect(output.text.hasSuffix("Wait 1h 1.0s"))
    }

    @Test func longSummariesAreShortenedToTheWidth() {
        let clock = Clock()
        let output = OutputStream()
        let line = ProgressLine(output: output, width: 30, now: { clock.now })
        line.started(String(repeating: "soup ", count: 20))
        clock.now += 2
        line.tick()
        let drawn = output.text.replacingOccurrences(of: "\r\u{1B}[K", with: "")
        #expect(drawn.count <= 30)
        #expect(drawn.hasSuffix("… 2.0s"))
    }
}
