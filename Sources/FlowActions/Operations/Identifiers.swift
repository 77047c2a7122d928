import Foundation

/// Generate UUID: a new random (version 4) UUID in the usual uppercase
/// form, "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", as Shortcuts shows one.
public enum Identifiers {
    public static func newUUID() -> String { UUID().uuidString }
}
