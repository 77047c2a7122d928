import FlowState
import Foundation
import Glibc

// A child for FlowStateTests' crash tests: it writes state in a loop and
// prints the number of each write once it is acknowledged (the call
// returned), so the test can SIGKILL it at any instant and then check that
// everything acknowledged is there and nothing damaged is trusted.
//
//   flow-state-crasher post STATE    posts events with ids 0, 1, 2, ...
//   flow-state-crasher claim STATE   claims slots 0, 1, 2, ... (and starts, steps, finishes some)
//   flow-state-crasher append STATE  appends records 0, 1, 2, ... to a SharedJournal (the outbox's kind)
//   flow-state-crasher deliver STATE delivers the events waiting in the spool as
//                                    the daemon will (claim runs for two automations,
//                                    then mark delivered), printing each event's id

func acknowledge(_ number: Int) {
    let line = Array("\(number)\n".utf8)
    _ = line.withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(1)
}

let arguments = CommandLine.arguments
guard arguments.count == 3 else { fail("usage: flow-state-crasher post|claim|deliver STATE") }
let state = URL(fileURLWithPath: arguments[2])

do {
    switch arguments[1] {
    case "post":
        let spool = EventSpool(stateDirectory: state)
        for number in 0... {
            let payload = String(repeating: "x", count: number % 300)
            try spool.post(Event(type: "crash.test", id: "\(number)", source: "crasher", data: ["n": .integer(Int64(number)), "pad": .string(payload)]))
            acknowledge(number)
        }
    case "append":
        let journal = SharedJournal(url: state.appendingPathComponent("shared.jsonl"))
        for number in 0... {
            let pad = String(repeating: "y", count: number % 500)
            try journal.append(Array("{\"n\":\(number),\"pad\":\"\(pad)\"}".utf8))
            acknowledge(number)
        }
    case "claim":
        let store = try StateStore.open(stateDirectory: state)
        for number in 0... {
            let slot = SlotKey(automation: "crash", trigger: "every", slot: Date(timeIntervalSince1970: Double(number) * 60))
            let result = try store.claim(slot: slot, newMark: Date(timeIntervalSince1970: Double(number) * 60),
                                         run: RunRequest(automation: "crash", shortcut: "Crash", note: String(repeating: "n", count: number % 200)))
            guard result.isNew else { fail("slot \(number) was claimed before") }
            acknowledge(number)
            if number % 3 != 0 { try store.start(result.run.id) }
            if number % 3 == 2 {
                try store.appendStep(StepRecord(name: "step", inputs: ["n": .integer(Int64(number))]), to: result.run.id)
                try store.finish(result.run.id, .succeeded)
            }
        }
    case "deliver":
        let store = try StateStore.open(stateDirectory: state, retention: RetentionPolicy(runsPerAutomation: 100_000))
        let consumer = try EventConsumer.open(stateDirectory: state)
        while true {
            let batch = try consumer.pending(limit: 7)
            if batch.events.isEmpty {
                _ = consumer.wakeup.wait(timeout: 3600)  // all delivered: wait to be killed
                continue
            }
            _ = try store.claim(batch.events.flatMap { pending in
                ["first", "second"].map { automation in
                    Claim(slot: SlotKey(automation: automation, trigger: "on crash.test", event: pending.event.key),
                          run: RunRequest(automation: automation, eventType: pending.event.type))
                }
            })
            try consumer.markDelivered(batch.events)
            for pending in batch.events { acknowledge(Int(pending.event.id) ?? -1) }
        }
    default:
        fail("unknown mode '\(arguments[1])'")
    }
} catch {
    fail("error: \(error)")
}
