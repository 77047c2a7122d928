import FlowDiagnostics

/// The `@` shorthands of Vixie cron and cronie.
enum CronMacros {
    /// Each macro and the five fields it stands for.
    static let expansions: [String: String] = [
        "@yearly": "0 0 1 1 *",
        "@annually": "0 0 1 1 *",
        "@monthly": "0 0 1 * *",
        "@weekly": "0 0 * * 0",
        "@daily": "0 0 * * *",
        "@midnight": "0 0 * * *",
        "@hourly": "0 * * * *",
    ]

    /// The fields of `word`, or an error that says what to write instead.
    /// Case matters, as in cronie: `@DAILY` gets a did-you-mean.
    static func expansion(of word: String, at range: Range<Int>) throws(CronError) -> String {
        if let fields = expansions[word] { return fields }
        switch word.lowercased() {
        case "@reboot":
            throw CronError(.macro, "'@reboot' is not a time: running at start-up is the 'boot' trigger; write 'when boot'", at: range)
        case "@every":
            throw CronError(.macro, "'@every' is not cron; a real-time interval is written 'every 15m' (with 'offset 2m' if you like)", at: range)
        default:
            break
        }
        let names = expansions.keys.sorted()
        if let suggestion = names.contains(word.lowercased()) ? word.lowercased() : EditDistance.closest(to: word.lowercased(), among: names) {
            throw CronError(.macro, "unknown macro '\(word)'; did you mean '\(suggestion)'?", at: range, replacement: suggestion)
        }
        throw CronError(.macro, "unknown macro '\(word)'; the macros are '@yearly', '@annually', '@monthly', '@weekly', '@daily', '@midnight' and '@hourly'",
                        at: range)
    }
}
