extension LintGroup {
    /// The talks' advice on donations (SEEDS-DIGEST section 8), run with `--donations`.
    public static let donations = LintGroup(name: "donations", rules: [
        InconsistentKeysRule(), VolatileKeyRule(), AbsoluteTimestampRule(), RepeatedDonationRule(),
    ])
}
