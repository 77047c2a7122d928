import Foundation

/// Words and values as each target reads them back unchanged.
enum ExportQuoting {
    /// One word of a systemd command line (`ExecStart=`): bare when plain,
    /// else in double quotes with C escapes; `%` (specifiers) and `$`
    /// (environment variables) doubled wherever they are.
    static func systemdWord(_ word: String) -> String {
        isPlain(word) ? word : systemdValue(cQuoted(word)).replacingOccurrences(of: "$", with: "$$")
    }

    /// Letters, digits and `_./:=,+@-` only: no shell, systemd or cron reads anything into it.
    static func isPlain(_ word: String) -> Bool {
        !word.isEmpty && word.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && CharacterSet.alphanumerics.contains(scalar) || "_./:=,+@-".unicodeScalars.contains(scalar)
        }
    }

    /// In double quotes with C escapes, as systemd reads quoted words and assignments.
    static func cQuoted(_ text: String) -> String {
        var quoted = "\""
        for character in text {
            switch character {
            case "\\": quoted += "\\\\"
            case "\"": quoted += "\\\""
            case "\n": quoted += "\\n"
            case "\t": quoted += "\\t"
            default: quoted.append(character)
            }
        }
        return quoted + "\""
    }

    /// A unit setting's value (`Description=`, `Environment=`, `WorkingDirectory=`): `%` doubled (specifiers), on one line.
    static func systemdValue(_ value: String) -> String {
        value.replacingOccurrences(of: "%", with: "%%").replacingOccurrences(of: "\n", with: " ")
    }

    /// One word of a crontab command: quoted for `sh`, and `%` escaped, which cron would turn into a newline.
    static func crontabWord(_ word: String) -> String {
        let quoted = isPlain(word) ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
        return quoted.replacingOccurrences(of: "%", with: "\\%").replacingOccurrences(of: "\n", with: " ")
    }

    /// A YAML scalar: a JSON string, which YAML reads as the same text.
    static func yaml(_ text: String) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: text, options: [.fragmentsAllowed, .withoutEscapingSlashes])) ?? Data("\"\"".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    /// Text for a `#` comment line: one line.
    static func comment(_ text: String) -> String {
        text.replacingOccurrences(of: "\n", with: " ")
    }
}
