/// Conversions from `Double` that cannot trap. `Int(_:)` and `UInt64(_:)`
/// stop the program on NaN, infinities and out-of-range values, and run-time
/// numbers (a huge duration, a JSON number) can be any of those.
extension Int {
    /// The nearest `Int`: NaN is 0, values beyond the range are its ends.
    public init(saturating value: Double) {
        if value.isNaN {
            self = 0
        } else if value >= 9.2e18 {
            self = .max
        } else if value <= -9.2e18 {
            self = .min
        } else {
            self = Int(value)
        }
    }
}

extension UInt64 {
    /// Nanoseconds for a wait of `seconds`: never negative, at most about 584 years.
    public init(nanosecondsSaturating seconds: Double) {
        let nanoseconds = seconds * 1e9
        if !(nanoseconds > 0) {
            self = 0
        } else if nanoseconds >= 1.8e19 {
            self = .max
        } else {
            self = UInt64(nanoseconds)
        }
    }
}
