// swift-tools-version:6.0
// The targets read top-down as the pipeline: text → diagnostics and syntax → commands.
// No package dependencies: the toolchain (Foundation, Dispatch, Testing) only.
import PackageDescription

let package = Package(
    name: "flow",
    products: [
        .executable(name: "flow", targets: ["flow"]),
    ],
    targets: [
        // Source files, positions, diagnostics and their rendering.
        .target(name: "FlowDiagnostics"),
        // Lexer, parser, syntax tree, formatter: text → tree, never throws.
        .target(name: "FlowSyntax", dependencies: ["FlowDiagnostics"]),
        // Intent model, types, checker, step graph: tree → typed graph.
        .target(name: "FlowCompiler", dependencies: ["FlowDiagnostics", "FlowSyntax"], resources: [.copy("BuiltinApps")]),
        // Values, the interpreter, the intent lifecycle, prompts, built-in actions.
        // The request and response flow and its flow-http helper exchange.
        .target(name: "FlowHTTP"),
        .target(name: "FlowRuntime", dependencies: ["FlowDiagnostics", "FlowSyntax", "FlowCompiler", "FlowHTTP"],
                exclude: ["External/README.md"]),
        // The handlers of the built-in apps (Soup Chef).
        .target(name: "FlowApps", dependencies: ["FlowRuntime", "FlowCompiler"]),
        // Donations (the journal in the state folder) and the suggestions learned from them.
        .target(name: "FlowSuggestions", dependencies: ["FlowCompiler", "FlowRuntime"], exclude: ["README.md"]),
        // The commands, testable in-process.
        .target(name: "FlowCommandLine", dependencies: ["FlowDiagnostics", "FlowSyntax", "FlowCompiler", "FlowRuntime", "FlowApps", "FlowSuggestions"]),
        // main.swift only: hands the arguments to FlowCommandLine.
        .executableTarget(name: "flow", dependencies: ["FlowCommandLine"]),
        // flow's network helper: the only program that links FoundationNetworking.
        .executableTarget(name: "flow-http", dependencies: ["FlowHTTP"]),
        // The benchmark runner; build with -c release.
        .executableTarget(name: "flow-bench", dependencies: ["FlowSyntax", "FlowDiagnostics", "FlowCompiler", "FlowRuntime", "FlowSuggestions"]),

        // Golden files and seeded randomness, shared by the test targets.
        .target(name: "FlowTestSupport", path: "Tests/FlowTestSupport"),
        .testTarget(name: "FlowDiagnosticsTests", dependencies: ["FlowDiagnostics"]),
        .testTarget(
            name: "FlowSyntaxTests",
            dependencies: ["FlowSyntax", "FlowDiagnostics", "FlowTestSupport"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "FlowCompilerTests",
            dependencies: ["FlowCompiler", "FlowSyntax", "FlowDiagnostics", "FlowTestSupport"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "FlowRuntimeTests",
            dependencies: ["FlowRuntime", "FlowApps", "FlowCompiler", "FlowDiagnostics", "FlowTestSupport"],
            exclude: ["Programs", "ExternalApps"]
        ),
        .testTarget(
            name: "FlowSuggestionsTests",
            dependencies: ["FlowSuggestions", "FlowRuntime", "FlowCompiler", "FlowDiagnostics"]
        ),
        .testTarget(
            name: "FlowCommandLineTests",
            dependencies: ["FlowCommandLine", "FlowSyntax", "FlowDiagnostics"]
        ),
    ]
)
