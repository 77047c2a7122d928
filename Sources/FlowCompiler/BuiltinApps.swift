import Foundation
import FlowDiagnostics

/// Apps that come with flow, found by name (`use SoupChef`). Their
/// definitions are `.flow` files shipped as resources, parsed like any other.
public enum BuiltinApps {
    public static let names = ["SoupChef"]

    /// The definition of a built-in app, or nil when there is none by that name.
    public static func source(named name: String) -> SourceFile? {
        guard names.contains(name),
              let url = Bundle.module.url(forResource: name, withExtension: "flow", subdirectory: "BuiltinApps"),
              let data = try? Data(contentsOf: url) else { return nil }
        return SourceFile(path: "<built-in \(name)>", bytes: Array(data))
    }
}
