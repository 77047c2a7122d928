import Foundation
import FlowModel

/// What an action may ask of the run that calls it. The interpreter
/// implements it for each step; the actions never see the interpreter, the
/// graph or the terminal, so this module stays below the checker and the
/// runtime, and every effect on the world passes through a permission check
/// the runtime owns.
public protocol ActionContext: Sendable {
    /// The step's summary sentence, as failures and questions name it.
    var step: String { get }
    /// Where relative paths are read against: the command's working folder.
    var workingDirectory: String { get }
    /// The state folder (flow's clipboard and Focus live there).
    var stateDirectory: URL { get }

    /// A line of the run's output (`show-result`).
    func output(_ line: String)
    /// Dialog for the person ("Focus is now Work.").
    func say(_ text: String)
    /// Asks the person, through the one way a run asks.
    func ask(_ question: ActionQuestion) async throws -> RuntimeValue
    /// A yes-or-no question to the person.
    func confirm(_ question: String) async throws -> Bool

    /// Fails the step unless the run was granted the capability.
    func require(_ capability: Capability) throws
    /// Fails the step unless the run's grant covers this host, person or
    /// path: checked at every access, so a value computed while running
    /// cannot escape a scoped grant.
    func permit(_ reach: Reach) throws

    /// The run's clock.
    func now() -> Date
    /// Waits, as the run's environment waits (tests record instead).
    func sleep(_ seconds: Double) async throws

    /// Runs another shortcut of the program by name, with its input and its
    /// inputs by name; its output.
    func runShortcut(named name: String, input: RuntimeValue?, inputs: [String: RuntimeValue]) async throws -> RuntimeValue
    /// Sends a message to people in contacts, through the configured transport.
    func sendMessage(to recipients: RuntimeValue, text: String) async throws

    /// The failure of this step with a message (`flow run` exits 70 with it;
    /// a `catch` reads it as `error`).
    func fail(_ message: String) -> any Error
}
