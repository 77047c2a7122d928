import Foundation
import FlowSyntax

/// `config.json` in the configuration folder, read and validated in one
/// place. Every key flow knows is listed in `keys` with what it is for; a
/// key not listed is an error naming the closest one (a misspelled
/// `"libary"` would otherwise be silently ignored). Each section is parsed by
/// its owner (`FlowConfiguration.transport`, `SuggestionSettings.parse`,
/// `library(in:)`), all reached from here.
public enum ConfigFile {
    /// The keys, with what each is for (`flow help config`).
    public static let keys: [(name: String, meaning: String)] = [
        ("messages", "how send-message delivers: {\"transport\": \"outbox\" | \"command\" | \"webhook\", ...}"),
        ("donations", "false records nothing; {\"App\": false} turns one app's donations off"),
        ("place", "where you are, outright: \"Work\""),
        ("places", "places, how this machine recognizes them, and where they are: {\"Work\": {\"hosts\": [...], \"latitude\": 37.33, ...}}"),
        ("library", "more folders of shortcuts for the library: [\"~/src/flows\"]"),
    ]

    public static func file(in directory: URL) -> URL { directory.appendingPathComponent("config.json") }

    /// The file's top-level object; nil when there is no file.
    ///
    /// - Throws: the file exists but is not a JSON object, or has a key flow does not know.
    public static func object(in directory: URL) throws(ConfigurationError) -> [String: Any]? {
        let file = file(in: directory)
        guard let data = FileManager.default.contents(atPath: file.path) else {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: file.path, isDirectory: &isDirectory) {
                throw ConfigurationError(file: file, message: isDirectory.boolValue ? "is a folder, not a file" : "cannot be read (permission denied)")
            }
            return nil
        }
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw ConfigurationError(file: file, message: "expected a JSON object such as {\"messages\": {\"transport\": \"outbox\"}}")
        }
        let known = keys.map(\.name)
        for key in object.keys.sorted() where !known.contains(key) {
            let hint = Suggestions.closest(to: key, among: known).map { "; did you mean '\($0)'?" } ?? "; known keys: " + known.joined(separator: ", ")
            throw ConfigurationError(file: file, message: "unknown key '\(key)'\(hint)")
        }
        return object
    }

    /// `"library"`: the extra folders of the library, as written.
    public static func library(in directory: URL) throws(ConfigurationError) -> [String] {
        guard let object = try object(in: directory) else { return [] }
        return try library(object, file: file(in: directory))
    }

    static func library(_ object: [String: Any], file: URL) throws(ConfigurationError) -> [String] {
        guard let value = object["library"] else { return [] }
        guard let paths = value as? [String], !paths.contains(where: \.isEmpty) else {
            throw ConfigurationError(file: file, message: "\"library\" must be a list of folders such as [\"~/src/flows\"]")
        }
        return paths
    }
}
