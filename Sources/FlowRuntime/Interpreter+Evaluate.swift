import Foundation
import FlowCompiler

extension Interpreter {
    /// The value of a typed expression now. Synchronous: evaluation never
    /// waits (questions, `ask`, are answered before, by the step that has them).
    func evaluate(_ value: ValueExpr) throws -> RuntimeValue {
        switch value {
        case .constant(let constant):
            return RuntimeValue(constant: constant, apps: program.apps)
        case .slot(let slot):
            return slots.value(at: slot)
        case .output(let node):
            return outputs[node] ?? .nothing
        case .latestOutput(let nodes):
            let latest = nodes.max { (ranAt[$0] ?? -1) < (ranAt[$1] ?? -1) }
            return latest.flatMap { outputs[$0] } ?? .nothing
        case .ask:
            // Only step parameters can be `ask`; the step answers them before evaluating.
            return .nothing
        case .special(let special):
            switch special {
            case .input: return .string(environment.input)
            case .now: return .date(environment.now())
            case .clipboard: return .string(Clipboard(directory: environment.stateDirectory).read())
            case .here: return .location(name: ProcessInfo.processInfo.environment["FLOW_HERE"] ?? "here")
            case .trigger: return environment.trigger
            }
        case .template(let pieces):
            var text = ""
            for piece in pieces {
                switch piece {
                case .text(let part): text += part
                case .value(let inner): text += try evaluate(inner).description
                }
            }
            return .string(text)
        case .list(let values):
            var result: [RuntimeValue] = []
            for item in values { result.append(try evaluate(item)) }
            return .list(result)
        case .dictionary(let pieces):
            var entries: [RuntimeValue.Entry] = []
            for piece in pieces { entries.append(.init(key: piece.key, value: try evaluate(piece.value))) }
            return .dictionary(entries)
        case .negate(let inner):
            return Operators.negate(try evaluate(inner))
        case .not(let inner):
            return .boolean(!(try evaluate(inner).isTruthy))
        case .binary(let op, let left, let right):
            // Ranges on the right of `in` are tested, not listed.
            if op == .in, case .binary(let rangeOp, let low, let high) = right, rangeOp == .closedRange || rangeOp == .halfOpenRange {
                let item = try evaluate(left)
                return .boolean(Operators.within(item, try evaluate(low), try evaluate(high), closed: rangeOp == .closedRange))
            }
            if op == .and {
                return .boolean(try evaluate(left).isTruthy ? try evaluate(right).isTruthy : false)
            }
            if op == .or {
                return .boolean(try evaluate(left).isTruthy ? true : try evaluate(right).isTruthy)
            }
            return try Operators.apply(op, try evaluate(left), try evaluate(right))
        case .member(let base, let name):
            return Properties.read(name, from: try evaluate(base))
        case .subscripted(let base, let index):
            let container = try evaluate(base)
            let key = try evaluate(index)
            do {
                return try DynamicAccess.item(key, of: container, named: base.describe(in: graph))
            } catch {
                // Said where it happened, with what the value was: never a silent empty value.
                throw RunFailure.failed(step: stepInProgress ?? "reading \(value.describe(in: graph))", message: error.description)
            }
        case .convert(let inner, let type):
            return try convert(try evaluate(inner), to: type)
        case .exists:
            return .boolean(false)
        }
    }

    /// A value converted to the type the checker promised where it goes.
    func convert(_ value: RuntimeValue, to type: FlowType) throws -> RuntimeValue {
        let converted = Conversions.convert(value, to: type, apps: program.apps, configuration: environment.configuration)
        // Text the checker let through to be read as a number, a date or a URL, that is none:
        // said here, rather than passed on as text where the type was promised.
        if case .string(let text) = converted, Conversions.parses(into: type) {
            throw RunFailure.failed(step: "reading '\(text)'", message: "'\(text)' is not \(AnswerParser.describe(type))")
        }
        return converted
    }
}

/// The content graph at run time.
enum Conversions {
    /// Text where an app's object belongs as the object it names (its
    /// identifier and display string), in a list too; anything else as it is.
    static func objects(namedBy value: RuntimeValue, as type: FlowType, apps: [AppModel]) -> RuntimeValue {
        switch (value, type) {
        case (.list(let values), .list(let element)): .list(values.map { objects(namedBy: $0, as: element, apps: apps) })
        case (.string(let text), .custom): AnswerParser.parse(text, as: type, apps: apps) ?? value
        default: value
        }
    }

    /// The types text is read as: those Coercions' table parses from text
    /// (a literal checked when the file is), and Boolean (JSON read as one);
    /// text that is not one is a run-time error, never passed on as text. An
    /// enum case is not here: an intent asks for a case it was not given.
    static func parses(into type: FlowType) -> Bool {
        if type == .boolean { return true }
        if case .enumeration = type { return false }
        return Coercions.rule(from: .string, to: type)?.certainty == .literalCheckedNow
    }

    static func convert(_ value: RuntimeValue, to type: FlowType, apps: [AppModel],
                        configuration: FlowConfiguration = FlowConfiguration()) -> RuntimeValue {
        switch (value, type) {
        case (.list(let values), .list(let element)):
            return .list(values.map { convert($0, to: element, apps: apps, configuration: configuration) })
        case (_, .list(let element)):
            return .list([convert(value, to: element, apps: apps, configuration: configuration)])
        case (.string(let text), .person):
            // A person named in text is the contact of that name, with their phone and email.
            guard case .success(let contact) = configuration.contacts.resolve(text) else { return .person(name: text) }
            return .person(.init(name: contact.name, phone: contact.phone, email: contact.email))
        case (.string(let text), .location):
            // A place named in text is config.json's place of that name, with its address and coordinates.
            let place = configuration.suggestions.places.first { $0.name.caseInsensitiveCompare(text) == .orderedSame }
            return place?.value ?? .location(name: text)
        case (_, .string):
            return .string(value.description)
        case (.integer(let number), .decimal):
            return .decimal(Decimal(number))
        case (.date(let date), .dateComponents):
            // Its calendar fields in the local zone, as Coercions says.
            let fields = Calendar.current.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
            return .components(year: fields.year, month: fields.month, day: fields.day, hour: fields.hour, minute: fields.minute, second: fields.second)
        case (.components(let year, let month, let day, let hour, let minute, let second), .date):
            // The next moment matching the fields (all of them given: that moment).
            let fields = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
            if year != nil, month != nil, day != nil, let date = Calendar.current.date(from: fields) { return .date(date) }
            return Calendar.current.nextDate(after: Date(), matching: fields, matchingPolicy: .nextTime).map { .date($0) } ?? value
        case (.string, .custom):
            // Text for an app's object stays text: the intent's run looks it up in the app (`ObjectLookup`).
            return value
        case (.string(let text), _):
            return AnswerParser.parse(text, as: type, apps: apps) ?? value
        default:
            return value
        }
    }
}
