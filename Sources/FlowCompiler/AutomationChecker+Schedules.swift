import FlowAutomation
import FlowDiagnostics
import FlowSyntax

/// The time triggers: cron text parsed by FlowAutomation with its errors
/// placed on the characters inside the string literal, and the friendly
/// forms built into the same schedules.
extension AutomationChecker {
    /// The schedule of a time trigger, or nil for other triggers and for
    /// time triggers with errors (reported here).
    func schedule(of trigger: TriggerClause.Trigger) -> Schedule? {
        switch trigger {
        case .cron(let literal):
            return cronSchedule(literal)
        case .everyDay(let time):
            return time.timeOfDay(report: report).map { .calendar(.daily(hour: $0.hour, minute: $0.minute)) }
        case .at(let time, let days):
            var weekdays: UInt8 = 0
            var valid = true
            for day in days {
                do { weekdays |= try Weekdays.parse(day.name) } catch {
                    report(Diagnostic(id: "compiler.unknown-day", message: error.message, range: day.range))
                    valid = false
                }
            }
            guard let (hour, minute) = time.timeOfDay(report: report), valid else { return nil }
            return .calendar(.daily(hour: hour, minute: minute, weekdays: days.isEmpty ? 0x7F : weekdays))
        case .interval(let every, let offset):
            let period = requireDuration(every, what: "an interval")
            let shift = offset.map { requireDuration($0, what: "an offset") } ?? 0
            guard let period, let shift else { return nil }
            do {
                return .interval(try IntervalSchedule(period: period, offset: shift))
            } catch {
                report(Diagnostic(id: "compiler.invalid-duration", message: error.message,
                                  range: error.concernsOffset ? (offset?.range ?? every.range) : every.range))
                return nil
            }
        case .event, .fileChanged, .boot:
            return nil
        }
    }

    /// Parses cron text. Errors point at the characters they are about when
    /// the literal's bytes are its text (no escapes), else at the literal.
    func cronSchedule(_ literal: StringLiteral) -> Schedule? {
        guard let text = literal.plainText else {
            report(Diagnostic(id: "compiler.invalid-cron", message: "a cron expression is fixed text; it cannot interpolate values",
                              range: literal.range))
            return nil
        }
        if text.trimmingCharacters(in: .whitespaces).isEmpty {
            report(Diagnostic(id: "compiler.invalid-trigger", message: "the cron expression is empty", range: literal.range))
            return nil
        }
        let exact = literal.style != .multiline && literal.range.length == text.utf8.count + 2
        func placed(_ diagnostic: Diagnostic) -> Diagnostic {
            guard !exact else { return diagnostic }
            var whole = diagnostic
            whole.range = literal.range
            whole.fixIts = []
            return whole
        }
        let base = literal.range.start + 1
        do {
            let expression = try CronExpression(text)
            for warning in expression.warnings {
                report(placed(warning.diagnostic(id: "compiler.cron-day-rule", shiftedBy: base)))
            }
            return .calendar(expression.schedule)
        } catch {
            let id = error.kind == .neverFires ? "compiler.cron-never-fires" : "compiler.invalid-cron"
            report(placed(error.diagnostic(id: id, shiftedBy: base)))
            return nil
        }
    }

    /// The zone a trigger's `tz` option names, as written.
    func zoneName(of clause: TriggerClause) -> String? {
        for case .timeZone(let zone) in clause.options {
            switch zone.kind {
            case .string(let string): return string.plainText
            case .identifier(let name): return name.name
            default: return nil
            }
        }
        return nil
    }
}

extension Literal {
    /// The hour and minute of a time literal. Seconds other than zero are
    /// reported, since schedules fire on whole minutes; a malformed time was
    /// reported by the lexer already.
    func timeOfDay(report: (Diagnostic) -> Void) -> (hour: Int, minute: Int)? {
        do {
            return try TimeOfDay.parse(text)
        } catch {
            if let minutes = error.replacement {
                report(Diagnostic(id: "compiler.invalid-trigger", message: error.message, range: range,
                                  fixIts: [.init("replace with '\(minutes)'", range: range, replacement: minutes)]))
            }
            return nil
        }
    }
}
