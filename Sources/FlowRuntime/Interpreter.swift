import Foundation
import FlowCompiler
import FlowDiagnostics

/// Runs a checked shortcut: walks its regions, evaluates values, runs each
/// node (an intent through its lifecycle, or a built-in action).
public final class Interpreter: @unchecked Sendable {
    let program: ProgramGraph
    let graph: ShortcutGraph
    let environment: RunEnvironment
    /// The variables; a fixed buffer (see `SlotStorage`).
    let slots: SlotStorage
    var outputs: [Int: RuntimeValue] = [:]
    /// When each node last ran, to pick the latest of several producers.
    var ranAt: [Int: Int] = [:]
    var clock = 0
    /// Pure regions compiled to closures, by region (see `runPure`).
    var compiledRegions: [Region: CompiledPart] = [:]
    /// The shortcut's output (`output ...`), if it set one.
    public internal(set) var result: RuntimeValue?
    /// The step running now, for "cancelled in ..." when Ctrl-C arrives.
    public internal(set) var currentStep: String?
    /// The step whose values are being evaluated, while it runs: a value
    /// that cannot be read (a member of text) names it. Nil between steps.
    var stepInProgress: String?
    /// Where the first step that failed is written: its file and source
    /// range, so a run-time error is shown as a diagnostic (`RunDiagnostic`).
    public internal(set) var failedAt: (path: String, range: SourceRange)?
    /// The values the app resolved for the intent step running now: the trace
    /// shows an asked parameter's answer, not a blank.
    var resolvedInputs: IntentValues?
    /// How deep `run-shortcut` has nested; bounded so a shortcut cannot run itself forever.
    var depth = 0
    static let maximumDepth = 32
    /// Whether its intent runs are donated: its shortcut says nothing
    /// against it (`donate false`), and neither does any shortcut that ran it.
    var donates: Bool
    /// Before each step's place in the step journal: the place of the
    /// `run-shortcut` step that runs this shortcut, and "/" (see `place(of:)`).
    var placePrefix = ""
    /// The pass of each loop around the region running now, outermost first.
    var passes: [Int] = []
    /// The node of the step running now, for its idempotency key.
    var runningNode: Int?
    /// How many menus this shortcut has shown, for each menu's place.
    var menusShown = 0

    /// Control leaving a region early.
    enum Exit: Error {
        case stop(RuntimeValue?)
        /// `break` and `continue`, caught by the innermost loop.
        case breakLoop
        case continueLoop
    }

    public init(program: ProgramGraph, graph: ShortcutGraph, environment: RunEnvironment) {
        self.program = program
        self.graph = graph
        self.environment = environment
        self.slots = SlotStorage(count: graph.slots.count)
        self.donates = graph.donates
    }

    /// Runs the shortcut with these inputs (by name; defaults fill the rest).
    public func run(inputs: [String: RuntimeValue] = [:]) async throws {
        try StatePreflight.check(program: program, graph: graph, environment: environment)
        for input in graph.inputs {
            slots[input.slot] = inputs[input.name] ?? input.defaultValue.map { RuntimeValue(constant: $0, apps: program.apps) } ?? .nothing
        }
        do {
            try await run(graph.body)
        } catch Exit.stop(let value) {
            if let value { result = value }
            throw RunFailure.stopped(value?.description)
        }
    }

    // MARK: - Regions

    /// One pass of a loop's body; true when it said `break`. `continue` ends
    /// the pass; both belong to the innermost loop, so they stop here.
    func runPass(_ body: Region, pass: Int) async throws -> Bool {
        passes.append(pass)
        defer { passes.removeLast() }
        do {
            try await run(body)
        } catch Exit.continueLoop {
            return false
        } catch Exit.breakLoop {
            return true
        }
        return false
    }

    /// Hands the step to the trace (`--trace`, history), its inputs as they were.
    func traceStep(_ node: Int, output: RuntimeValue, started: UInt64, error: String? = nil, replayed: Bool = false) {
        guard let trace = environment.trace else { return }
        var inputs: [(String, RuntimeValue)] = []
        for binding in graph.nodes[node].bindings {
            // An asked parameter shows its answer, as the app resolved it.
            if case .ask = binding.value {
                if let answer = resolvedInputs?[binding.parameter] { inputs.append((binding.parameter, answer)) }
                continue
            }
            inputs.append((binding.parameter, (try? evaluate(binding.value)) ?? .nothing))
        }
        trace(StepTrace(summary: graph.nodes[node].summary, inputs: inputs, output: output,
                        seconds: Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9, error: error, replayed: replayed))
    }

    func run(_ region: Region) async throws {
        if Self.isPure(region) { return try runPure(region) }
        switch region {
        case .sequence(let items):
            for item in items { try await run(item) }
        case .step(let node, let slot):
            let started = DispatchTime.now().uptimeNanoseconds
            currentStep = graph.nodes[node].summary
            stepInProgress = graph.nodes[node].summary
            defer { stepInProgress = nil }
            try Task.checkCancellation()
            let value: RuntimeValue
            environment.progress?(graph.nodes[node].summary)
            defer { environment.progress?(nil) }
            resolvedInputs = nil
            if let recorded = try replayed(node) {
                // Finished in an earlier attempt of this run: its output, not its effect again.
                traceStep(node, output: recorded, started: started, replayed: true)
                outputs[node] = recorded
                clock += 1
                ranAt[node] = clock
                if let slot { slots[slot] = recorded }
                return
            }
            try recordStart(node)
            runningNode = node
            defer { runningNode = nil }
            do {
                value = try await runNode(graph.nodes[node])
            } catch is CancellationError {
                throw RunFailure.cancelled(step: graph.nodes[node].summary)
            } catch let failure as RunFailure {
                // A step that failed is in the trace too, with why (history shows it).
                if case .stopped = failure {} else { traceStep(node, output: .nothing, started: started, error: failure.description) }
                if failedAt == nil { failedAt = (graph.nodes[node].path.isEmpty ? graph.path : graph.nodes[node].path, graph.nodes[node].range) }
                throw failure
            }
            try recordFinish(node, output: value)
            traceStep(node, output: value, started: started)
            outputs[node] = value
            clock += 1
            ranAt[node] = clock
            if let slot { slots[slot] = value }
        case .evaluate(let value, let slot):
            slots[slot] = try evaluate(value)
        case .assign(let slot, let value, let append):
            let new = try evaluate(value)
            slots[slot] = append ? Operators.append(new, to: slots[slot]) : new
        case .branches(let branches, let otherwise):
            for branch in branches where try evaluate(branch.condition).isTruthy {
                try await run(branch.body)
                return
            }
            if let otherwise { try await run(otherwise) }
        case .repeatCount(let count, let body, let index):
            let times = Int(saturating: try evaluate(count).asDouble ?? 0)
            for pass in 0..<max(0, times) {
                slots[index] = .integer(pass + 1)
                if try await runPass(body, pass: pass + 1) { break }
            }
        case .whileLoop(let condition, let body, let index):
            var pass = 0
            while try evaluate(condition).isTruthy {
                pass += 1
                try checkLoopLimit(pass)
                slots[index] = .integer(pass)
                if try await runPass(body, pass: pass) { break }
            }
        case .forEach(let item, let sequence, let body, let index):
            for (position, value) in Self.items(of: try evaluate(sequence)).enumerated() {
                slots[item] = value
                slots[index] = .integer(position + 1)
                if try await runPass(body, pass: position + 1) { break }
            }
        case .breakLoop:
            throw Exit.breakLoop
        case .continueLoop:
            throw Exit.continueLoop
        case .menu(let prompt, let items, let slot):
            let labels = items.map { RuntimeValue.string($0.label) }
            var question = Ask(app: "flow", intent: graph.name, parameter: "menu", displayName: "Menu", explicitPrompt: prompt,
                               type: .string, options: labels)
            question.acceptsOtherValues = false
            // The answer is recorded: a replay takes the branch this run took.
            let answer = try await recordedInput("answer", at: nextMenuPlace(), step: "menu") {
                try await Asking.value(question, conversation: self.environment.conversation, apps: self.program.apps,
                                       now: self.environment.now(), step: "menu")
            }
            let chosen = labels.firstIndex(of: answer) ?? 0
            if let slot { slots[slot] = labels[chosen] }
            try await run(items[chosen].body)
        case .tryCatch(let body, let error, let handler):
            do {
                try await run(body)
            } catch let failure as RunFailure {
                try catchFailure(failure, into: error)
                try await run(handler)
            }
        case .stop(let value):
            throw Exit.stop(try value.map(evaluate))
        case .output(let value):
            result = try evaluate(value)
        }
    }

    // MARK: - Nodes

    func runNode(_ node: StepNode) async throws -> RuntimeValue {
        let attempts = 1 + max(0, Int(saturating: try node.retryCount.map(evaluate)?.asDouble ?? 0)).clamped(below: Int.max - 1)
        let delay = try node.retryEvery.map(evaluate)?.asDouble ?? 0
        let limit = try node.timeout.map(evaluate)?.asDouble
        var lastFailure: Error?
        for attempt in 0..<max(1, attempts) {
            if attempt > 0 { try await environment.sleep(delay) }
            do {
                if let limit {
                    return try await TimeLimit.run(seconds: limit, step: node.summary) { try await self.perform(node) }
                }
                return try await perform(node)
            } catch let failure as RunFailure {
                switch failure {
                case .failed, .timedOut, .phaseTimedOut: lastFailure = failure
                default: throw failure
                }
            }
        }
        throw lastFailure ?? RunFailure.failed(step: node.summary, message: "failed")
    }

    func perform(_ node: StepNode) async throws -> RuntimeValue {
        switch node.action {
        case .builtin(let name):
            return try await ActionStep.run(name, node: node, interpreter: self)
        case .intent(let appName, let intentName):
            do {
                return try await runIntent(node, app: appName, intent: intentName)
            } catch let error where !(error is RunFailure) && !(error is CancellationError) {
                // A handler's own error (an external app that crashed, say) fails the step like an error response.
                throw RunFailure.handlerError(error, step: node.summary)
            }
        }
    }

    func runIntent(_ node: StepNode, app appName: String, intent intentName: String) async throws -> RuntimeValue {
        let (app, intent, handler) = try IntentRun.find(appName, intentName, apps: program.apps, environment: environment, step: node.summary)
        var given: [String: IntentLifecycle.Given] = [:]
        for binding in node.bindings {
            if case .ask(let prompt) = binding.value {
                given[binding.parameter] = .ask(prompt: prompt)
            } else {
                given[binding.parameter] = .value(try evaluate(binding.value))
            }
        }
        return try await IntentRun.perform(app: app, intent: intent, handler: handler, given: given, apps: program.apps,
                                           environment: environment, donates: donates, stepLimit: try node.timeout.map(evaluate)?.asDouble,
                                           idempotencyKey: idempotencyKey, resolved: { self.resolvedInputs = $0 })
    }
}


extension Int {
    func clamped(below limit: Int) -> Int { Swift.min(self, limit) }
}
