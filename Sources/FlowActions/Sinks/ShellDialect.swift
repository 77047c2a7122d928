/// The shells whose quoting and parameter expansion flow knows: values reach
/// their scripts as `"${FLOW_VALUE_1}"`, which every POSIX shell expands to
/// exactly the variable's bytes as one word and never parses again.
public enum ShellDialect: Sendable {
    case posix

    /// The shells that read `${NAME}` and `'...'` as POSIX says. Another
    /// program (fish, python3, node) given a script with values is refused:
    /// pass values to it with `arguments:` instead.
    static let posixShells: Set<String> = ["sh", "bash", "dash", "zsh", "ksh", "ksh93", "mksh", "lksh", "pdksh", "ash", "busybox", "yash", "posh"]

    /// The dialect of a shell named by path or name (`/bin/bash`, `zsh`), or nil.
    public static func of(shell: String) -> ShellDialect? {
        let name = shell.split(separator: "/").last.map(String.init) ?? shell
        return posixShells.contains(name) ? .posix : nil
    }
}
