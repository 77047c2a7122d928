import Testing
import FlowCompiler
@testable import FlowDaemon

/// Each concurrency mode, decision by decision.
@Suite struct ConcurrencyStateTests {
    @Test func singleSkipsWhileRunning() {
        var state = ConcurrencyState<Int>()
        let policy = ConcurrencyPolicy(kind: .single)
        #expect(state.arrive("A", policy: policy, id: "1", run: 1) == .start)
        #expect(state.arrive("A", policy: policy, id: "2", run: 2) == .skip("already running"))
        #expect(state.arrive("B", policy: policy, id: "3", run: 3) == .start)
        #expect(state.finish("A", id: "1") == nil)
        #expect(state.arrive("A", policy: policy, id: "4", run: 4) == .start)
    }

    @Test func restartCancelsTheRunningOne() {
        var state = ConcurrencyState<Int>()
        let policy = ConcurrencyPolicy(kind: .restart)
        #expect(state.arrive("A", policy: policy, id: "1", run: 1) == .start)
        #expect(state.arrive("A", policy: policy, id: "2", run: 2) == .restart(cancelling: ["1"]))
        #expect(state.finish("A", id: "1") == nil, "the cancelled run ending starts nothing")
        #expect(state.isRunning("A"))
        #expect(state.finish("A", id: "2") == nil)
        #expect(!state.isRunning("A"))
    }

    @Test func queuedRunsInOrderUpToItsLimit() {
        var state = ConcurrencyState<Int>()
        let policy = ConcurrencyPolicy(kind: .queued, max: 2)
        #expect(state.arrive("A", policy: policy, id: "1", run: 1) == .start)
        #expect(state.arrive("A", policy: policy, id: "2", run: 2) == .wait)
        #expect(state.arrive("A", policy: policy, id: "3", run: 3) == .wait)
        #expect(state.arrive("A", policy: policy, id: "4", run: 4) == .skip("queue full (2 waiting)"))
        #expect(state.finish("A", id: "1")?.run == 2)
        #expect(state.arrive("A", policy: policy, id: "5", run: 5) == .wait)
        #expect(state.finish("A", id: "2")?.run == 3)
        #expect(state.finish("A", id: "3")?.run == 5)
        #expect(state.finish("A", id: "5") == nil)
    }

    @Test func queuedDefaultsToTenWaiting() {
        var state = ConcurrencyState<Int>()
        let policy = ConcurrencyPolicy(kind: .queued)
        _ = state.arrive("A", policy: policy, id: "0", run: 0)
        let decisions = (1...11).map { state.arrive("A", policy: policy, id: "\($0)", run: $0) }
        #expect(decisions.filter { $0 == .wait }.count == 10)
        #expect(decisions.last == .skip("queue full (10 waiting)"))
        #expect(state.drainWaiting().map(\.run) == Array(1...10))
    }

    @Test func parallelRunsUpToItsLimit() {
        var state = ConcurrencyState<Int>()
        let limited = ConcurrencyPolicy(kind: .parallel, max: 2)
        #expect(state.arrive("A", policy: limited, id: "1", run: 1) == .start)
        #expect(state.arrive("A", policy: limited, id: "2", run: 2) == .start)
        #expect(state.arrive("A", policy: limited, id: "3", run: 3) == .skip("already 2 running"))
        _ = state.finish("A", id: "1")
        #expect(state.arrive("A", policy: limited, id: "4", run: 4) == .start)
        let unlimited = ConcurrencyPolicy(kind: .parallel)
        for index in 0..<50 { #expect(state.arrive("B", policy: unlimited, id: "b\(index)", run: index) == .start) }
        #expect(state.runningCount == 52)
    }
}
