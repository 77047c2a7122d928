import FlowCompiler

/// A pure region turned into a closure that runs it.
typealias CompiledRegion = () throws -> Void

/// Compiled pieces kept in arrays or optionals go in these structs: Swift
/// stores a bare closure there in its most general form and calls it through
/// a conversion thunk that copies values through their witness tables; in a
/// (non-generic) struct a closure keeps its own form.
struct CompiledPart {
    let run: CompiledRegion
}

struct CompiledBranch {
    let condition: CompiledValue
    let body: CompiledRegion
}

/// Pure regions compiled once into closures (see `runPure`). Each case does
/// what the same case of `run(_:)` does, in the same order; only the walk
/// over the region tree is gone.
extension Interpreter {
    func compile(_ region: Region) -> CompiledRegion {
        let slots = self.slots
        switch region {
        case .sequence(let items):
            if items.count == 1 { return compile(items[0]) }
            let parts = items.map { CompiledPart(run: compile($0)) }
            return { for part in parts { try part.run() } }
        case .evaluate(let value, let slot), .assign(let slot, let value, false):
            let value = compile(value)
            return { slots[slot] = try value() }
        case .assign(let slot, let value, true):
            let value = compile(value)
            return {
                let new = try value()
                slots[slot] = Operators.append(new, to: slots[slot])
            }
        case .branches(let branches, let otherwise):
            let tests = branches.map { CompiledBranch(condition: compile($0.condition), body: compile($0.body)) }
            let otherwise = otherwise.map { CompiledPart(run: compile($0)) }
            return {
                for test in tests where try test.condition().isTruthy {
                    try test.body()
                    return
                }
                try otherwise?.run()
            }
        case .repeatCount(let count, let body, let index):
            let count = compile(count), body = compile(body)
            return {
                for pass in 0..<max(0, Int(saturating: try count().asDouble ?? 0)) {
                    slots[index] = .integer(pass + 1)
                    try body()
                }
            }
        case .whileLoop(let condition, let body, let index):
            let condition = compile(condition), body = compile(body)
            return { [unowned self] in
                var pass = 0
                while try condition().isTruthy {
                    pass += 1
                    try checkLoopLimit(pass)
                    slots[index] = .integer(pass)
                    try body()
                }
            }
        case .forEach(let item, let sequence, let body, let index):
            let sequence = compile(sequence), body = compile(body)
            return {
                for (position, value) in Self.items(of: try sequence()).enumerated() {
                    slots[item] = value
                    slots[index] = .integer(position + 1)
                    try body()
                }
            }
        case .tryCatch(let body, let error, let handler):
            let body = compile(body), handler = compile(handler)
            return { [unowned self] in
                do {
                    try body()
                } catch let failure as RunFailure {
                    try catchFailure(failure, into: error)
                    try handler()
                }
            }
        case .stop(let value):
            guard let value else { return { throw Exit.stop(nil) } }
            let compiled = compile(value)
            return { throw Exit.stop(try compiled()) }
        case .output(let value):
            let value = compile(value)
            return { [unowned self] in result = try value() }
        case .step, .menu, .breakLoop, .continueLoop:
            preconditionFailure("only pure regions are compiled")
        }
    }
}
