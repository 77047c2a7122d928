import Foundation

/// Sample values that need more than a literal: a file that exists, a
/// trigger and an event with every field.
public enum TypeSamples {
    /// A small text file in the temporary folder, written when first asked
    /// for, so a sample File has a size.
    public static func sampleFile() -> String {
        let path = (NSTemporaryDirectory() as NSString).appendingPathComponent("flow-sample-\(getpid()).txt")
        if !FileManager.default.fileExists(atPath: path) {
            _ = FileManager.default.createFile(atPath: path, contents: Data("soup\n".utf8))
        }
        return path
    }

    static let time = Date(timeIntervalSince1970: 1_795_955_400)

    public static var event: RuntimeValue {
        RunValues.event(type: "location.arrive", id: "e1", source: "cli", time: time,
                        data: .dictionary([.init(key: "place", value: .string("Work"))]))
    }

    public static var trigger: RuntimeValue {
        RunValues.trigger(automation: "Lunch", scheduledFor: time, lateBy: 2, missed: 1, moved: true, event: event)
    }
}
