/// How many actions a shortcut has, counted as the Shortcuts editor shows
/// them ("Soup for John — 2 actions"): every block a person would drag in.
///
/// - Each call of an app intent or a built-in action is one, wherever it is
///   nested: inside `if`, `repeat`, `for`, `while`, `menu` and `try`, and
///   inside another call's arguments (the editor shows a nested call as an
///   action of its own, whose output feeds the next).
/// - Each control statement is one: `if` and every `else if` (the editor's
///   If), `repeat`, `for` (Repeat with Each), `while`, `menu` (Choose from
///   Menu), `stop` and `output` (Stop and Output).
/// - Naming a value (`let`, `var`, `=`, `+=`) and `try`/`catch`, which have
///   no block of their own in the editor, are not counted.
extension ShortcutGraph {
    public var actionCount: Int { nodes.count + Self.controlActions(in: body) }

    static func controlActions(in region: Region) -> Int {
        switch region {
        case .sequence(let regions):
            regions.reduce(0) { $0 + controlActions(in: $1) }
        case .step, .evaluate, .assign:
            0
        case .branches(let branches, let otherwise):
            branches.reduce(branches.count) { $0 + controlActions(in: $1.body) } + (otherwise.map(controlActions(in:)) ?? 0)
        case .repeatCount(_, let body, _), .whileLoop(_, let body, _), .forEach(_, _, let body, _):
            1 + controlActions(in: body)
        case .menu(_, let items, _):
            items.reduce(1) { $0 + controlActions(in: $1.body) }
        case .tryCatch(let body, _, let handler):
            controlActions(in: body) + controlActions(in: handler)
        case .stop, .output:
            1
        case .breakLoop, .continueLoop:
            0
        }
    }
}
