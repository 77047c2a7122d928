/// One match of a regular expression: the matched text and what each group
/// captured. Shortcuts' Match Text gives the matches; Get Group from Matched
/// Text takes a group by number (1 is the first group) or, here, by name.
public struct RegexMatch: Equatable, Sendable {
    /// The whole match.
    public var text: String
    /// Where it is in the searched text, as UTF-8 offsets.
    public var utf8Range: Range<Int>
    /// Group 1, 2, ...: nil for a group that took no part in the match
    /// (`(a)|(b)` matching "b" has no group 1), "" for one that matched nothing.
    public var groups: [String?]
    /// The pattern's group names by number (index 0 is group 1).
    public var groupNames: [String?]

    /// Group `number`: 0 is the whole match, 1 the first group; nil when
    /// there is no such group or it took no part in the match.
    public func group(_ number: Int) -> String? {
        if number == 0 { return text }
        return number >= 1 && number <= groups.count ? groups[number - 1] : nil
    }

    /// The group written `(?<name>...)`; nil when the pattern has no such
    /// group or it took no part in the match.
    public func group(named name: String) -> String? {
        guard let index = groupNames.firstIndex(where: { $0 == name }) else { return nil }
        return groups[index]
    }

    /// The named groups that exist in the pattern, in order, with what each captured.
    public var namedGroups: [(name: String, value: String?)] {
        zip(groupNames, groups).compactMap { name, value in name.map { ($0, value) } }
    }

    public static func == (lhs: RegexMatch, rhs: RegexMatch) -> Bool {
        lhs.text == rhs.text && lhs.utf8Range == rhs.utf8Range && lhs.groups == rhs.groups && lhs.groupNames == rhs.groupNames
    }
}
