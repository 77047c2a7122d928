// FlowModel is the vocabulary every later module speaks (types, values,
// properties, exit codes): re-exported so importing the checker brings it.
@_exported import FlowModel
// FlowActions is the built-in action library the checker resolves calls
// against: re-exported so the checker's readers (the command line, the
// language server, the runtime) see the same catalog.
@_exported import FlowActions
