import FlowSyntax

/// The call the cursor is in, read from the tokens before it: the callee as
/// written (`SoupChef.OrderSoup`, `send-message`), the labels already given,
/// and which argument the cursor is in. Tokens, not the tree, so an
/// unfinished call (`SoupChef.OrderSoup(soup: .cl`) still has one.
struct CallContext {
    /// `["SoupChef", "OrderSoup"]` or `["send-message"]`.
    var callee: [String]
    /// Labels of the arguments before the current one.
    var givenLabels: [String]
    /// The current argument's label, when it has one already.
    var currentLabel: String?
    /// How many arguments come before the current one.
    var argumentIndex: Int
    /// Nothing of the current argument is written yet (the cursor may be on its label).
    var atArgumentStart: Bool
    /// The current argument is its label and colon, and nothing of its value yet.
    var currentValueIsEmpty: Bool

    init?(_ context: CursorContext) {
        let tokens = context.tokens
        var depth = 0
        var index = tokens.count - 1
        var opening: Int?
        var nestedInList = false
        while index >= 0 {
            switch tokens[index].kind {
            case .rightParen, .rightBracket: depth += 1
            case .leftBracket:
                if depth == 0 { nestedInList = true } else { depth -= 1 }
            case .leftParen:
                if depth == 0 { opening = index } else { depth -= 1 }
            case .leftBrace:
                if depth == 0 { return nil }  // a block (a menu's item) is not the call's argument list
            case .rightBrace: depth += 1
            default: break
            }
            if opening != nil { break }
            index -= 1
        }
        guard let open = opening, open > 0, tokens[open - 1].kind == .identifier else { return nil }
        // The callee: a name, or App.Intent.
        var callee = [context.text(tokens[open - 1])]
        if open >= 3, tokens[open - 2].kind == .dot, tokens[open - 3].kind == .identifier {
            callee.insert(context.text(tokens[open - 3]), at: 0)
        }
        // The arguments so far, split at commas outside brackets.
        var arguments: [[Token]] = [[]]
        depth = 0
        for token in tokens[(open + 1)...] {
            switch token.kind {
            case .leftParen, .leftBracket, .leftBrace: depth += 1
            case .rightParen, .rightBracket, .rightBrace: depth -= 1
            case .comma where depth == 0:
                arguments.append([])
                continue
            case .newline: continue
            default: break
            }
            arguments[arguments.count - 1].append(token)
        }
        func label(_ argument: [Token]) -> String? {
            guard argument.count >= 2, argument[0].kind == .identifier || argument[0].kind.isReservedWord,
                  argument[1].kind == .colon else { return nil }
            return context.text(argument[0])
        }
        self.callee = callee
        givenLabels = arguments.dropLast().compactMap(label)
        let current = arguments[arguments.count - 1]
        currentLabel = label(current)
        argumentIndex = arguments.count - 1
        atArgumentStart = current.isEmpty && !nestedInList
        currentValueIsEmpty = currentLabel != nil && current.count == 2 && !nestedInList
    }
}
