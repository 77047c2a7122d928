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
        case .branches(let branches, let otherwise): branches.allSatisfy { isPure($0.body) } && (otherwise.map(isPure) ?? true)
        case .repeatCount(_, let body, _), .whileLoop(_, let body, _), .forEach(_, _, let body, _): isPure(body)
        case .tryCatch(let body, _, let handler): isPure(body) && isPure(handler)
        }
    }

    func runPure(_ region: Region) throws {
        switch region {
        case .sequence(let items):
            for item in items { try runPure(item) }
        case .evaluate(let value, let slot):
            slots[slot] = try evaluate(value)
        case .assign(let slot, let value, let append):
            let new = try evaluate(value)
            slots[slot] = append ? Operators.append(new, to: slots[slot]) : new
        case .branches(let branches, let otherwise):
            for branch in branches where try evaluate(branch.condition).isTruthy {
                try runPure(branch.body)
                return
            }
            if let otherwise { try runPure(otherwise) }
        case .repeatCount(let count, let body, let index):
            for pass in 0..<max(0, Int(saturating: try evaluate(count).asDouble ?? 0)) {
                slots[index] = .integer(pass + 1)
                try runPure(body)
            }
        case .whileLoop(let condition, let body, let index):
            var pass = 0
            while try evaluate(condition).isTruthy {
                pass += 1
                try checkLoopLimit(pass)
                slots[index] = .integer(pass)
                try runPure(body)
            }
        case .forEach(let item, let sequence, let body, let index):
            for (position, value) in Self.items(of: try evaluate(sequence)).enumerated() {
                slots[item] = value
                slots[index] = .integer(position + 1)
                try runPure(body)
            }
        case .tryCatch(let body, let error, let handler):
            do {
                try runPure(body)
            } catch let failure as RunFailure {
                try catchFailure(failure, into: error)
                try runPure(handler)
            }
        case .stop(let value):
            throw Exit.stop(try value.map(evaluate))
        case .output(let value):
            result = try evaluate(value)
        case .step, .menu:
            preconditionFailure("only pure regions run synchronously")
        }
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
        case .failed(let step, let message): slots[error] = .error(message: message, step: step)
        case .timedOut(let step, _): slots[error] = .error(message: failure.description, step: step)
        default: throw failure
        }
    }
}
