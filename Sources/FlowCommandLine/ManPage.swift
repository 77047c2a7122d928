/// `flow help --man`: a man page (roff, section 1) made from the same
/// command specs as parsing, `--help` and completion, so the three cannot
/// drift. `flow help --man > flow.1 && man ./flow.1` reads it.
enum ManPage {
    static func render(commands: [CommandSpec], version: String) -> String {
        var page = """
        .TH FLOW 1 "" "flow \(version)" "User Commands"
        .SH NAME
        flow \\- runs shortcuts written in .flow files, checked before they run
        .SH SYNOPSIS
        .B flow
        \\fIcommand\\fR [\\fIoptions\\fR]
        .SH DESCRIPTION
        flow runs shortcuts: typed app intents chained into workflows, written in .flow files,
        checked before anything runs, run from the terminal or by a daemon when a schedule or an event fires.
        .SH COMMANDS

        """
        for command in commands {
            page += ".SS \"flow \(escape(command.name))\"\n" + escape(command.summary) + "\n"
            page += ".PP\n.nf\n" + escape(command.usage) + "\n.fi\n"
            if !command.discussion.isEmpty { page += ".PP\n" + escape(command.discussion) + "\n" }
            for subcommand in command.subcommands {
                page += ".TP\n.B \(escape(subcommand.name))\(subcommand.name == command.defaultSubcommand ? " (default)" : "")\n"
                    + escape(subcommand.summary) + "\n"
            }
            for option in command.options {
                page += ".TP\n\\fB\(escape(option.name))\\fR" + (option.value.map { " \\fI\(escape($0))\\fR" } ?? "") + "\n" + escape(option.help) + "\n"
            }
        }
        page += ".SH OPTIONS\nEvery command takes:\n"
        for option in CommandSpec.commonOptions {
            page += ".TP\n\\fB\(escape(option.name))\\fR" + (option.value.map { " \\fI\(escape($0))\\fR" } ?? "") + "\n" + escape(option.help) + "\n"
        }
        page += ".SH \"EXIT STATUS\"\n"
        for code in ExitCode.allCases {
            page += ".TP\n.B \(code.rawValue)\n" + escape(code.meaning) + "\n"
        }
        page += ".SH FILES\n$XDG_STATE_HOME/flow (or $FLOW_STATE_DIR): runs, grants, messages, donations, phrases.\n"
            + "$XDG_CONFIG_HOME/flow: config.json, apps/, automations/.\n"
        return page
    }

    /// Backslashes doubled, hyphens as roff's minus, and a line starting with
    /// a dot or quote protected so it is not read as a request.
    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\e").replacingOccurrences(of: "-", with: "\\-")
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix(".") || $0.hasPrefix("'") ? "\\&" + $0 : String($0) }
            .joined(separator: "\n")
    }
}
