import Foundation
import FlowState

/// `flow trigger`: posts an event to the state directory's spool, durably,
/// whether or not a daemon is running; the daemon delivers it to the
/// automations that listen for its type.
enum TriggerCommand {
    static let spec = CommandSpec(
        name: "trigger",
        summary: "Post an event for automations to react to.",
        usage: "flow trigger <type> [<key=value>...] [--data <object>] [--id <id>] [--source <source>] [--state <dir>] [--json]",
        options: [
            .init(name: .data, value: "<object>", help: "Event data as a JSON object, merged with the key=value pairs (may be repeated)."),
            .init(name: .json, value: nil, help: "Print the posted event as one JSON object: {\"id\", \"type\", \"source\", \"time\", \"data\"}."),
            .init(name: .id, value: "<id>", help: "The event's id (default: a new unique id). The same source and id are delivered once."),
            .init(name: .source, value: "<source>", help: "Who posts the event (default: cli)."),
            .init(name: .state, value: "<dir>", help: "The state directory (as for flow run)."),
        ],
        arguments: [.text],
        discussion: """
        The type is lowercase letters, digits and '_' in segments separated by '.'
        (location.arrive), at most 64 characters. Each key=value adds one field to the
        data: a value that is a JSON number, true, false, null or a quoted JSON string
        ("5") is that JSON value; anything else is a string. So count=5 is the number 5
        and count='"5"' the string "5"; automation filters tell them apart. The data is
        at most 64 KiB of JSON. A key given twice is an error.

        The event is on disk before flow trigger returns, so it is delivered even if
        no daemon runs yet. The event id is printed (with --json, the whole event).
        """)

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws(UsageError) -> ExitCode {
        guard let type = arguments.positionals.first else { throw UsageError("missing the event type", command: spec) }
        guard Event.isValidType(type) else { throw UsageError(EventError.invalidType(type).description, command: spec) }
        var fields: [(String, JSONValue)] = []
        for json in arguments.all(.data) {
            guard case .object(let object)? = JSONValue(json: json) else {
                context.stderr.line("error: --data needs a JSON object, like '{\"place\": \"Work\"}'")
                return .dataError
            }
            fields += object.sorted { $0.key < $1.key }
        }
        for pair in arguments.positionals.dropFirst() {
            guard let equals = pair.firstIndex(of: "="), equals != pair.startIndex else {
                throw UsageError("'\(pair)' is not key=value", command: spec)
            }
            fields.append((String(pair[..<equals]), scalar(String(pair[pair.index(after: equals)...]))))
        }
        var data: [String: JSONValue] = [:]
        for (key, value) in fields {
            guard data.updateValue(value, forKey: key) == nil else {
                throw UsageError("the data key '\(key)' is given twice", command: spec)
            }
        }
        let event: Event
        do {
            event = try Event(type: type, id: arguments.value(.id) ?? UUID().uuidString.lowercased(),
                              source: arguments.value(.source) ?? "cli", data: data)
        } catch {
            if case .dataTooLarge = error {
                context.stderr.line("error: \(error)")
                return .dataError
            }
            throw UsageError(error.description, command: spec)
        }
        do {
            try EventSpool(stateDirectory: RunCommand.stateDirectory(arguments, context: context)).post(event)
        } catch {
            context.stderr.line("error: the event was not posted: \(error)")
            return .cannotCreate
        }
        if arguments.has(.json) {
            let object: [String: JSONValue] = ["id": .string(event.id), "type": .string(event.type), "source": .string(event.source),
                                               "time": .string(event.time.formatted(.iso8601)), "data": .object(event.data)]
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            context.stdout.line(String(decoding: (try? encoder.encode(JSONValue.object(object))) ?? Data("{}".utf8), as: UTF8.self))
        } else {
            context.stdout.line(event.id)
        }
        return .success
    }

    /// A command-line value as event data: JSON numbers, true, false, null and
    /// quoted JSON strings are those values; anything else is the text itself.
    static func scalar(_ text: String) -> JSONValue {
        guard text.first?.isWhitespace == false, text.last?.isWhitespace == false else { return .string(text) }
        switch JSONValue(json: text) {
        case .some(.array), .some(.object), .none: return .string(text)
        case .some(let value): return value
        }
    }
}
