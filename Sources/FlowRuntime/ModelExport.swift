// FlowModel is the vocabulary every later module speaks (types, values,
// properties, exit codes): re-exported so importing the runtime brings it.
@_exported import FlowModel
// FlowActions holds the built-in actions the interpreter runs and the
// helpers they brought with them (child processes, the network helper's
// client, JSON, the system's reasons): re-exported for the runtime's users.
@_exported import FlowActions
