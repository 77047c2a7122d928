/// `--color auto|always|never`, with the `NO_COLOR` convention
/// (https://no-color.org): when set and non-empty, `auto` means never.
public enum ColorChoice: String, Sendable, CaseIterable {
    case auto, always, never

    public func resolve(isTerminal: Bool, environment: [String: String]) -> Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .auto:
            if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
            if environment["TERM"] == "dumb" { return false }
            return isTerminal
        }
    }
}
