import Testing
@testable import FlowAutomation

/// Every form a time trigger takes, in words: five fields with steps, lists
/// and ranges, names, macros, the friendly forms and intervals with offsets.
/// The sentence is read from the compiled schedule, so spellings that fire
/// alike read alike, and cron's either-day rule is said with "or".
@Suite struct ScheduleSentenceTests {
    static let table: [(schedule: String, sentence: String)] = [
        // Fixed times, every day.
        ("0 9 * * *", "At 09:00 every day"),
        ("30 12 * * *", "At 12:30 every day"),
        ("0 0 * * *", "At midnight every day"),
        ("0 12 * * *", "At noon every day"),
        ("0 0,12 * * *", "At midnight and noon every day"),
        ("30 8,17 * * *", "At 08:30 and 17:30 every day"),
        ("0,30 9 * * *", "At 09:00 and 09:30 every day"),
        // Days of the week, in full.
        ("30 12 * * MON-FRI", "At 12:30 on weekdays"),
        ("0 8 * * sat,sun", "At 08:00 on weekends"),
        ("5 4 * * sun", "At 04:05 on Sundays"),
        ("0 9 * * 7", "At 09:00 on Sundays"),
        ("0 9 * * 1,3,5", "At 09:00 on Mondays, Wednesdays and Fridays"),
        ("0 9 * * 1,4", "At 09:00 on Mondays and Thursdays"),
        ("0 9 * * 1-4", "At 09:00 on Monday through Thursday"),
        ("0 9 * * 1,3-5", "At 09:00 on Monday and Wednesday through Friday"),
        ("0 9 * * fri-sun,mon", "At 09:00 on Friday through Monday"),
        // Minutes: steps, lists and ranges.
        ("* * * * *", "Every minute"),
        ("*/15 * * * *", "Every 15 minutes"),
        ("0,15,30,45 * * * *", "Every 15 minutes"),
        ("*/7 * * * *", "Every 7 minutes from 0 through 56 minutes past the hour"),
        ("5-59/15 * * * *", "Every 15 minutes, starting at 5 minutes past the hour"),
        ("2-47/15 * * * *", "Every 15 minutes, starting at 2 minutes past the hour"),
        ("0-30/10 * * * *", "Every 10 minutes from 0 through 30 minutes past the hour"),
        ("5,20,50 * * * *", "At 5, 20 and 50 minutes past the hour"),
        ("0-29 9 * * *", "Every minute from 09:00 through 09:29"),
        ("*/10 9 * * *", "Every 10 minutes from 09:00 through 09:50"),
        ("5 * * * *", "At 5 minutes past every hour"),
        ("1 * * * *", "At 1 minute past every hour"),
        // Hours: steps, lists and ranges.
        ("0 * * * *", "Every hour, on the hour"),
        ("0 */2 * * *", "Every 2 hours"),
        ("15 */2 * * *", "Every 2 hours, at 15 minutes past the hour"),
        ("0 */5 * * *", "Every 5 hours from 00:00 through 20:00"),
        ("0 8-18/2 * * *", "Every 2 hours from 08:00 through 18:00"),
        ("0 9-17 * * *", "Every hour from 09:00 through 17:00"),
        ("30 9-17 * * 1-5", "Every hour from 09:30 through 17:30 on weekdays"),
        ("0 8,12,17,20,22 * * *", "At 08:00, 12:00, 17:00, 20:00 and 22:00 every day"),
        ("*/15 9-17 * * 1-5", "Every 15 minutes from 09:00 through 17:45 on weekdays"),
        ("*/15 8-18/2 * * *", "Every 15 minutes, during every 2nd hour from 08:00 through 18:00"),
        ("0-29 9-17 * * *", "Every minute from 0 through 29 minutes past the hour, during the hours 09:00 through 17:00"),
        ("*/30 8,17 * * *", "At 08:00, 08:30, 17:00 and 17:30 every day"),
        ("*/20 8,12,17 * * *", "Every 20 minutes, during the hours 08:00, 12:00 and 17:00"),
        ("0,30 * * * *", "Every 30 minutes"),
        // Days of the month and months.
        ("0 10 1 * *", "At 10:00 on the 1st of every month"),
        ("0 10 1,15 * *", "At 10:00 on the 1st and 15th of every month"),
        ("0 10 1-7 * *", "At 10:00 on the 1st through the 7th of every month"),
        ("0 10 1-5,20 * *", "At 10:00 on the 1st through the 5th and the 20th of every month"),
        ("0 0 */2 * *", "At midnight on every 2nd day of the month from the 1st through the 31st"),
        ("0 0,12 1 */2 *", "At midnight and noon on the 1st of January, March, May, July, September and November"),
        ("0 0 1 1,7 *", "At midnight on the 1st of January and July"),
        ("0 12 * 3-10 *", "At noon every day from March through October"),
        ("0 12 1 3-10 *", "At noon on the 1st of every month from March through October"),
        ("0 9 * 12 1-5", "At 09:00 on weekdays in December"),
        ("*/30 * * 1 *", "Every 30 minutes in January"),
        ("0 0 29 2 *", "At midnight on February 29 (leap years only)"),
        ("0 0 31 * *", "At midnight on the 31st of every month (not in February, April, June, September or November)"),
        ("0 0 30 * *", "At midnight on the 30th of every month (not in February)"),
        ("0 0 29 * *", "At midnight on the 29th of every month (in February only in leap years)"),
        ("0 0 25 12 *", "At midnight on December 25"),
        // Both day fields: cron fires on a day matching either.
        ("30 4 1,15 * 5", "At 04:30 on the 1st and 15th of the month or on Fridays"),
        ("0 9 1 * MON", "At 09:00 on the 1st of the month or on Mondays"),
        ("0 9 1 6 MON", "At 09:00 on the 1st of the month or on Mondays, in June"),
        // A field starting with `*` makes a day match both.
        ("0 0 */2 * 1", "At midnight on every 2nd day of the month from the 1st through the 31st, when that day is a Monday"),
        ("0 0 * * 1-5", "At midnight on weekdays"),
        // Macros.
        ("@hourly", "Every hour, on the hour"),
        ("@daily", "At midnight every day"),
        ("@midnight", "At midnight every day"),
        ("@weekly", "At midnight on Sundays"),
        ("@monthly", "At midnight on the 1st of every month"),
        ("@yearly", "At midnight on January 1"),
        ("@annually", "At midnight on January 1"),
        // The language's friendly forms read like the cron they compile to.
        ("every day at 07:30", "At 07:30 every day"),
        ("at 22:00", "At 22:00 every day"),
        ("at 22:00 on mon-fri", "At 22:00 on weekdays"),
        ("at 09:00 on sat, sun", "At 09:00 on weekends"),
        ("at 08:00 on fri-mon", "At 08:00 on Friday through Monday"),
        ("at 10:00 on mon, wed-thu, sun", "At 10:00 on Mondays, Wednesdays, Thursdays and Sundays"),
        ("at 10:00 on sat-mon", "At 10:00 on Saturday through Monday"),
        // Intervals, aligned to the Unix epoch.
        ("every 15m", "Every 15 minutes"),
        ("every 1m", "Every minute"),
        ("every 1h", "Every hour"),
        ("every 15m offset 2m", "Every 15 minutes, starting at 2 minutes past the hour"),
        ("every 1h offset 30m", "Every hour, starting at 30 minutes past the hour (UTC)"),
        ("every 1m offset 30s", "Every minute, starting at 30 seconds past the minute"),
        ("every 10s offset 3s", "Every 10 seconds, starting at 3 seconds past the minute"),
        ("every 90s", "Every 90 seconds"),
        ("every 16m", "Every 16 minutes, counted from 00:00 UTC each day"),
        ("every 7s", "Every 7 seconds, counted from 00:00 UTC on January 1, 1970"),
        ("every 6h", "Every 6 hours, at 00:00, 06:00, 12:00 and 18:00 UTC"),
        ("every 6h offset 1h30m", "Every 6 hours, at 01:30, 07:30, 13:30 and 19:30 UTC"),
        ("every 2h", "Every 2 hours, counted from 00:00 UTC each day"),
        ("every 1d offset 7h", "Every day at 07:00 UTC"),
        ("every 45m", "Every 45 minutes, counted from 00:00 UTC each day"),
        ("every 7m offset 1m", "Every 7 minutes, counted from 00:01 UTC on January 1, 1970"),
        ("every 14d", "Every 2 weeks, counted from 00:00 UTC on January 1, 1970"),
        ("every 14d offset 3d", "Every 2 weeks, counted from 00:00 UTC on January 1, 1970 plus 3 days"),
    ]

    @Test func everyFormInWords() throws {
        #expect(Self.table.count >= 50)
        for (schedule, sentence) in Self.table {
            #expect(try ScheduleText(schedule).schedule.sentence == sentence, "\(schedule)")
        }
    }

    /// Spellings that fire at the same slots read the same.
    @Test func sameSlotsSameWords() throws {
        for (one, other) in [("*/20 * * * *", "0,20,40 * * * *"), ("0 9 * * 0", "0 9 * * 7"), ("0 9 * * MON-FRI", "0 9 * * 1,2,3,4,5"),
                             ("@daily", "0 0 * * *"), ("every day at 07:30", "30 7 * * *")] {
            #expect(try ScheduleText(one).schedule.sentence == ScheduleText(other).schedule.sentence, "\(one) vs \(other)")
        }
    }
}
