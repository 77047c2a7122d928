import Foundation
import Testing
import FlowCompiler
@testable import FlowDaemon

/// Catch-up and clock steps, with an every-minute schedule and an injected now.
@Suite struct SlotPlannerTests {
    static let t0 = Date(timeIntervalSince1970: 1_800_000_000)   // a whole minute

    /// Slots every `period` seconds from t0.
    func planner(period: Double = 60) -> SlotPlanner {
        SlotPlanner(slots: { after, through, limit in
            var result: [Date] = []
            var next = Self.t0.addingTimeInterval(((after.timeIntervalSince(Self.t0) / period).rounded(.down) + 1) * period)
            while next <= through && result.count < limit { result.append(next); next.addTimeInterval(period) }
            return result
        }, next: { after in Self.t0.addingTimeInterval(((after.timeIntervalSince(Self.t0) / period).rounded(.down) + 1) * period) })
    }

    func at(_ seconds: Double) -> Date { Self.t0.addingTimeInterval(seconds) }

    @Test func aNewTriggerStartsFromNow() {
        let plan = planner().plan(mark: nil, now: at(3630), policy: CatchupPolicy())
        #expect(plan.fire.isEmpty && plan.newMark == at(3630))
        let onASlot = planner().plan(mark: nil, now: at(3600), policy: CatchupPolicy())
        #expect(onASlot.fire == [.init(slot: at(3600), lateBy: 0, missed: nil)], "a slot due this very second still fires")
    }

    @Test func aSlotOnTimeFiresOnce() {
        let plan = planner().plan(mark: at(0), now: at(60.5), policy: CatchupPolicy())
        #expect(plan.fire == [.init(slot: at(60), lateBy: 0.5, missed: nil)])
        #expect(plan.newMark == at(60))
        let again = planner().plan(mark: at(60), now: at(61), policy: CatchupPolicy())
        #expect(again.fire.isEmpty && again.newMark == nil)
    }

    @Test func latestRunsOnceForTheLatestMissedSlotWithinOnePeriod() {
        let hourly = planner(period: 3600)
        let plan = hourly.plan(mark: at(0), now: at(3 * 3600 + 900), policy: CatchupPolicy())
        #expect(plan.fire == [.init(slot: at(3 * 3600), lateBy: 900, missed: 3)])
        let tooLate = hourly.plan(mark: at(0), now: at(3 * 3600 + 3599), policy: CatchupPolicy(kind: .latest, within: 1800))
        #expect(tooLate.fire.isEmpty)
        #expect(tooLate.skipped?.count == 3)
        #expect(tooLate.newMark == at(3 * 3600))
    }

    @Test func latestWithinAWindow() {
        let daily = planner(period: 86_400)
        let plan = daily.plan(mark: at(0), now: at(86_400 + 7200), policy: CatchupPolicy(kind: .latest, within: 3600))
        #expect(plan.fire.isEmpty && plan.skipped?.count == 1)
        let inside = daily.plan(mark: at(0), now: at(86_400 + 1800), policy: CatchupPolicy(kind: .latest, within: 3600))
        #expect(inside.fire == [.init(slot: at(86_400), lateBy: 1800, missed: 1)])
    }

    @Test func noneSkipsWithOneRecord() {
        let plan = planner().plan(mark: at(0), now: at(600), policy: CatchupPolicy(kind: .none))
        #expect(plan.fire == [.init(slot: at(600), lateBy: 0, missed: nil)], "the slot due now is on time")
        #expect(plan.skipped?.count == 9 && plan.skipped?.latest == at(540))
    }

    @Test func allRunsEachWithinTheWindowOldestFirstUpToMax() {
        let plan = planner().plan(mark: at(0), now: at(330), policy: CatchupPolicy(kind: .all, within: 200))
        #expect(plan.fire.map(\.slot) == [at(180), at(240), at(300)])
        #expect(plan.skipped?.count == 2)
        let limited = planner().plan(mark: at(0), now: at(330), policy: CatchupPolicy(kind: .all, max: 2, within: 1000))
        // 30 s late is past half of a one-minute period: the slot at 300 is missed too, and the two newest are caught up.
        #expect(limited.fire.map(\.slot) == [at(240), at(300)], "the two newest caught up")
        #expect(limited.skipped?.count == 3 && limited.skipped?.latest == at(180))
    }

    /// The on-time tolerance is the smaller of a minute and half the period:
    /// with a 10-second interval and a daemon paused for 50 s, only a slot
    /// under 5 s late is on time; the catch-up policy decides the rest.
    @Test func aSubMinuteIntervalCountsOnlyTheCurrentSlotOnTime() {
        let none = planner(period: 10).plan(mark: at(0), now: at(52), policy: CatchupPolicy(kind: .none))
        #expect(none.fire.map(\.slot) == [at(50)], "2 s late: on time")
        #expect(none.skipped?.count == 4, "10 to 40 are missed and skipped: \(String(describing: none.skipped))")
        let latest = planner(period: 10).plan(mark: at(0), now: at(57), policy: CatchupPolicy(kind: .latest))
        #expect(latest.fire.map(\.slot) == [at(50)] && latest.fire.first?.missed == 5, "7 s late is past half the period: caught up as the latest")
    }

    @Test func aClockSteppedBackFiresNothingUntilItPassesTheMark() {
        let plan = planner().plan(mark: at(7200), now: at(3600), policy: CatchupPolicy())
        #expect(plan.fire.isEmpty && plan.newMark == nil && !plan.clockCorrection)
        let later = planner().plan(mark: at(7200), now: at(7260), policy: CatchupPolicy())
        #expect(later.fire.map(\.slot) == [at(7260)])
    }

    @Test func aClockSteppedBackMoreThanThreeHoursIsACorrection() {
        let plan = planner().plan(mark: at(20_000), now: at(20_000 - 3 * 3600 - 1), policy: CatchupPolicy())
        #expect(plan.clockCorrection && plan.fire.isEmpty && plan.newMark == at(20_000 - 3 * 3600 - 1))
    }

    @Test func aForwardJumpIsMissedSlots() {
        let plan = planner(period: 900).plan(mark: at(0), now: at(5 * 3600), policy: CatchupPolicy())
        #expect(plan.fire == [.init(slot: at(5 * 3600), lateBy: 0, missed: nil)], "the slot due now is the latest: it runs, once")
        #expect(plan.skipped?.count == 19)
    }
}
