import Foundation
import FlowCompiler

/// The automations the daemon runs, one entry per configured file. Each file
/// is compiled on its own: a file that stops compiling keeps its last good
/// automations (and its diagnostics are reported), so a typo saved in one
/// file never silently stops the others, or that file's own schedule.
public struct LoadedAutomations: Sendable {
    /// Compiles one file: its program, or nil and the diagnostics as people read them.
    public typealias Compile = @Sendable (String) -> (program: ProgramGraph?, diagnostics: String)

    public struct File: Sendable {
        public var path: String
        public var program: ProgramGraph
        public var modified: Date?
    }

    public private(set) var files: [File] {
        didSet {
            byName = [:]
            for (file, loaded) in files.enumerated() {
                for (index, automation) in loaded.program.automations.enumerated() where byName[automation.name] == nil {
                    byName[automation.name] = Location(file: file, index: index)
                }
            }
        }
    }

    /// Where each automation is, by name (the first of a name, as a search in
    /// order finds it): positions, not copies, since with 10,000 automations
    /// a copy of each graph costs megabytes.
    private var byName: [String: Location] = [:]
    private struct Location: Sendable {
        var file: Int
        var index: Int
    }

    public init() {
        files = []
    }

    /// Compiles each path; returns the report of each that failed (and kept its old version).
    public mutating func load(_ paths: [String], compile: Compile, modified: (String) -> Date?) -> [String] {
        var reports: [String] = []
        var next: [File] = []
        for path in paths {
            let (program, diagnostics) = compile(path)
            if let program {
                next.append(File(path: path, program: program, modified: modified(path)))
                if !diagnostics.isEmpty { reports.append(diagnostics) }
            } else {
                let kept = files.first { $0.path == path }
                reports.append(diagnostics + (kept == nil ? "\(path): not loaded\n" : "\(path): keeping the automations it had before\n"))
                if var kept {
                    kept.modified = modified(path)
                    next.append(kept)
                }
            }
        }
        files = next
        return reports
    }

    /// Whether any file changed on disk since it was loaded.
    public func changed(modified: (String) -> Date?) -> Bool {
        files.contains { modified($0.path) != $0.modified }
    }

    /// Every automation, with the program it belongs to.
    public var automations: [(automation: AutomationGraph, program: ProgramGraph)] {
        files.flatMap { file in file.program.automations.map { ($0, file.program) } }
    }

    public var count: Int { files.reduce(0) { $0 + $1.program.automations.count } }

    public func automation(named name: String) -> (automation: AutomationGraph, program: ProgramGraph)? {
        byName[name].map { (files[$0.file].program.automations[$0.index], files[$0.file].program) }
    }
}

extension AutomationGraph {
    /// How the daemon knows a trigger: by its text, so editing one trigger
    /// of an automation keeps the others' marks and claims.
    func triggerName(_ index: Int) -> String {
        index < triggers.count ? triggers[index] : "trigger \(index)"
    }
}

extension AutomationTrigger {
    /// Whether the trigger fires on events: `event` and `file-changed` (whose changes are posted as events).
    var listensToEvents: Bool {
        switch kind {
        case .event, .fileChanged: true
        case .time, .boot: false
        }
    }
}
