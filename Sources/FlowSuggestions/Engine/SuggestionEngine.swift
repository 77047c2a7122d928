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
        var notes: [String] = []
    }

    /// Projects every donation onto its source's shortcut types and counts the projections.
    ///
    /// - Complexity: O(donations × shortcut types × parameters).
    func count(_ log: DonationLog, context: SuggestionContext) -> Counted {
        var counted = Counted()
        var sourceOf: [Int64: Int32] = [:]
        var placeFits: [Int32: Bool] = [:]
        var unknown: [String: Int] = [:]
        // A list, text or value that is empty says nothing worth suggesting ("with " and no toppings).
        let empty = Set(["[]", "null", "\"\"", "{}"].compactMap(log.id(of:)))
        var key: [Int32] = []
        key.reserveCapacity(16)
        for (index, record) in log.records.enumerated() {
            let sourceKey = Int64(record.app) << 33 | Int64(record.kind) << 1 | (record.isActivity ? 1 : 0)
            let source: Int32
            if let known = sourceOf[sourceKey] {
                source = known
            } else {
                source = makeSource(record, log: log, into: &counted.sources)
                sourceOf[sourceKey] = source
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
            let values = log.values(of: record)
            func value(for name: Int32) -> Int32? {
                var position = values.startIndex
                while position < values.endIndex {
                    if values[position] == name { return values[position + 1] }
                    position += 2
                }
                return nil
            }
            func add(_ projection: Int, _ keys: [Int32]) {
                key.removeAll(keepingCapacity: true)
                for name in keys {
                    guard let value = value(for: name), !empty.contains(value) else { return }
                    key.append(value)
                }
                key.withUnsafeBufferPointer { counted.table.add(source: source, type: Int32(projection), key: $0, fit: fit, record: Int32(index)) }
            }
            if record.isActivity {
                var keys = record.requiredCount > 0
                    ? Array(log.required[Int(record.requiredStart)..<Int(record.requiredStart + record.requiredCount)])
                    : stride(from: values.startIndex, to: values.endIndex, by: 2).map { values[$0] }
                keys.sort()
                let projection = counted.sources[Int(source)].activityProjection(keys: keys) { keys.map(log.string) }
                add(projection, keys)
            } else {
                for (projection, type) in counted.sources[Int(source)].projections.enumerated() {
                    if let keys = type.keys { add(projection, keys) }
                }
            }
        }
        counted.notes = Self.unknownNotes(unknown)
        return counted
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
