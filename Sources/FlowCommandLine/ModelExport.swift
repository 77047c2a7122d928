// The exit codes, types and values are FlowModel's; every command speaks them.
@_exported import FlowModel
