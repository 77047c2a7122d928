/// What an action may reach outside the shortcut. Each must be granted before
/// the action runs: declared with `requires` in the shortcut and confirmed once
/// at a terminal, or given with `flow run --allow`.
public enum Capability: String, Sendable, CaseIterable, Comparable, Codable {
    case shell, network, message, files

    /// What granting it lets a shortcut do, as the terminal question says it.
    public var explanation: String {
        switch self {
        case .shell: "run shell commands"
        case .network: "reach the network"
        case .message: "send messages"
        case .files: "read and write files"
        }
    }

    public static func < (lhs: Capability, rhs: Capability) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
