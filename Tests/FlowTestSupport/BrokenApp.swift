import Foundation

/// The deliberately broken external app of the tests
/// (`Tests/FlowRuntimeTests/ExternalApps/broken.py`): its definition, with the
/// mode that says how it breaks as the program's argument.
public enum BrokenApp {
    public static let program = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("FlowRuntimeTests/ExternalApps/broken.py").path

    /// `app Broken` with one intent, `Count`, whose output is an Integer.
    public static func definition(_ mode: String) -> String {
        """
        app Broken {
          handler exec "\(program)" "\(mode)"
          intent Count {
            category generic
            response {
              output count: Integer
              success "Counted ${count}."
            }
          }
        }

        """
    }
}
