import Foundation
import FlowModel

/// The arguments of one call as its implementation reads them: by parameter
/// name, each as the kind of value the implementation wants, with the
/// parameter's default where the call left it out. The checker has already
/// made every argument a value of its parameter's type; a reader that finds
/// another kind (JSON that was text, say) answers as the old switch did:
/// text is the value's display text, a list or number that is none is nil.
public struct ActionCall: Sendable {
    public let entry: ActionEntry
    /// The values the call gave, by parameter name (and, for an action that
    /// runs a shortcut, by the callee's input names).
    public let given: [String: RuntimeValue]
    /// The values a shell-script parameter's template refers to
    /// (`FLOW_VALUE_1`, ...), for the shell's environment: they reach the
    /// script as data, never as code (see `ShellScriptTemplate`).
    public let shellValues: [String: String]

    public init(entry: ActionEntry, given: [String: RuntimeValue], shellValues: [String: String] = [:]) {
        self.entry = entry
        self.given = given
        self.shellValues = shellValues
    }

    /// Whether the call gave a value for the parameter (a default is not given).
    public func isGiven(_ name: String) -> Bool { given[name] != nil }

    /// The value given, else the parameter's default, else nil.
    public func value(_ name: String) -> RuntimeValue? {
        given[name] ?? entry.parameter(name)?.defaultValue
    }

    /// The value's display text; empty when there is none.
    public func text(_ name: String) -> String { value(name)?.description ?? "" }

    /// The value's display text; nil when there is none.
    public func optionalText(_ name: String) -> String? { value(name)?.description }

    /// A number (an integer, decimal, duration, amount, or text that reads as one).
    public func number(_ name: String) -> Double? { value(name)?.asDouble }

    /// A whole number, saturating: a huge or fractional value never traps.
    public func integer(_ name: String) -> Int? { number(name).map { Int(saturating: $0) } }

    /// The items of a list; nil when the value is not a list.
    public func list(_ name: String) -> [RuntimeValue]? {
        if case .list(let values)? = value(name) { return values }
        return nil
    }

    /// The entries of a dictionary; nil when the value is not one.
    public func dictionary(_ name: String) -> [RuntimeValue.Entry]? {
        if case .dictionary(let entries)? = value(name) { return entries }
        return nil
    }

    /// A date; nil when the value is not one.
    public func date(_ name: String) -> Date? {
        if case .date(let date)? = value(name) { return date }
        return nil
    }

    /// The choice the value is, for a parameter with choices.
    public func choice(_ name: String) -> ActionChoice? {
        guard let parameter = entry.parameter(name), let text = optionalText(name) else { return nil }
        return parameter.choice(text)
    }

    /// What the call gave under labels that are none of the action's
    /// parameters: the inputs of the shortcut a `run-shortcut` runs.
    public var extraInputs: [String: RuntimeValue] {
        given.filter { name, _ in entry.parameter(name) == nil }
    }
}
