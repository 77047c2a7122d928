import Foundation
import FlowDiagnostics

/// Apps that come with flow, found by name (`use SoupChef`). Their
/// definitions are `.flow` files shipped as resources, parsed like any other.
public enum BuiltinApps {
    public static let names = ["SoupChef"]

    /// The definition of a built-in app, or nil when there is none by that name.
    public static func source(named name: String) -> SourceFile? {
        guard let url = resourceURL(named: name), let data = try? Data(contentsOf: url) else { return nil }
        return SourceFile(path: "<built-in \(name)>", bytes: Array(data))
    }

    /// Where the definition is installed: an editor opens it to show where
    /// `SoupChef.OrderSoup` is declared (its diagnostics name `<built-in SoupChef>`).
    public static func resourceURL(named name: String) -> URL? {
        guard names.contains(name) else { return nil }
        return Bundle.module.url(forResource: name, withExtension: "flow", subdirectory: "BuiltinApps")
    }
}
