import Foundation
import FlowCompiler
import FlowDiagnostics
import FlowLint
import FlowSuggestions
import FlowSyntax

/// `flow lint [FILE-OR-DIR...] [--donations] [--state DIR] [--json] [--fix]`:
/// the talks' advice on titles, definitions and donations, as warnings with
/// fix-its (the rules: `Sources/FlowLint/README.md`). Files must check
/// first: a file with errors is reported as `flow check` reports it.
enum LintCommand {
    static let spec = CommandSpec(
        name: "lint",
        summary: "Check .flow files (and donations) against the talks' advice: titles, definitions, donations.",
        usage: "flow lint [<file-or-directory>...] [--donations] [--state <dir>] [--json] [--fix] [--color <when>]",
        options: [
            .init(name: .donations, value: nil, help: "Also lint the donations in the state folder, and the titles apps suggest."),
            .init(name: .state, value: "<dir>", help: "The state directory whose donations and phrase book to lint against (as for flow run)."),
            .init(name: .json, value: nil, help: "Print one JSON document on standard output: the warnings (or a file's errors) as check prints diagnostics, [{\"id\", \"severity\", \"message\", \"location\": {\"file\", \"line\", \"column\", ...}, \"notes\", \"fixIts\"}]."),
            .init(name: .fix, value: nil, help: "Apply the fix-its to the .flow files, then lint again; a file is written only if it still checks."),
        ],
        arguments: [.file],
        discussion: """
        A directory stands for every .flow file below it ('-' reads standard input); the files they use are
        checked, not linted. Without files: the working directory's Workflows/ (with --donations and no
        Workflows/ there, only the donations). A comment '# lint:ignore <rule-id> <reason>' silences a rule
        on its line, or on the next line when it stands alone.
        Exits 0 when there is nothing to say, 1 when there are warnings, 65 when a file has errors (reported as
        flow check does), 66 when a file cannot be read, 73 when a fixed file cannot be written.
        """)

    static func run(_ arguments: ParsedArguments, context: CommandContext, useColor: Bool) throws(UsageError) -> ExitCode {
        let withDonations = arguments.has(.donations)
        var paths = arguments.positionals
        if paths.isEmpty {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: context.absolutePath("Workflows"), isDirectory: &isDirectory), isDirectory.boolValue {
                paths = ["Workflows"]
            } else if !withDonations {
                throw UsageError("name the .flow files to lint; there is no Workflows/ folder here", command: spec)
            }
        }
        let loader = SourceLoader(context: context)
        var (files, unreadable) = paths.isEmpty ? ([], false) : loader.loadAll(paths)
        var worst: ExitCode = unreadable ? .noInput : .success

        var (workspace, program) = loader.compile(files)
        if workspace.hasErrors {
            _ = CheckCommand.report(workspace, fileCount: files.count, json: arguments.has(.json), useColor: useColor, context: context)
            return .dataError
        }
        let extras = Extras(arguments: arguments, context: context)
        if arguments.has(.fix) {
            let fixer = LintFixer(loader: loader, context: context, extras: extras)
            let fixed = fixer.fix(files)
            if fixed.writeFailed { worst = .cannotCreate }
            files = fixed.files
            (workspace, program) = loader.compile(files)
        }
        let input = extras.input(workspace: workspace, program: program)
        if let donations = input.donations { DonationsCommand.report(donations.problems, context: context) }
        let findings = Linter.lint(input)

        if arguments.has(.json) {
            context.stdout.line(DiagnosticJSON.encode(findings.map { DiagnosticJSON($0.diagnostic, in: $0.file) }))
        } else {
            let renderer = DiagnosticRenderer(useColor: useColor)
            for finding in findings {
                var diagnostic = finding.diagnostic
                diagnostic.message += " [\(diagnostic.id)]"
                context.stderr.write(renderer.render(diagnostic, in: finding.file))
            }
            context.stderr.write(summary(findings, files: files.count, donations: input.donations?.donations.count))
        }
        if worst != .success { return worst }
        return findings.isEmpty ? .success : .checkFailed
    }

    /// "2 warnings in 3 files and 40 donations linted", or "linted 3 files: no warnings".
    static func summary(_ findings: [LintFinding], files: Int, donations: Int?) -> String {
        func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
        var what = files > 0 || donations == nil ? [plural(files, "file")] : []
        if let donations { what.append(plural(donations, "donation")) }
        let linted = what.joined(separator: " and ")
        if findings.isEmpty { return "linted \(linted): no warnings\n" }
        let fixable = findings.count { !$0.diagnostic.fixIts.isEmpty && $0.file.path.hasSuffix(".flow") }
        return "\(plural(findings.count, "warning")) in \(linted) linted" + (fixable > 0 ? " (\(fixable) fixable with --fix)" : "") + "\n"
    }

    /// What lint reads besides the files: the donations and apps'
    /// suggestions (with `--donations`), and the phrase rules.
    struct Extras {
        var store: DonationStore?
        var catalogApps: [AppModel] = []
        var phraseCheck: PhraseCheck?

        init(arguments: ParsedArguments, context: CommandContext) {
            let stateDirectory = RunCommand.stateDirectory(arguments, context: context)
            // The person's phrase book joins only when the state folder is asked for: linting files
            // alone says the same wherever it runs.
            let readsState = arguments.has(.donations) || arguments.value(.state) != nil
            phraseCheck = LintPhrases.check(phraseBook: readsState ? stateDirectory : nil, context: context)
            guard arguments.has(.donations) else { return }
            store = DonationStore(stateDirectory: stateDirectory)
            catalogApps = AppCatalog.load(files: [], context: context).entries.map(\.app)
        }

        /// The input for `workspace`; without the state folder's donations and suggestions when `files` only
        /// (as `--fix` lints: those have no fix-its).
        func input(workspace: Workspace, program: ProgramGraph, filesOnly: Bool = false) -> LintInput {
            let roots = workspace.roots.compactMap { workspace.units[$0]?.parse }
            guard let store, !filesOnly else { return LintInput(files: roots, program: program, phraseCheck: phraseCheck) }
            // The files' own definitions first, then every other app flow knows.
            let apps = program.apps + catalogApps.filter { app in !program.apps.contains { $0.name == app.name } }
            return LintInput(files: roots, program: program, donations: DonationJournal.load(store, apps: apps),
                             suggestions: LintSuggestions.texts(apps: apps, store: store), phraseCheck: phraseCheck)
        }
    }
}
