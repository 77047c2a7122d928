import FlowApps
import Foundation
import FlowCompiler
import FlowRuntime
import FlowSyntax

/// `flow options App.Intent PARAM`: the choices the Edit Action screen
/// offers for one parameter. Dynamic options come from the app's handler
/// (in sections, with subtitles, given the other parameters' values from
/// `--answer`); a small fixed list (an enum's cases, `options [...]`) comes
/// from the definition. `--search` asks the app when it declares `search
/// dynamic`; otherwise flow filters the list itself.
enum OptionsCommand {
    static let spec = CommandSpec(
        name: "options",
        summary: "List the options of an action's parameter, from its app.",
        usage: "flow options <App.Intent> <parameter> [--search <term>] [--answer <name=value>]... [--state <dir>] [--file <file.flow>]... [--json | --plain]",
        options: [
            .init(name: .search, value: "<term>", help: "Only options matching the term (the app searches when it says 'search dynamic')."),
            .init(name: .answer, value: "<name=value>", help: "The value of another parameter the options depend on (repeatable).", kind: .answer),
            .init(name: .state, value: "<dir>", help: "The state directory the app reads (as for flow run)."),
            CatalogOptions.file, CatalogOptions.json("{\"sections\": [{\"title\", \"options\": [{\"value\", \"display\", \"subtitle\"}]}]}"),
            .init(name: .plain, value: nil, help: "One option per line, as '--answer' takes it (for scripts and shell completion)."),
        ],
        arguments: [.intent, .parameter],
        discussion: "Exit codes: 0 listed (possibly none), 64 usage error, 70 the app failed or took longer than 10 seconds.")

    /// How long the app may take to list its options.
    static let timeLimit = 10.0

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws(UsageError) -> ExitCode {
        guard arguments.positionals.count == 2 else {
            throw UsageError("name an action and one of its parameters: flow options SoupChef.OrderSoup storeLocation", command: spec)
        }
        let catalog = try AppCatalog.load(arguments, context: context, command: spec)
        let (action, found) = try ActionsCommand.find(arguments.positionals[0], in: catalog, command: spec)
        guard let intent = action.intent, let app = found else {
            throw UsageError("'\(action.name)' is a built-in action; its parameters have no options (see 'flow actions show \(action.name)')", command: spec)
        }
        let name = arguments.positionals[1]
        guard let parameter = intent.parameter(name) else {
            var message = "\(action.name) has no parameter '\(name)'"
            if let suggestion = Suggestions.closest(to: name, among: intent.parameters.map(\.name)) { message += "; did you mean '\(suggestion)'?" }
            throw UsageError(message + " (its parameters: \(intent.parameters.map(\.name).joined(separator: ", ")))", command: spec)
        }
        let values = try IntentArguments.values(arguments.all(.answer), intent: intent, apps: [app], command: spec)
        let term = arguments.value(.search)
        let list: OptionList
        if parameter.hasDynamicOptions || (term != nil && parameter.hasDynamicSearch) {
            switch fetch(parameter, intent: intent, app: app, values: values, term: term, arguments: arguments, context: context) {
            case .success(let fetched): list = fetched
            case .failure(let error):
                context.stderr.line("error: \(app.name) could not list the options of '\(parameter.name)': \(error)")
                return .software
            }
        } else {
            list = fixedOptions(parameter, app: app).filtered(by: term ?? "")
        }
        print(list, arguments: arguments, context: context)
        return .success
    }

    /// The app's own options (or search results), through its handler.
    static func fetch(_ parameter: ParameterModel, intent: IntentModel, app: AppModel, values: IntentValues, term: String?,
                      arguments: ParsedArguments, context: CommandContext) -> Result<OptionList, Error> {
        let stateDirectory = RunCommand.stateDirectory(arguments, context: context)
        let runID = "options-" + UUID().uuidString
        let log = RunLog(stateDirectory: stateDirectory, runID: runID)
        let handlers: AppHandlers
        do { handlers = try AppHandlers(apps: [app], stateDirectory: stateDirectory, runID: runID, log: log, context: context) } catch {
            return .failure(error)
        }
        defer { handlers.close() }
        guard let handler = handlers.registry.handlers[app.name]?.intents[intent.name] else {
            return .failure(Unavailable(description: "it has no handler here ('flow apps' says how it is run)"))
        }
        let handlerContext = HandlerContext(runID: runID, stateDirectory: stateDirectory, log: { log.write($0) })
        let box = ListBox()
        let result = Blocking.run(cancelOnInterrupt: true) {
            box.list = try await TimeLimit.run(seconds: timeLimit, step: "\(app.name).\(intent.name) options") {
                if let term, let search = handler.searchers[parameter.name] { return try await search(term, values, handlerContext) }
                guard let provide = handler.optionProviders[parameter.name] else { return OptionList([]) }
                return try await provide(values, handlerContext).filtered(by: term ?? "")
            }
        }
        return result.map { box.list }
    }

    final class ListBox: @unchecked Sendable { var list = OptionList([]) }

    struct Unavailable: Error, CustomStringConvertible { var description: String }

    /// Options the definition fixes: `options [...]`, an enum's cases, yes and no.
    static func fixedOptions(_ parameter: ParameterModel, app: AppModel) -> OptionList {
        if let fixed = parameter.staticOptions { return OptionList(fixed.map { RuntimeValue(constant: $0, apps: [app]) }) }
        let element: FlowType = if case .list(let inner) = parameter.type { inner } else { parameter.type }
        if case .enumeration(let appName, let name) = element, let model = app.enumModel(name) {
            return OptionList(model.cases.map { .enumCase(.init(app: appName, enumName: name, caseName: $0.name, displayName: $0.displayName)) })
        }
        if element == .boolean { return OptionList([.boolean(true), .boolean(false)]) }
        return OptionList([])
    }

    /// How an option is written in `--answer`: an enum by its case name, anything else as it reads.
    static func answerText(_ value: RuntimeValue) -> String {
        if case .enumCase(let value) = value { return value.caseName }
        return value.description
    }

    static func print(_ list: OptionList, arguments: ParsedArguments, context: CommandContext) {
        if arguments.has(.plain) {
            for value in list.values { context.stdout.line(answerText(value)) }
        } else if arguments.has(.json) {
            let sections: [[String: Any]] = list.sections.map { section in
                var fields: [String: Any] = ["options": section.options.map { option -> [String: Any] in
                    var item: [String: Any] = ["title": option.value.description, "answer": answerText(option.value),
                                               "value": RuntimeJSON.object(option.value)]
                    if let subtitle = option.subtitle { item["subtitle"] = subtitle }
                    return item
                }]
                if let title = section.title { fields["title"] = title }
                return fields
            }
            CatalogOptions.printJSON(["sections": sections], context: context)
        } else if list.isEmpty {
            context.stderr.line("no options")
        } else {
            for section in list.sections {
                let indent = section.title == nil ? "" : "  "
                if let title = section.title { context.stdout.line(title) }
                let rows = section.options.map { [indent + $0.value.description, $0.subtitle ?? ""] }
                context.stdout.write(CatalogOptions.table(rows))
            }
        }
    }
}
