import FlowCommandLine
import Foundation

// Everything lives in FlowCommandLine so that tests run the same code.
exit(FlowTool.run(Array(CommandLine.arguments.dropFirst()), context: .process()))
