import Foundation
import FlowCompiler
import FlowRuntime

/// Turns donations into suggestions, as the talks describe it:
///
/// 1. **Project** each donation onto every shortcut type of its intent whose
///    parameters all have values (an activity onto its required keys), so
///    "1 tomato soup with croutons" counts for (soup, quantity), (soup,
///    toppings) and (soup, quantity, toppings).
/// 2. **Count** equal projections by how well the donation's context fits
///    now: in the same bucket (time of day, weekday or weekend, place), at
///    the same time of day only, or elsewhere. A pattern's score weighs them
///    9, 3 and 1, so what happens now counts most and habits at other times
///    still count a little.
/// 3. **Prefer the more specific** pattern when it has enough support: a
///    pattern ranks above a more general one of the same intent (a subset of
///    its parameters, the same values) when at least `minimumSupport`
///    donations in the bucket made it and at least `preferenceShare` of the
///    general one's donations in the bucket. A general pattern whose
///    donations are exactly a specific one's is folded into it.
/// 4. **Demote** shortcut types that cannot run in the background (and
///    activities, which open their app): their score is multiplied by
///    `foregroundFactor`.
/// 5. **Add what apps suggest**: a suggested shortcut whose relevance hints
///    hold now scores like an established pattern (`9 × minimumSupport`); one
///    without hints scores 1, after what was learned; one equal to a learned
///    pattern joins it.
///
/// A pattern needs `minimumPattern` donations to be suggested at all: one
/// donation is an event, two are a habit forming.
public struct SuggestionEngine: Sendable {
    public var apps: [AppModel]
    public var minimumPattern = 2
    public var minimumSupport = 3
    public var preferenceShare = 0.5
    public var foregroundFactor = 0.5

    /// The weight of a donation by how its context fits now.
    public static func weight(_ fit: ContextFit) -> Double {
        switch fit {
        case .bucket: 9
        case .timeOfDay: 3
        case .other: 1
        }
    }

    public init(apps: [AppModel]) {
        self.apps = apps
    }

    /// The suggestions for `context`, best first, at most `limit`.
    public func suggest(_ log: DonationLog, context: SuggestionContext, offered: [OfferedShortcut] = [], limit: Int = 10) -> SuggestionList {
        var counted = count(log, context: context)
        var ranking = Ranking(engine: self, log: log, counted: counted)
        ranking.addLearned()
        ranking.addOffered(offered, context: context)
        ranking.preferSpecific()
        let list = ranking.ranked(limit: limit)
        counted.notes.append(contentsOf: list.notes)
        return SuggestionList(suggestions: list.suggestions, notes: counted.notes)
    }

    /// The most recent donations as suggestions, newest first: the talks'
    /// testing aid, to see how donations will look when suggested.
    public func recent(_ log: DonationLog, limit: Int = 10) -> SuggestionList {
        var list = SuggestionList()
        let renderer = SuggestionRenderer(log: log, apps: apps)
        var unknown: [String: Int] = [:]
        for index in log.records.indices.reversed() {
            guard list.suggestions.count < limit else { break }
            if let suggestion = renderer.recent(index) {
                list.suggestions.append(suggestion)
            } else {
                unknown[log.donation(at: index).action, default: 0] += 1
            }
        }
        list.notes = Self.unknownNotes(unknown)
        return list
    }

    static func unknownNotes(_ unknown: [String: Int]) -> [String] {
        unknown.keys.sorted().map { action in
            let count = unknown[action]!
            return "\(count) donation\(count == 1 ? "" : "s") of \(action) left out: the app or intent is not known here or has changed"
        }
    }

    // MARK: - Counting

    /// The donations projected and counted, with the sources they belong to.
    struct Counted {
        var table = PatternTable()
        var sources: [PatternSource] = []
        /// The values that patterns hold, numbered (their bytes are in the log).
        var values = ByteInterner(capacity: 4096)
        var notes: [String] = []
    }

    /// Projects every donation onto its source's shortcut types and counts the projections.
    ///
    /// - Complexity: O(donations × shortcut types × parameters), and the bytes of the values that some shortcut type names.
    func count(_ log: DonationLog, context: SuggestionContext) -> Counted {
        var sources: [PatternSource] = []
        var table = PatternTable()
        var values = ByteInterner(capacity: 4096)
        var sourceOf: [Int64: Int32] = [:]
        // An intent's source by its name's number, for the common case (one app has that intent name).
        var sourceByKind = [Int32](repeating: -1, count: log.interner.count)
        var placeFits: [Int32: Bool] = [:]
        var unknown: [String: Int] = [:]
        // Per source (by index), its app, the keys of each projection and the names whose values
        // they need, in flat arrays of numbers: the loop below runs for every donation, and
        // nested arrays would cost a retain and a release at every step.
        var sourceApps: [Int32] = []
        var keyTable: [Int32] = []
        var projectionSpans: [(start: Int, count: Int)] = []
        var sourceProjections: [(first: Int, count: Int)] = []
        var neededSpans: [(start: Int, count: Int)] = []
        var key = [Int32](repeating: 0, count: 64)
        // The record's values that some projection needs, by name; -1 for an empty value.
        var neededNames = [Int32](repeating: 0, count: 64), neededValues = [Int32](repeating: 0, count: 64)
        log.bytes.withUnsafeBufferPointer { buffer in
            for index in log.records.indices {
                let record = log.records[index]
                var source: Int32 = -1
                let byKind = record.isActivity ? -1 : sourceByKind[Int(record.kind)]
                if byKind >= 0 && sourceApps[Int(byKind)] == record.app {
                    source = byKind
                } else {
                    let sourceKey = Int64(record.app) << 33 | Int64(record.kind) << 1 | (record.isActivity ? 1 : 0)
                    if let known = sourceOf[sourceKey] {
                        source = known
                    } else {
                        source = makeSource(record, log: log, into: &sources)
                        sourceOf[sourceKey] = source
                        if source >= 0 {
                            sourceApps.append(record.app)
                            sourceProjections.append((projectionSpans.count, sources[Int(source)].projections.count))
                            for projection in sources[Int(source)].projections {
                                projectionSpans.append((keyTable.count, projection.keys?.count ?? 0))
                                keyTable += projection.keys ?? []
                            }
                            neededSpans.append((keyTable.count, sources[Int(source)].neededKeys.count))
                            keyTable += sources[Int(source)].neededKeys
                            if !record.isActivity && sourceByKind[Int(record.kind)] < 0 { sourceByKind[Int(record.kind)] = source }
                        }
                    }
                }
                guard source >= 0 else {
                    unknown["\(log.string(record.app)).\(log.string(record.kind))", default: 0] += 1
                    continue
                }
                var samePlace = true
                if context.place != nil && record.place >= 0 {
                    if let known = placeFits[record.place] { samePlace = known } else {
                        samePlace = context.isSamePlace(log.string(record.place))
                        placeFits[record.place] = samePlace
                    }
                }
                let fit = context.fit(record.moment, samePlace: samePlace)
                var needed = 0
                var position = Int(record.fieldStart)
                let fieldsEnd = Int(record.fieldStart + min(record.fieldCount, 64) * 3)
                let needs = neededSpans[Int(source)]
                while position < fieldsEnd {
                    let name = log.fields[position], range = Int(log.fields[position + 1])..<Int(log.fields[position + 2])
                    position += 3
                    if !record.isActivity {
                        var isNeeded = false
                        for slot in needs.start..<(needs.start + needs.count) where keyTable[slot] == name {
                            isNeeded = true
                            break
                        }
                        guard isNeeded else { continue }
                    }
                    // A list, text or object that is empty says nothing worth suggesting ("with " and no toppings).
                    neededNames[needed] = name
                    neededValues[needed] = Self.isEmpty(buffer, range) ? -1 : values.intern(buffer, range)
                    needed += 1
                }
                if record.isActivity {
                    var keys = record.requiredCount > 0
                        ? Array(log.required[Int(record.requiredStart)..<Int(record.requiredStart + record.requiredCount)]) : Array(neededNames[..<needed])
                    keys.sort()
                    let projection = sources[Int(source)].activityProjection(keys: keys) { keys.map(log.string) }
                    let count = Self.project(keys[...], names: neededNames, values: neededValues, count: needed, into: &key)
                    if count == keys.count {
                        key.withUnsafeBufferPointer { table.add(source: source, type: Int32(projection), key: UnsafeBufferPointer(rebasing: $0[..<count]), fit: fit, record: Int32(index)) }
                    }
                } else {
                    let projections = sourceProjections[Int(source)]
                    for projection in 0..<projections.count {
                        let span = projectionSpans[projections.first + projection]
                        guard span.count > 0 else { continue }
                        let count = Self.project(keyTable[span.start..<(span.start + span.count)], names: neededNames, values: neededValues,
                                                 count: needed, into: &key)
                        guard count == span.count else { continue }
                        key.withUnsafeBufferPointer { table.add(source: source, type: Int32(projection), key: UnsafeBufferPointer(rebasing: $0[..<count]), fit: fit, record: Int32(index)) }
                    }
                }
            }
        }
        return Counted(table: table, sources: sources, values: values, notes: Self.unknownNotes(unknown))
    }

    /// The values of `keys` (value numbers of the record's first `count`
    /// `names`) into `key`: how many were found before one was missing or
    /// empty (the donation projects onto `keys` only when all were).
    static func project(_ keys: ArraySlice<Int32>, names: [Int32], values: [Int32], count: Int, into key: inout [Int32]) -> Int {
        var found = 0
        for name in keys where found < key.count {
            var value: Int32 = -1
            for slot in 0..<count where names[slot] == name {
                value = values[slot]
                break
            }
            guard value >= 0 else { return found }
            key[found] = value
            found += 1
        }
        return found
    }

    /// `[]`, `{}`, `""` or `null`.
    static func isEmpty(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        switch range.count {
        case 2:
            let pair = (bytes[range.lowerBound], bytes[range.lowerBound + 1])
            return pair == (0x5B, 0x5D) || pair == (0x7B, 0x7D) || pair == (0x22, 0x22)
        case 4:
            return bytes[range.lowerBound] == 0x6E && bytes[range.lowerBound + 1] == 0x75
        default:
            return false
        }
    }

    /// The source for a record's intent or activity, or -1 when its intent is not known.
    private func makeSource(_ record: DonationLog.Record, log: DonationLog, into sources: inout [PatternSource]) -> Int32 {
        let appName = log.string(record.app), kind = log.string(record.kind)
        let app = apps.first { $0.name == appName }
        if record.isActivity {
            sources.append(PatternSource(appName: appName, app: app, activity: kind))
        } else {
            guard let app, let intent = app.intent(kind) else { return -1 }
            sources.append(PatternSource(app: app, intent: intent, id: log.id(of:)))
        }
        sources[sources.count - 1].appID = record.app
        return Int32(sources.count - 1)
    }
}

/// A shortcut an app suggested, with the app's name.
public struct OfferedShortcut: Sendable {
    public var app: String
    public var shortcut: SuggestedShortcut

    public init(app: String, shortcut: SuggestedShortcut) {
        self.app = app
        self.shortcut = shortcut
    }
}
