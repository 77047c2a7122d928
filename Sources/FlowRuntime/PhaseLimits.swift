import Foundation

/// The time limits of an intent's run, one per phase, so that a slow phase
/// is named when it runs out (the talks give a handler 10 seconds):
/// the app's start-up (an external app's program started and its handshake
/// made), each question to the app while resolving (resolve, options,
/// search, default) or confirming, and handle. An intent that needs longer
/// declares `timeout 30s` in its definition; a step's own `timeout` raises
/// them the same way for that step.
public struct PhaseLimits: Sendable, Equatable {
    public var startUp: Double
    /// Each resolve, options, search, default and confirm.
    public var resolve: Double
    public var handle: Double

    /// 10 seconds each.
    public static let standard = PhaseLimits(all: 10)

    public init(startUp: Double, resolve: Double, handle: Double) {
        self.startUp = startUp
        self.resolve = resolve
        self.handle = handle
    }

    public init(all seconds: Double) {
        self.init(startUp: seconds, resolve: seconds, handle: seconds)
    }

    /// Every limit at least `seconds` (nil: as they are); never lowered, so
    /// a step's short `timeout` ends the step itself, as it says.
    public func raised(to seconds: Double?) -> PhaseLimits {
        guard let seconds else { return self }
        return PhaseLimits(startUp: max(startUp, seconds), resolve: max(resolve, seconds), handle: max(handle, seconds))
    }
}

/// One phase of an intent's run, for its time limit and the message when it runs out.
enum IntentPhase: Sendable {
    case start
    case resolve(String)
    case options(String)
    case search(String)
    case defaultValue(String)
    case confirm
    case handle

    func limit(in limits: PhaseLimits) -> Double {
        switch self {
        case .start: limits.startUp
        case .resolve, .options, .search, .defaultValue, .confirm: limits.resolve
        case .handle: limits.handle
        }
    }

    /// What did not happen: "did not start", "did not resolve 'title'".
    func missed(intent: String) -> String {
        switch self {
        case .start: "did not start"
        case .resolve(let parameter): "did not resolve '\(parameter)'"
        case .options(let parameter): "did not list the options for '\(parameter)'"
        case .search(let parameter): "did not answer a search for '\(parameter)'"
        case .defaultValue(let parameter): "did not give the default of '\(parameter)'"
        case .confirm: "did not confirm \(intent)"
        case .handle: "did not handle \(intent)"
        }
    }

    /// The failure when the phase ran out of time: which app, what it did not
    /// do, the limit, how to raise it, and where its standard error went.
    func timedOut(app: String, intent: String, limit: Double, errorLog: String?) -> RunFailure {
        var message = "the app \(app) \(missed(intent: intent)) within \(RuntimeValue.spokenDuration(limit))"
        if let errorLog { message += "; its standard error is in \(errorLog)" }
        message += "; an intent that needs longer declares 'timeout' in its definition (timeout 30s)"
        return .phaseTimedOut(step: "\(app).\(intent)", message: message)
    }
}
