import Foundation
import Testing
@testable import FlowAutomation

/// Every rejection of section 1: each names the kind, points at the exact
/// characters, and suggests the portable form.
@Suite struct CronRejectionTests {
    func check(_ text: String, _ kind: CronError.Kind, covering expected: String, mentions words: [String] = [],
               replacement: String? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
        let error = rejection(text, sourceLocation: sourceLocation)
        #expect(error?.kind == kind, "\(text): \(error?.message ?? "")", sourceLocation: sourceLocation)
        #expect(covered(text, by: error) == expected, "\(text): \(error?.message ?? "")", sourceLocation: sourceLocation)
        for word in words {
            #expect(error?.message.contains(word) == true, "\(text): '\(word)' not in: \(error?.message ?? "")",
                    sourceLocation: sourceLocation)
        }
        if let replacement {
            #expect(error?.replacement == replacement, sourceLocation: sourceLocation)
        }
    }

    @Test func emptyAndBlank() {
        check("", .empty, covering: "")
        check("   ", .empty, covering: "   ", mentions: ["five fields"])
    }

    @Test func secondsAndYearFields() {
        check("0 30 12 * * *", .fieldCount, covering: "0", mentions: ["seconds", "drop '0'"])
        check("30 12 * * * 2027", .fieldCount, covering: "2027", mentions: ["year"])
        check("0 30 12 * * ? 2027", .fieldCount, covering: "0 30 12 * * ? 2027", mentions: ["seconds or year"])
        check("30 12 *", .fieldCount, covering: "30 12 *", mentions: ["this has 3"])
    }

    @Test func aStepWithoutARange() {
        check("5/15 * * * *", .stepWithoutRange, covering: "5/15", mentions: ["'5-59/15'"], replacement: "5-59/15")
        check("0 2/6 * * *", .stepWithoutRange, covering: "2/6", mentions: ["'2-23/6'"], replacement: "2-23/6")
        check("0 0 1/10 * *", .stepWithoutRange, covering: "1/10", replacement: "1-31/10")
        check("0 0 * FEB/2 *", .stepWithoutRange, covering: "FEB/2", replacement: "FEB-12/2")
    }

    @Test func quartzAndJenkinsExtensions() {
        check("0 12 ? * MON", .unsupported, covering: "?", mentions: ["'*'"], replacement: "*")
        check("0 12 L * *", .unsupported, covering: "L", mentions: ["last day"])
        check("0 12 LW * *", .unsupported, covering: "LW")
        check("0 12 15W * *", .unsupported, covering: "15W", mentions: ["nearest weekday"])
        check("0 12 * * 5L", .unsupported, covering: "5L", mentions: ["last"])
        check("0 12 * * FRI#3", .unsupported, covering: "FRI#3", mentions: ["nth weekday"])
        check("H * * * *", .unsupported, covering: "H", mentions: ["Jenkins"])
        check("H(0-29)/10 * * * *", .unsupported, covering: "H(0-29)/10")
        check("L * * * *", .unknownName, covering: "L", mentions: ["not a minute"])
    }

    @Test func stepsAsWideAsTheField() {
        check("*/60 * * * *", .step, covering: "*/60", mentions: ["60 values"], replacement: "0")
        check("0 */24 * * *", .step, covering: "*/24")
        check("0 0 */31 * *", .step, covering: "*/31")
        check("0 0 * */12 *", .step, covering: "*/12")
        check("0 0 * * */8", .step, covering: "*/8")
        check("*/0 * * * *", .step, covering: "0", mentions: ["1 or more"])
    }

    @Test func valuesOutOfRange() {
        check("60 * * * *", .outOfRange, covering: "60", mentions: ["minute 60", "0 to 59"])
        check("0 24 * * *", .outOfRange, covering: "24")
        check("0 0 0 * *", .outOfRange, covering: "0")
        check("0 0 32 * *", .outOfRange, covering: "32")
        check("0 0 * 13 *", .outOfRange, covering: "13")
        check("0 0 * * 8", .outOfRange, covering: "8", mentions: ["0 and 7 are Sunday"])
        check("0 0-99 * * *", .outOfRange, covering: "99")
        check("99999999999999999999 * * * *", .outOfRange, covering: "99999999999999999999")
    }

    @Test func reversedRanges() {
        check("0 22-2 * * *", .reversedRange, covering: "22-2", mentions: ["'2-22'", "'22-23,0-2'"])
        check("0 0 * NOV-FEB *", .reversedRange, covering: "NOV-FEB", mentions: ["'FEB-NOV'", "'NOV-DEC,JAN-FEB'"])
        check("0 0 * * SAT-MON", .reversedRange, covering: "SAT-MON", mentions: ["'SAT-SUN,MON'"])
    }

    @Test func unknownNamesWithDidYouMean() {
        check("0 0 * JNU *", .unknownName, covering: "JNU", mentions: ["did you mean 'JUN'"], replacement: "JUN")
        check("0 0 * * thursday", .unknownName, covering: "thursday", mentions: ["did you mean 'thu'"], replacement: "thu")
        check("0 0 * Sept *", .unknownName, covering: "Sept", replacement: "Sep")
        check("0 0 * * XYZ", .unknownName, covering: "XYZ", mentions: ["SUN to SAT"])
        check("0 0 * MON *", .unknownName, covering: "MON", mentions: ["day of the week, not a month"])
        check("0 MON * * *", .unknownName, covering: "MON", mentions: ["is a day of the week, not an hour"])
        check("0 0 foo * *", .unknownName, covering: "foo", mentions: ["not a day of the month"])
    }

    @Test func macros() {
        check("@reboot", .macro, covering: "@reboot", mentions: ["'boot' trigger"])
        check("@every 5m", .macro, covering: "@every", mentions: ["every 15m"])
        check("@dayly", .macro, covering: "@dayly", mentions: ["did you mean '@daily'"], replacement: "@daily")
        check("@DAILY", .macro, covering: "@DAILY", replacement: "@daily")
        check("@daily 5", .fieldCount, covering: "5", mentions: ["stands alone"])
        check("@", .macro, covering: "@")
    }

    @Test func malformedTerms() {
        check("1,,2 * * * *", .syntax, covering: ",", mentions: ["empty item"])
        check("1, * * * *", .syntax, covering: ",")
        check("5- * * * *", .syntax, covering: "-", mentions: ["after '-'"])
        check("*/ * * * *", .syntax, covering: "/")
        check("*-5 * * * *", .syntax, covering: "-", mentions: ["unexpected '-'"])
        check("0 0 * * 1é", .syntax, covering: "é", mentions: ["unexpected 'é'"])
        check("0 0 1.5 * *", .syntax, covering: ".")
    }

    @Test func schedulesThatNeverFire() {
        check("0 0 30 2 *", .neverFires, covering: "30 2", mentions: ["February has no day '30'"])
        check("0 0 31 APR,JUN,SEP,NOV *", .neverFires, covering: "31 APR,JUN,SEP,NOV", mentions: ["no month in"])
        check("0 0 31 4,6 *", .neverFires, covering: "31 4,6", mentions: ["April and June have no day '31'"])
        check("0 0 30 2 */7", .neverFires, covering: "30 2 */7", mentions: ["400-year"])
        // Possible, however rarely: accepted.
        #expect((try? ScheduleText("0 0 29 2 */7")) != nil)
        #expect((try? ScheduleText("0 0 30 2 5")) != nil) // either rule: every Friday
    }

    @Test func friendlyForms() {
        check("every day at 7:3", .friendlyForm, covering: "7:3")
        check("every day at 25:00", .friendlyForm, covering: "25:00")
        check("every day at 07:30:15", .friendlyForm, covering: "07:30:15", replacement: "07:30")
        check("every day 07:30", .friendlyForm, covering: "every day 07:30")
        check("at 22:00 on mon-fry", .friendlyForm, covering: "mon-fry", mentions: ["did you mean 'mon-fri'"])
        check("at 22:00 on mon,,tue", .friendlyForm, covering: ",")
        check("at 22:00 mon", .friendlyForm, covering: "mon")
        check("every 15x", .friendlyForm, covering: "15x")
        check("every 0s", .friendlyForm, covering: "0s", mentions: ["at least 1s"])
        check("every 500ms", .friendlyForm, covering: "500ms")
        check("every 15m offset 15m", .friendlyForm, covering: "15m", mentions: ["shorter than the interval"])
        check("every 15m after 2m", .friendlyForm, covering: "every 15m after 2m")
    }
}
