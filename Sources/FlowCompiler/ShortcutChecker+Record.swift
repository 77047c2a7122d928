import FlowDiagnostics
import FlowSyntax

/// Writing down what the checker decided, for an editor (`CheckRecord`).
/// Every function here does nothing without a record.
extension ShortcutChecker {
    func recordUse(_ name: Identifier, variable: Variable) {
        guard let record else { return }
        record.add(CheckRecord.Use(range: name.range, name: name.name, kind: variable.kind.recorded, type: slots[variable.slot].type,
                                   declaration: variable.range.isEmpty ? nil : variable.range, path: path))
    }

    func recordUse(_ name: Identifier, kind: CheckRecord.NameKind, type: FlowType, declaration: SourceRange?) {
        record?.add(CheckRecord.Use(range: name.range, name: name.name, kind: kind, type: type, declaration: declaration, path: path))
    }

    /// At a probe: every name a reference here could resolve to, innermost
    /// scope first (a shadowed name once), then special values, then magic variables.
    func recordScopeIfProbe(_ name: Identifier) {
        guard let record, record.isProbe(name.name) else { return }
        var names: [CheckRecord.InScope] = []
        var seen: Set<String> = []
        for scope in scopes.reversed() {
            for (variableName, variable) in scope.sorted(by: { $0.key < $1.key }) where seen.insert(variableName).inserted {
                names.append(.init(name: variableName, kind: variable.kind.recorded, type: slots[variable.slot].type,
                                   declaration: variable.range.isEmpty ? nil : variable.range))
            }
        }
        for special in SpecialValue.allCases where (special != .trigger || allowsTrigger) && seen.insert(special.rawValue).inserted {
            names.append(.init(name: special.rawValue, kind: .special, type: special.type, declaration: nil))
        }
        for (magicName, found) in produced.sorted(by: { $0.key < $1.key }) where seen.insert(magicName).inserted {
            names.append(.init(name: magicName, kind: .magic, type: nodes[found.nodes[found.nodes.count - 1]].outputType, declaration: found.range))
        }
        record.recordScope(names)
    }

    func recordCall(callee: SourceRange, range: SourceRange, target: CheckRecord.Call.Target) {
        record?.add(CheckRecord.Call(callee: callee, range: range, target: target, path: path))
    }
}

extension ShortcutChecker.Variable.Kind {
    var recorded: CheckRecord.NameKind {
        switch self {
        case .constant: .constant
        case .variable: .variable
        case .input: .input
        case .loopItem: .loopItem
        case .provided: .provided
        }
    }
}
