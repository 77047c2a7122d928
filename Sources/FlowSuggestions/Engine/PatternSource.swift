import Foundation
import FlowCompiler

/// What donations are projected onto: an intent of a known app, with its
/// shortcut types (the parameter combinations that may be suggested), or an
/// activity type, whose "types" are the sets of required keys its donations
/// named (usually one).
struct PatternSource {
    /// One parameter combination.
    struct Projection {
        /// Parameter (or payload key) names as interner numbers, in the type's order
        /// (sorted for activities); nil when some name occurs in no donation.
        var keys: [Int32]?
        /// The names, for rendering.
        var names: [String]
        /// The intent's shortcut type, for its title, subtitle and background flag.
        var shortcutType: ShortcutTypeModel?
        /// The projections whose parameters are a strict subset of these, each
        /// with where its parameters stand in this one's key.
        var generalizations: [(projection: Int, positions: [Int])] = []

        var supportsBackground: Bool { shortcutType?.supportsBackground ?? false }
    }

    var appName: String
    /// The app's name as the log numbers it.
    var appID: Int32 = -1
    var app: AppModel?
    var intent: IntentModel?
    var activity: String?
    var projections: [Projection] = []
    /// The names some projection needs (an intent's): only their values are numbered.
    var neededKeys: [Int32] = []

    /// An intent's source: its shortcut types, with their subset relations.
    init(app: AppModel, intent: IntentModel, id: (String) -> Int32?) {
        appName = app.name
        self.app = app
        self.intent = intent
        for type in intent.shortcutTypes {
            let keys = type.parameters.map(id)
            projections.append(Projection(keys: keys.contains(nil) ? nil : keys.map { $0! }, names: type.parameters, shortcutType: type))
        }
        neededKeys = Array(Set(projections.compactMap(\.keys).joined()))
        linkGeneralizations()
    }

    /// An activity type's source; projections come as donations name key sets.
    init(appName: String, app: AppModel?, activity: String) {
        self.appName = appName
        self.app = app
        self.activity = activity
    }

    /// The projection of an activity for this (sorted) key set, added if new.
    mutating func activityProjection(keys: [Int32], names: () -> [String]) -> Int {
        if let index = projections.firstIndex(where: { $0.keys == keys }) { return index }
        projections.append(Projection(keys: keys, names: names()))
        return projections.count - 1
    }

    private mutating func linkGeneralizations() {
        for (index, projection) in projections.enumerated() {
            for (other, candidate) in projections.enumerated() where other != index {
                let names = Set(candidate.names)
                guard names.count < Set(projection.names).count, names.isSubset(of: Set(projection.names)) else { continue }
                projections[index].generalizations.append((other, candidate.names.map { name in projection.names.firstIndex(of: name)! }))
            }
        }
    }
}
