import Foundation
import FlowCompiler
import FlowRuntime
import FlowState

/// `when boot`: once per boot of the machine, the first time a daemon runs
/// after it. The boot is known by its time (`btime` in /proc/stat), which is
/// the slot claimed, so restarting the daemon never runs it again.
extension Daemon {
    /// The instant the machine booted, from /proc/stat; nil where there is none.
    static func bootTime() -> Date? {
        guard let text = try? String(contentsOfFile: "/proc/stat", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix("btime ") {
            if let seconds = Double(line.dropFirst(6).trimmingCharacters(in: .whitespaces)) { return Date(timeIntervalSince1970: seconds) }
        }
        return nil
    }

    func passBoot(bootedAt: Date?) {
        guard let bootedAt else { return }
        for (automation, program) in lock.withLock({ loaded.automations }) where automation.isEnabled {
            for (index, trigger) in automation.schedule.enumerated() where trigger.kind == .boot {
                let text = automation.triggerName(index)
                let claim = Claim(slot: SlotKey(automation: automation.name, trigger: text, slot: bootedAt), newMark: bootedAt,
                                  run: RunRequest(automation: automation.name, shortcut: automation.runs, scheduledFor: bootedAt,
                                                  note: "the machine booted"))
                do {
                    let result = try store.claim(claim)
                    if result.isNew {
                        submit(PendingRun(record: result.run, automation: automation, program: program,
                                          trigger: .dictionary([.init(key: "bootedAt", value: .date(bootedAt))])))
                    }
                } catch {
                    options.log("\(automation.name): could not claim its boot run: \(error)")
                }
            }
        }
    }
}
