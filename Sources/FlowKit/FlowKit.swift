// FlowKit: everything a Swift program needs to be a flow app, or to run flow.
//
// To write an app: build an `AppHandler` (one `IntentHandler` per intent of
// the app's `.flow` definition) and hand it to `FlowKit.serve`, which answers
// the handler protocol on standard input and output (see `AppServing.swift`).
// To embed flow: `FlowEngine` loads, checks and runs shortcuts with
// in-process handlers (see `FlowEngine.swift`).
//
// The types a handler works with come from flow's own modules, re-exported
// here so `import FlowKit` is the only import an app needs.
@_exported import FlowCompiler
@_exported import FlowModel
@_exported import FlowRuntime
