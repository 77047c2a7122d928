import Foundation
import FlowCompiler
import FlowRuntime

/// Steps 3 to 5 of `SuggestionEngine`: the counted patterns and the apps'
/// suggested shortcuts become candidates, specific patterns with support
/// rank above their generalizations, foreground-only ones are demoted, and
/// the best are rendered.
struct Ranking {
    /// A possible suggestion before it is rendered.
    struct Candidate {
        /// The learned pattern (index in the table), or nil for an app's own suggestion.
        var pattern: Int?
        var source: Int
        var projection: Int?
        /// An app's suggestion's values as stored JSON text (a learned
        /// pattern's are read from the table when needed: there may be thousands).
        var values: [String: String]
        var offered: OfferedShortcut?
        /// The pattern's own score, and the score it ranks by (raised by preference).
        var score: Double
        var primary: Double
        var supportsBackground: Bool
        var parameterCount: Int
        /// The newest donation behind it (for ties: the more recent habit first).
        var newest: Int
        var evidence = Evidence()
        /// Candidates it was preferred over, and those folded into it.
        var preferredOver: [Int] = []
        var folds: [Int] = []
        var isFolded = false
    }

    let engine: SuggestionEngine
    let log: DonationLog
    let counted: SuggestionEngine.Counted
    var candidates: [Candidate] = []
    /// Candidate index by pattern index.
    var candidateOf: [Int: Int] = [:]

    init(engine: SuggestionEngine, log: DonationLog, counted: SuggestionEngine.Counted) {
        self.engine = engine
        self.log = log
        self.counted = counted
    }

    /// Every pattern with enough donations.
    mutating func addLearned() {
        for (index, pattern) in counted.table.patterns.enumerated() where pattern.total >= engine.minimumPattern {
            let source = counted.sources[Int(pattern.source)]
            let projection = source.projections[Int(pattern.type)]
            let score = SuggestionEngine.weight(.bucket) * Double(pattern.inBucket) + SuggestionEngine.weight(.timeOfDay) * Double(pattern.atTimeOfDay)
                + SuggestionEngine.weight(.other) * Double(pattern.elsewhere)
            var candidate = Candidate(pattern: index, source: Int(pattern.source), projection: Int(pattern.type), values: [:], score: score,
                                      primary: score, supportsBackground: projection.supportsBackground, parameterCount: projection.names.count,
                                      newest: Int(pattern.newest))
            candidate.evidence.inBucket = pattern.inBucket
            candidate.evidence.atTimeOfDay = pattern.atTimeOfDay
            candidate.evidence.elsewhere = pattern.elsewhere
            candidateOf[index] = candidates.count
            candidates.append(candidate)
        }
    }

    /// The apps' suggested shortcuts that are relevant now; one equal to a learned pattern joins it.
    mutating func addOffered(_ offered: [OfferedShortcut], context: SuggestionContext) {
        let stored = StoredValues(apps: engine.apps)
        for item in offered {
            let score: Double
            var reason = "suggested by \(engine.apps.first { $0.name == item.app }?.displayName ?? item.app)"
            if let relevance = item.shortcut.relevance {
                guard relevance.holds(weekday: context.moment.weekday, minute: context.moment.minute, place: context.place) else { continue }
                score = SuggestionEngine.weight(.bucket) * Double(engine.minimumSupport)
                reason += ", relevant " + Self.describe(relevance)
            } else {
                score = SuggestionEngine.weight(.other)
            }
            let values = stored.canonical(item.shortcut.values)
            if let same = candidates.firstIndex(where: { candidate in
                guard candidate.offered == nil, let intent = counted.sources[candidate.source].intent,
                      counted.sources[candidate.source].appName == item.app, intent.name == item.shortcut.intent else { return false }
                return candidate.parameterCount == values.count && learnedValues(candidate) == values
            }) {
                candidates[same].primary = max(candidates[same].primary, score)
                candidates[same].evidence.fromApp = reason
                continue
            }
            let type = SuggestionRenderer.shortcutType(for: Set(item.shortcut.values.keys),
                                                       in: engine.apps.first { $0.name == item.app }?.intent(item.shortcut.intent))
            var candidate = Candidate(pattern: nil, source: -1, projection: nil, values: values, offered: item, score: score, primary: score,
                                      supportsBackground: type?.supportsBackground ?? true, parameterCount: values.count, newest: -1)
            candidate.evidence.fromApp = reason
            candidates.append(candidate)
        }
    }

    /// A learned candidate's values: parameter names to their stored JSON text.
    func learnedValues(_ candidate: Candidate) -> [String: String] {
        guard let index = candidate.pattern, let projection = candidate.projection else { return candidate.values }
        var values: [String: String] = [:]
        let names = counted.sources[candidate.source].projections[projection].names
        for (name, value) in zip(names, counted.table.values(of: counted.table.patterns[index])) {
            values[name] = log.text(counted.values.ranges[Int(value)])
        }
        return values
    }

    /// "on Fridays, 11:00–14:30, at Work".
    static func describe(_ relevance: Relevance) -> String {
        var parts: [String] = []
        if !relevance.days.isEmpty { parts.append("on " + relevance.days.sorted().map { LocalMoment.dayNames[$0 - 1] + "s" }.joined(separator: ", ")) }
        switch (relevance.from, relevance.until) {
        case (let from?, let until?): parts.append(Relevance.clock(from) + "–" + Relevance.clock(until))
        case (let from?, nil): parts.append("from " + Relevance.clock(from))
        case (nil, let until?): parts.append("until " + Relevance.clock(until))
        case (nil, nil): break
        }
        if let place = relevance.place { parts.append("at \(place)") }
        return parts.joined(separator: ", ")
    }

    /// Raises each specific pattern with enough support now above the more
    /// general patterns it refines, and folds general patterns whose
    /// donations are exactly a specific one's. Candidates are visited from
    /// the fewest parameters up, so a general pattern's rank is final before
    /// the patterns refining it are placed above it.
    mutating func preferSpecific() {
        let order = candidates.indices.filter { candidates[$0].pattern != nil }.sorted { candidates[$0].parameterCount < candidates[$1].parameterCount }
        var key: [Int32] = []
        for index in order {
            let candidate = candidates[index]
            let pattern = counted.table.patterns[candidate.pattern!]
            let values = counted.table.values(of: pattern)
            for (general, positions) in counted.sources[candidate.source].projections[candidate.projection!].generalizations {
                key = positions.map { values[values.startIndex + $0] }
                guard let found = key.withUnsafeBufferPointer({ counted.table.find(source: pattern.source, type: Int32(general), key: $0) }),
                      let other = candidateOf[found] else { continue }
                let generalPattern = counted.table.patterns[found]
                let supported = pattern.inBucket >= engine.minimumSupport
                    && Double(pattern.inBucket) >= engine.preferenceShare * Double(generalPattern.inBucket)
                if supported {
                    candidates[index].primary = max(candidates[index].primary, candidates[other].primary + 1)
                    candidates[index].preferredOver.append(other)
                }
                if generalPattern.total == pattern.total && (candidate.supportsBackground || !candidates[other].supportsBackground) {
                    candidates[other].isFolded = true
                    candidates[index].folds.append(other)
                }
            }
        }
    }

    /// The score a candidate ranks by: its primary score, demoted when it cannot run in the background.
    func final(_ candidate: Candidate) -> Double {
        candidate.primary * (candidate.supportsBackground ? 1 : engine.foregroundFactor)
    }

    /// The best candidates, rendered.
    func ranked(limit: Int) -> SuggestionList {
        let order = candidates.indices.filter { !candidates[$0].isFolded }.sorted { a, b in
            let (x, y) = (candidates[a], candidates[b])
            if final(x) != final(y) { return final(x) > final(y) }
            if x.score != y.score { return x.score > y.score }
            if x.parameterCount != y.parameterCount { return x.parameterCount > y.parameterCount }
            return x.newest > y.newest
        }
        let renderer = SuggestionRenderer(log: log, apps: engine.apps)
        var list = SuggestionList()
        var unrenderable = 0
        var titles: [Int: String] = [:]
        func title(_ index: Int) -> String {
            if let known = titles[index] { return known }
            let text = render(index, renderer)?.title ?? "?"
            titles[index] = text
            return text
        }
        for index in order where list.suggestions.count < limit {
            guard var suggestion = render(index, renderer) else {
                unrenderable += 1
                continue
            }
            let candidate = candidates[index]
            suggestion.score = final(candidate)
            suggestion.evidence.demoted = !candidate.supportsBackground
            suggestion.evidence.preferredOver = candidate.preferredOver.filter { !candidate.folds.contains($0) }.map { other in
                let pattern = counted.table.patterns[candidates[other].pattern!]
                return Evidence.Preference(title: title(other), donations: pattern.total, donationsInBucket: pattern.inBucket)
            }
            suggestion.evidence.folded = candidate.folds.map(title)
            list.suggestions.append(suggestion)
        }
        if unrenderable > 0 {
            list.notes.append("\(unrenderable) pattern\(unrenderable == 1 ? "" : "s") left out: their values no longer fit their app's definition")
        }
        return list
    }

    func render(_ index: Int, _ renderer: SuggestionRenderer) -> Suggestion? {
        let candidate = candidates[index]
        if let offered = candidate.offered {
            return renderer.offered(offered, evidence: candidate.evidence, score: candidate.score)
        }
        let source = counted.sources[candidate.source]
        var evidence = candidate.evidence
        evidence.donations = counted.table.donations(of: counted.table.patterns[candidate.pattern!])
        return renderer.learned(source: source, projection: source.projections[candidate.projection!], values: learnedValues(candidate),
                                newest: candidate.newest, evidence: evidence, score: candidate.score)
    }
}
