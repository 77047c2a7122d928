// pantry-handler: the Pantry app of Workflows/pantry.flow, written with FlowKit.
//
//   pantry-handler --serve               speak flow's handler protocol (what flow runs)
//   pantry-handler report --date DATE    one line about the stock, for the nightly report
//
// `swift build` puts it beside `flow`, where flow finds a bare program name.
import FlowKit
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "report" {
    exit(PantryReport.run(arguments.dropFirst()))
}
exit(await FlowKit.serve(PantryHandler.make()))
