/// A time trigger as the daemon needs it: what fires, and in which zone.
public struct TimeTrigger: Hashable, Sendable {
    public var schedule: Schedule
    /// The `tz` option as written (`Europe/Berlin`, `UTC`); nil for the local
    /// zone, which is resolved when the daemon runs (`LocalZone`), not when
    /// the file is checked.
    public var zoneName: String?

    public init(schedule: Schedule, zoneName: String?) {
        self.schedule = schedule
        self.zoneName = zoneName
    }
}
