import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The live progress line `flow run` shows on a terminal while a step takes
/// long: a spinner, the step's summary and the time so far, redrawn in place
/// on standard error and erased when the step ends. Quick steps (under half
/// a second) never show it, and a question suspends it so that prompts are
/// never overwritten.
///
/// Drawing is driven by `tick()`: a timer calls it ten times a second in
/// `flow run`, tests call it with their own clock.
final class ProgressLine: @unchecked Sendable {
    static let delay = 0.5
    static let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    private let output: OutputStream
    private let now: @Sendable () -> Double
    private let width: Int
    private let lock = NSLock()
    private var step: (summary: String, started: Double)?
    private var suspended = false
    private var visible = false
    private var frame = 0
    private var timer: DispatchSourceTimer?

    init(output: OutputStream, width: Int = ProgressLine.terminalWidth(), now: @escaping @Sendable () -> Double = ProgressLine.uptime) {
        self.output = output
        self.width = max(20, width)
        self.now = now
    }

    func started(_ summary: String) {
        lock.withLock {
            erase()
            step = (summary, now())
            suspended = false
        }
    }

    func finished() {
        lock.withLock {
            erase()
            step = nil
        }
    }

    /// A question is about to be asked: hide until the next step.
    func suspend() {
        lock.withLock {
            erase()
            suspended = true
        }
    }

    /// Draws the line if a step has run longer than the delay.
    func tick() {
        lock.withLock {
            guard let step, !suspended else { return }
            let elapsed = now() - step.started
            guard elapsed >= Self.delay else { return }
            let time = String(format: " %.1fs", elapsed)
            var summary = step.summary.replacingOccurrences(of: "\n", with: " ")
            let room = width - 3 - time.count
            if summary.count > room { summary = String(summary.prefix(max(0, room - 1))) + "…" }
            output.write("\r\u{1B}[K" + Self.frames[frame % Self.frames.count] + " " + summary + time)
            frame += 1
            visible = true
        }
    }

    /// Ticks ten times a second until `stop()`.
    func startTimer() {
        let timer = DispatchSource.makeTimerSource(queue: .global())
        timer.schedule(deadline: .now() + 0.1, repeating: 0.1)
        timer.setEventHandler { [weak self] in self?.tick() }
        timer.resume()
        self.timer = timer
    }

    func stop() {
        timer?.cancel()
        timer = nil
        finished()
    }

    /// Must hold the lock.
    private func erase() {
        if visible { output.write("\r\u{1B}[K") }
        visible = false
    }

    static func uptime() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

    static func terminalWidth() -> Int {
        var size = winsize()
        guard ioctl(2, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
        return Int(size.ws_col)
    }
}
