import Foundation
import Testing
@testable import FlowCommandLine

/// One command spec feeds parsing, `--help` and `flow __complete`: for every
/// command and subcommand, what completion offers is exactly what help shows.
@Suite struct CommandSpecAgreementTests {
    /// The names a help section lists: `  name   summary` lines between its heading and the next.
    static func section(_ heading: String, of help: String) -> [String] {
        var names: [String] = []
        var inside = false
        for line in help.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasSuffix(":") && line.first?.isUppercase == true { inside = line == heading + ":"; continue }
            guard inside, line.hasPrefix("  "), !line.hasPrefix("   ") else { continue }
            let word = line.dropFirst(2).split(separator: " ").first.map(String.init) ?? ""
            if !word.isEmpty && word != "See" { names.append(word) }
        }
        return names
    }

    static func completion(_ words: [String]) -> [String] {
        Run(["__complete", "--"] + words).stdout.split(separator: "\n").map(String.init)
    }

    @Test(arguments: FlowTool.commands.map(\.name))
    func helpAndCompletionAgree(_ name: String) throws {
        let help = Run([name, "--help"])
        #expect(help.code == 0)
        let options = Self.section("OPTIONS", of: help.stdout)
        #expect(!options.isEmpty, "\(name): no options in its help")
        #expect(Set(Self.completion([name, "-"])) == Set(options), "flow \(name) -<TAB> against its --help")
        let subcommands = Self.section("SUBCOMMANDS", of: help.stdout)
        let spec = try #require(FlowTool.command(named: name))
        #expect(subcommands == spec.subcommands.map(\.name), "\(name): help lists every subcommand")
        guard !subcommands.isEmpty else { return }
        #expect(Self.completion([name, ""]) == subcommands, "flow \(name) <TAB> offers exactly its subcommands")
        for subcommand in subcommands {
            let own = Run([name, subcommand, "--help"])
            #expect(own.code == 0 && own.stdout.contains("USAGE: flow \(name)"), "flow \(name) \(subcommand) --help: \(own.stderr)")
            let ownOptions = Self.section("OPTIONS", of: own.stdout)
            #expect(Set(Self.completion([name, subcommand, "-"])) == Set(ownOptions), "flow \(name) \(subcommand) -<TAB> against its --help")
        }
        let unknown = Run([name, "zzqx"])
        #expect(unknown.code == 64 && unknown.stderr.contains("unknown subcommand 'zzqx' of 'flow \(name)'"), "\(name): \(unknown.stderr)")
    }

    @Test func aMisspelledSubcommandIsAUsageErrorWithASuggestionNeverAFile() {
        let run = Run(["automations", "lst"])
        #expect(run.code == 64)
        #expect(run.stderr.hasPrefix("error: unknown subcommand 'lst' of 'flow automations' (its subcommands are 'list' or 'explain'); did you mean 'list'?"),
                "\(run.stderr)")
        let option = Run(["grants", "list", "--all"])
        #expect(option.code == 64 && option.stderr.contains("'--all' is not an option of 'flow grants list'"), "\(option.stderr)")
    }

    @Test func theDefaultSubcommandMayBeNamed() throws {
        let folder = try temporaryDirectory(["a.flow": "shortcut \"S\" {\n  show-result(\"x\")\n}\nautomation \"Nightly\" {\n  when cron \"0 3 * * *\" tz \"UTC\"\n  run \"S\"\n}\n"])
        let state = folder.appendingPathComponent("state").path
        let implicit = Run(["automations", "a.flow", "--state", state], in: folder)
        let explicit = Run(["automations", "list", "a.flow", "--state", state], in: folder)
        #expect(implicit.code == 0 && explicit.code == 0, "\(explicit.stderr)")
        #expect(implicit.stdout == explicit.stdout && implicit.stdout.contains("Nightly"))
    }

    @Test func theManPageComesFromTheSameSpecs() {
        let page = Run(["help", "--man"])
        #expect(page.code == 0 && page.stdout.hasPrefix(".TH FLOW 1"))
        for command in FlowTool.commands {
            #expect(page.stdout.contains(".SS \"flow \(ManPage.escape(command.name))\""), "\(command.name) in the man page")
            for subcommand in command.subcommands { #expect(page.stdout.contains(".B \(ManPage.escape(subcommand.name))"), "\(command.name) \(subcommand.name)") }
        }
        for code in ExitCode.allCases { #expect(page.stdout.contains(".B \(code.rawValue)\n")) }
    }

    /// Options are read by `OptionKey`; each key is an option some command declares, so none is read that nobody can give.
    @Test func everyOptionKeyIsDeclaredBySomeCommand() {
        let declared = Set(FlowTool.commands.flatMap { $0.allOptions.map(\.key) })
        #expect(Set(OptionKey.allCases).subtracting(declared).isEmpty, "\(Set(OptionKey.allCases).subtracting(declared))")
    }
}
