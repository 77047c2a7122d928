import FlowModel

/// Split Text's `by: "custom"` and Combine Text's `with: "custom"`: the
/// `separator:` the choice needs; a call that leaves it out fails the step
/// rather than splitting or joining on nothing.
enum CustomSeparator {
    static func text(_ call: ActionCall, _ context: any ActionContext, choice parameter: String) throws -> String {
        guard call.isGiven("separator") else { throw context.fail("'\(parameter): \"custom\"' needs 'separator:'") }
        return call.text("separator")
    }
}
