import FlowCompiler

/// Regions with no actions (no steps, no menus) never wait, so they run
/// synchronously: an arithmetic loop then costs no task switches. The
/// semantics are those of `run(_:)`, which hands such regions here.
extension Interpreter {
    /// Whether a region contains nothing that can wait.
    static func isPure(_ region: Region) -> Bool {
        switch region {
        case .sequence(let items): items.allSatisfy(isPure)
        case .step, .menu: false
        case .evaluate, .assign, .stop, .output: true
        // Leaving a loop is the walking interpreter's: loops holding them are not compiled.
        case .breakLoop, .continueLoop: false
        case .branches(let branches, let otherwise): branches.allSatisfy { isPure($0.body) } && (otherwise.map(isPure) ?? true)
        case .repeatCount(_, let body, _), .whileLoop(_, let body, _), .forEach(_, _, let body, _): isPure(body)
        case .tryCatch(let body, _, let handler): isPure(body) && isPure(handler)
        }
    }

    /// Runs a pure region through its compiled closure, compiling it the
    /// first time: a loop body then costs closure calls, not a walk over the tree.
    func runPure(_ region: Region) throws {
        if let compiled = compiledRegions[region] { return try compiled.run() }
        let compiled = CompiledPart(run: compile(region))
        compiledRegions[region] = compiled
        try compiled.run()
    }

    /// What `for` goes through: a list's items, a dictionary's keys, one value.
    static func items(of value: RuntimeValue) -> [RuntimeValue] {
        switch value {
        case .list(let values): values
        case .dictionary(let entries): entries.map { .string($0.key) }
        case .nothing: []
        default: [value]
        }
    }

    func checkLoopLimit(_ pass: Int) throws {
        if pass > environment.loopLimit {
            throw RunFailure.failed(step: "while", message: "the loop ran \(environment.loopLimit) times without its condition becoming false")
        }
    }

    /// A failure `catch` handles (a step failed or ran out of time) goes into
    /// the error slot; anything else (cancel, stop, a missing answer) goes on.
    func catchFailure(_ failure: RunFailure, into error: Int) throws {
        switch failure {
        case .failed(let step, let message): slots[error] = .error(message: message, step: step, code: SystemReason.code(in: message) ?? "failed")
        case .timedOut(let step, _), .phaseTimedOut(let step, _): slots[error] = .error(message: failure.description, step: step, code: "timed-out")
        default: throw failure
        }
    }
}
