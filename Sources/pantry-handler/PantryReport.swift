import FlowKit
import Foundation

/// `pantry-handler report --date DATE [--state FOLDER]`: one line about the
/// stock, for the nightly report automation of pantry.flow (a shell step, so
/// the folder is Pantry's in flow's state folder unless `$FLOW_APP_STATE` says).
enum PantryReport {
    static func run(_ arguments: ArraySlice<String>) -> Int32 {
        var date = ISO8601DateFormatter().string(from: Date())
        var folder: URL?
        var rest = arguments[...]
        while let option = rest.popFirst() {
            switch option {
            case "--date": date = rest.popFirst() ?? date
            case "--state": folder = rest.popFirst().map { URL(fileURLWithPath: $0) }
            default:
                FileHandle.standardError.write(Data("pantry-handler report: unknown option '\(option)'\n".utf8))
                return 64
            }
        }
        let environment = ProcessInfo.processInfo.environment
        let state = folder ?? environment["FLOW_APP_STATE"].map { URL(fileURLWithPath: $0) }
            ?? FlowDirectories.state(environment: environment).appendingPathComponent("apps/Pantry")
        do {
            let stock = try PantryStock.file(in: state).read()
            let low = stock.entries.values.filter { $0.quantity < 3 }.map(\.name).sorted()
            print("\(date): \(stock.entries.count) products in the pantry" + (low.isEmpty ? "" : "; low: " + low.joined(separator: ", ")))
            return 0
        } catch {
            FileHandle.standardError.write(Data("pantry-handler report: \(PantryStock.file(in: state).url.path) cannot be read: \(error)\n".utf8))
            return 74
        }
    }
}
