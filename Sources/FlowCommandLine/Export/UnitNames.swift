/// The name an exported automation's files take: `flow-` and its name in
/// lowercase ASCII letters and digits, every other run of characters one
/// dash (`Weekday lunch` → `flow-weekday-lunch`), as systemd-escape would
/// keep it readable and as Kubernetes names must be (at most 52 characters
/// for a CronJob). Names that come out the same get `-2`, `-3`, ...
struct UnitNames {
    static let maximumLength = 52
    private var taken: Set<String> = []

    mutating func name(for automation: String) -> String {
        var slug = ""
        for scalar in automation.lowercased().unicodeScalars {
            if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
                slug.unicodeScalars.append(scalar)
            } else if !slug.isEmpty, !slug.hasSuffix("-") {
                slug += "-"
            }
        }
        while slug.hasSuffix("-") { slug.removeLast() }
        let base = "flow-" + (slug.isEmpty ? "automation" : slug)
        var candidate = Self.clipped(base, leaving: 0)
        var number = 2
        while taken.contains(candidate) {
            let suffix = "-\(number)"
            candidate = Self.clipped(base, leaving: suffix.count) + suffix
            number += 1
        }
        taken.insert(candidate)
        return candidate
    }

    /// `name` cut so that `room` more characters fit, without a dash at the end.
    static func clipped(_ name: String, leaving room: Int) -> String {
        var clipped = String(name.prefix(maximumLength - room))
        while clipped.hasSuffix("-") { clipped.removeLast() }
        return clipped
    }
}
