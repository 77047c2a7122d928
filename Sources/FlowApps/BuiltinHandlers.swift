import FlowRuntime

/// The Swift handlers of the apps that come with flow, by app name: what
/// `handler builtin` runs, and what `flow app serve` serves.
public enum BuiltinHandlers {
    public static let names = ["SoupChef"]

    public static func handler(for app: String) -> AppHandler? {
        switch app {
        case "SoupChef": SoupChefHandler.make()
        default: nil
        }
    }
}
