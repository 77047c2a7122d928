// FlowModel is the vocabulary every later module speaks (types, values,
// properties, exit codes): re-exported so importing the checker brings it.
@_exported import FlowModel
