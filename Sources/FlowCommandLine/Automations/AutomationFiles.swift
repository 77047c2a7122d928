import Foundation
import FlowCompiler
import FlowDiagnostics

/// Which files hold the automations `flow daemon` and `flow automations`
/// work with: the paths given (a folder means every `.flow` file below it),
/// else the configuration folder's `automations/`.
struct AutomationFiles {
    let context: CommandContext

    func paths(_ given: [String], command: CommandSpec? = nil) throws(UsageError) -> [String] {
        let loader = SourceLoader(context: context)
        var wanted = given
        if wanted.isEmpty {
            let folder = FlowDirectories.configuration(environment: context.environment).appendingPathComponent("automations").path
            guard FileManager.default.fileExists(atPath: folder) else {
                throw UsageError("name the .flow files whose automations to run, or put them in \(folder)", command: command)
            }
            wanted = [folder]
        }
        let (files, failures) = loader.expand(wanted)
        if let failure = failures.first, case .unreadable(let path, let reason) = failure {
            throw UsageError("\(path): \(reason)", command: command)
        }
        return files.map(context.absolutePath)
    }

    /// Compiles one file as `flow check` does; nil with the rendered diagnostics when it has errors.
    func compile(_ path: String) -> (program: ProgramGraph?, diagnostics: String) {
        let loader = SourceLoader(context: context)
        guard case .success(let file) = loader.load(path) else { return (nil, "\(path): cannot read the file\n") }
        let (workspace, program) = loader.compile([file])
        let renderer = DiagnosticRenderer(useColor: false)
        let text = workspace.allDiagnostics.map { renderer.render($1, in: $0) }.joined()
        return (workspace.hasErrors ? nil : program, text)
    }

    static func modified(_ path: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }
}
