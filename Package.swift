// swift-tools-version:6.0
// The targets read top-down as the pipeline: text → diagnostics and syntax → commands.
// No package dependencies: the toolchain (Foundation, Dispatch, Testing) only.
import PackageDescription

let package = Package(
    name: "flow",
    products: [
        .executable(name: "flow", targets: ["flow"]),
        // Write a flow app in Swift (serve it over the handler protocol), or embed flow.
        .library(name: "FlowKit", targets: ["FlowKit"]),
        // The Pantry example app of Workflows/pantry.flow, written with FlowKit.
        .executable(name: "pantry-handler", targets: ["pantry-handler"]),
    ],
    targets: [
        // Source files, positions, diagnostics and their rendering.
        .target(name: "FlowDiagnostics", exclude: ["README.md"]),
        // The facts both sides read: the types and their properties (type and
        // run-time accessor, one entry each), run-time values, the exit codes.
        .target(name: "FlowModel", exclude: ["README.md"]),
        // Lexer, parser, syntax tree, formatter: text → tree, never throws.
        .target(name: "FlowSyntax", dependencies: ["FlowDiagnostics"], exclude: ["README.md"]),
        // The built-in action library: each action's declaration and implementation, below the checker and the interpreter.
        .target(name: "FlowActions", dependencies: ["FlowModel", "FlowState", "FlowHTTP"], exclude: ["README.md", "SHORTCUTS-ACTIONS.md"]),
        // Intent model, types, checker, step graph: tree → typed graph.
        .target(name: "FlowCompiler", dependencies: ["FlowModel", "FlowActions", "FlowDiagnostics", "FlowSyntax", "FlowAutomation"], exclude: ["README.md"], resources: [.copy("BuiltinApps")]),
        // Values, the interpreter, the intent lifecycle, prompts, built-in actions.
        // The request and response flow and its flow-http helper exchange.
        .target(name: "FlowHTTP", exclude: ["README.md"]),
        .target(name: "FlowRuntime", dependencies: ["FlowModel", "FlowActions", "FlowDiagnostics", "FlowSyntax", "FlowCompiler", "FlowAutomation", "FlowHTTP", "FlowState"],
                exclude: ["README.md"]),
        // Durable automation state: atomic files, checksummed journals, the
        // scheduler's claims and run history, the event spool.
        .target(name: "FlowState", exclude: ["README.md"]),
        // When automations fire: cron expressions, time zones and daylight saving, intervals.
        // Listed with the scheduler's part of the pipeline; the checker uses it to check cron text.
        .target(name: "FlowAutomation", dependencies: ["FlowDiagnostics"], exclude: ["README.md"]),
        // Everything a person needs to write an app: the external protocol's
        // client and server, the conformance kit, and the built-in apps' handlers (Soup Chef).
        .target(name: "FlowApps", dependencies: ["FlowRuntime", "FlowCompiler", "FlowState", "FlowDiagnostics", "FlowModel"],
                exclude: ["README.md", "External/README.md"]),
        // The library product: the handler API and serving an app over the
        // protocol, and embedding flow (load, check, run with in-process handlers).
        .target(name: "FlowKit", dependencies: ["FlowModel", "FlowDiagnostics", "FlowCompiler", "FlowRuntime", "FlowApps", "FlowState"], exclude: ["README.md"]),
        // Pantry's handler (Workflows/pantry.flow), written with FlowKit; `swift build` puts it beside flow.
        .executableTarget(name: "pantry-handler", dependencies: ["FlowKit"], exclude: ["README.md"]),
        // Donations (the journal in the state folder) and the suggestions learned from them.
        .target(name: "FlowSuggestions", dependencies: ["FlowCompiler", "FlowRuntime", "FlowState"], exclude: ["README.md"]),
        // Phrases: the person's phrase book in the state folder, normalizing, the rules, what saying a phrase runs.
        .target(name: "FlowPhrases", dependencies: ["FlowDiagnostics", "FlowSyntax", "FlowCompiler", "FlowRuntime", "FlowState"], exclude: ["README.md"]),
        // flow lint: the talks' advice on titles, definitions and donations, as warnings with fix-its.
        .target(name: "FlowLint", dependencies: ["FlowDiagnostics", "FlowSyntax", "FlowCompiler", "FlowRuntime", "FlowSuggestions"], exclude: ["README.md"]),
        // The scheduler: event dispatch and filters, trigger gates, concurrency, the daemon's loop.
        .target(name: "FlowDaemon", dependencies: ["FlowCompiler", "FlowRuntime", "FlowAutomation", "FlowState"], exclude: ["README.md"]),
        // flow lsp: the language server (LSP 3.17 over stdio), answering from the checker's own model.
        .target(name: "FlowLanguageServer", dependencies: ["FlowDiagnostics", "FlowSyntax", "FlowCompiler", "FlowState", "FlowRuntime", "FlowLint"], exclude: ["README.md"]),
        // The commands, testable in-process.
        .target(name: "FlowCommandLine", dependencies: ["FlowModel", "FlowDiagnostics", "FlowSyntax", "FlowCompiler", "FlowRuntime", "FlowApps", "FlowAutomation", "FlowState", "FlowDaemon", "FlowSuggestions", "FlowPhrases", "FlowLint", "FlowLanguageServer"], exclude: ["README.md"]),
        // main.swift only: hands the arguments to FlowCommandLine.
        .executableTarget(name: "flow", dependencies: ["FlowCommandLine"], exclude: ["README.md"]),
        // flow's network helper: the only program that links FoundationNetworking.
        .executableTarget(name: "flow-http", dependencies: ["FlowHTTP"], exclude: ["README.md"]),
        // The benchmark runner; build with -c release.
        .executableTarget(name: "flow-bench", dependencies: ["FlowSyntax", "FlowDiagnostics", "FlowCompiler", "FlowAutomation", "FlowRuntime", "FlowApps", "FlowSuggestions", "FlowState", "FlowLanguageServer", "FlowActions"], exclude: ["README.md"]),

        // Golden files and seeded randomness, shared by the test targets.
        .target(name: "FlowTestSupport", path: "Tests/FlowTestSupport"),
        .testTarget(name: "FlowDiagnosticsTests", dependencies: ["FlowDiagnostics"]),
        .testTarget(name: "FlowActionsTests", dependencies: ["FlowActions", "FlowModel"]),
        .testTarget(name: "FlowModelTests", dependencies: ["FlowModel", "FlowActions", "FlowCompiler", "FlowRuntime", "FlowApps", "FlowDiagnostics", "FlowTestSupport"]),
        .testTarget(
            name: "FlowSyntaxTests",
            dependencies: ["FlowSyntax", "FlowDiagnostics", "FlowTestSupport"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "FlowCompilerTests",
            dependencies: ["FlowCompiler", "FlowSyntax", "FlowDiagnostics", "FlowAutomation", "FlowTestSupport"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "FlowRuntimeTests",
            // pantry-handler: built beside the tests, where Workflows/pantry.flow's bare program name is found.
            dependencies: ["FlowRuntime", "FlowActions", "FlowApps", "FlowCompiler", "FlowDiagnostics", "FlowSyntax", "FlowTestSupport", "pantry-handler"],
            exclude: ["Programs", "ExternalApps"]
        ),
        .testTarget(name: "FlowAutomationTests", dependencies: ["FlowAutomation", "FlowDiagnostics", "FlowTestSupport"]),
        .testTarget(
            name: "FlowDaemonTests",
            dependencies: ["FlowDaemon", "FlowCompiler", "FlowRuntime", "FlowApps", "FlowDiagnostics", "FlowState", "FlowAutomation"]
        ),
        .testTarget(
            name: "FlowSuggestionsTests",
            dependencies: ["FlowSuggestions", "FlowRuntime", "FlowCompiler", "FlowDiagnostics"]
        ),
        .testTarget(name: "FlowPhrasesTests", dependencies: ["FlowPhrases", "FlowRuntime", "FlowCompiler", "FlowState", "FlowDiagnostics"]),
        .testTarget(name: "FlowLintTests", dependencies: ["FlowLint", "FlowCompiler", "FlowSyntax", "FlowDiagnostics", "FlowSuggestions", "FlowRuntime"]),
        .testTarget(
            name: "FlowCommandLineTests",
            dependencies: ["FlowCommandLine", "FlowSyntax", "FlowDiagnostics", "FlowState", "FlowAutomation", "FlowTestSupport", "pantry-handler"]
        ),
        .testTarget(name: "FlowKitTests", dependencies: ["FlowKit"]),
        .testTarget(name: "FlowLanguageServerTests", dependencies: ["FlowLanguageServer", "FlowSyntax", "FlowDiagnostics", "FlowState", "FlowTestSupport"]),
        .testTarget(name: "FlowStateTests", dependencies: ["FlowState", "FlowTestSupport", "flow-state-crasher"]),
        // A child for FlowStateTests' crash tests to SIGKILL mid-write.
        .executableTarget(name: "flow-state-crasher", dependencies: ["FlowState"], path: "Tests/FlowStateCrasher"),
    ]
)
