import Testing
import FlowDiagnostics
@testable import FlowSyntax

/// Parser behavior by grammar category; whole-file trees are in the golden fixtures.
@Suite struct ParserTests {
    func firstStatement(_ body: String) -> Stmt? {
        let result = parse("shortcut \"t\" {\n\(body)\n}")
        guard case .shortcut(let shortcut)? = result.syntax.declarations.first?.kind else { return nil }
        return shortcut.body.statements.first
    }

    func expression(_ text: String) -> Expr? {
        guard case .step(let step)? = firstStatement(text)?.kind else { return nil }
        return step.expr
    }

    /// The expression with explicit grouping, to check precedence.
    func grouped(_ expr: Expr) -> String {
        switch expr.kind {
        case .binary(let op, let lhs, let rhs): "(\(grouped(lhs)) \(op.rawValue) \(grouped(rhs)))"
        case .prefix(let op, let operand): "(\(op.rawValue) \(grouped(operand)))"
        case .identifier(let name): name.name
        case .literal(let literal): literal.text
        case .member(let base, let name): grouped(base) + "." + name.name
        case .parenthesized(let inner): grouped(inner)
        default: "?"
        }
    }

    // MARK: Declarations

    @Test func aFileMayMixEveryKindOfDeclaration() {
        let result = parse("""
        use SoupChef
        use "apps/other.flow"
        app A { handler builtin }
        shortcut "S" { show-result("hi") }
        automation "Z" { when boot; run "S" }
        """)
        #expect(result.diagnostics.diagnostics.isEmpty, "\(rendered(result))")
        #expect(result.syntax.declarations.count == 5)
    }

    @Test func declarationsOnOneLineNeedASeparator() {
        let result = parse("use A use B")
        #expect(ids(result) == ["syntax.expected-line-end"])
    }

    @Test func misspelledTopLevelKeywordSuggestsTheRightOne() {
        let result = parse("shortcutt \"x\" {}\nshortcut \"y\" {}")
        #expect(ids(result) == ["syntax.expected-declaration"])
        #expect(result.diagnostics.diagnostics[0].message.contains("did you mean 'shortcut'?"))
        #expect(result.syntax.declarations.count == 1, "parsing resumes at the next declaration")
    }

    @Test func paramWithDefaultRelationshipAndClauses() {
        let result = parse("""
        app A { intent I {
          param storeLocation: Location = "x" when orderType == .pickup {
            options dynamic
            default dynamic
            disambiguation "Which one?"
          }
        } }
        """)
        #expect(result.diagnostics.diagnostics.isEmpty, "\(rendered(result))")
        guard case .app(let app)? = result.syntax.declarations.first?.kind,
              case .intent(let intent)? = app.members.first,
              case .param(let param)? = intent.clauses.first else {
            Issue.record("no param")
            return
        }
        #expect(param.name.name == "storeLocation")
        #expect(param.defaultValue != nil && param.relationship != nil)
        #expect(param.clauses?.count == 3)
    }

    @Test func galleryShortcutsAreAppMembersWithAShortcutsSyntax() {
        let result = parse("""
        app A {
          handler builtin
          gallery "Order 1 Clam Chowder" {
            description "Get a tasty soup in minutes"
            A.Order(quantity: 1)
          }
          gallery "For the table" (people: Integer = 2) { show-result(people) }
        }
        """)
        #expect(result.diagnostics.diagnostics.isEmpty, "\(rendered(result))")
        guard case .app(let app)? = result.syntax.declarations.first?.kind,
              case .gallery(let first)? = app.members.dropFirst().first,
              case .gallery(let second)? = app.members.last else {
            Issue.record("no gallery members")
            return
        }
        #expect(first.name.plainText == "Order 1 Clam Chowder")
        #expect(first.body.statements.count == 2, "the description and the step")
        #expect(result.file.text(first.range).hasPrefix("gallery \"Order"), "the range starts at 'gallery'")
        #expect(second.inputs?.map(\.name.name) == ["people"])
    }

    @Test func aBrokenGalleryShortcutIsOneDiagnosticAndTheAppGoesOn() {
        let result = parse("app A {\n  gallery Order {\n    show-result(1)\n  }\n  galery \"x\" {}\n  intent I {}\n}")
        #expect(ids(result) == ["syntax.expected-string", "syntax.unknown-clause"], "\(rendered(result))")
        #expect(result.diagnostics.diagnostics[1].message.contains("did you mean 'gallery'?"))
        guard case .app(let app)? = result.syntax.declarations.first?.kind else {
            Issue.record("no app")
            return
        }
        #expect(app.members.contains { if case .intent = $0 { true } else { false } }, "members after the mistakes still parse")
    }

    @Test func misspelledIntentClauseSuggestsTheRightOne() {
        let result = parse("app A { intent I {\n  categroy order\n} }")
        #expect(ids(result) == ["syntax.unknown-clause"])
        #expect(result.diagnostics.diagnostics[0].message.contains("did you mean 'category'?"))
        #expect(result.diagnostics.diagnostics[0].fixIts.first?.replacement == "category")
    }

    @Test func responseDistinguishesPropertiesFromCodes() {
        let result = parse("""
        app A { intent I { response {
          soup: Soup
          output orderDetails: OrderDetails
          failureOutOfStock error "Sorry, ${soup} is out of stock." voice "Out of ${soup}."
          failure error
        } } }
        """)
        #expect(result.diagnostics.diagnostics.isEmpty, "\(rendered(result))")
        guard case .app(let app)? = result.syntax.declarations.first?.kind,
              case .intent(let intent)? = app.members.first,
              case .response(let response)? = intent.clauses.first else {
            Issue.record("no response")
            return
        }
        #expect(response.members.count == 4)
        if case .code(let name, let isError, let printed, let voice, _) = response.members[2] {
            #expect(name.name == "failureOutOfStock" && isError && printed != nil && voice != nil)
        } else {
            Issue.record("third member should be a code")
        }
    }

    @Test func reservedWordAsANameIsExplained() {
        let result = parse("app A {\n  enum E { a }\n  type let\n}")
        #expect(ids(result) == ["syntax.expected-identifier"])
        #expect(result.diagnostics.diagnostics[0].message.contains("reserved word 'let'"))
    }

    // MARK: Statements

    @Test func elseAndCatchMayStartTheNextLine() {
        let result = parse("""
        shortcut "t" {
          if a {
            b()
          }
          else if c {
            d()
          }
          else {
            e()
          }
          try {
            f()
          }
          catch problem {
            g()
          }
        }
        """)
        #expect(result.diagnostics.diagnostics.isEmpty, "\(rendered(result))")
    }

    @Test func stepOptionsFollowTheStep() {
        guard case .binding(false, let name, nil, let step)? = firstStatement("let w = get-contents-of-url(url: u) timeout 10s retry 2 every 5s")?.kind else {
            Issue.record("not a let")
            return
        }
        #expect(name.name == "w")
        #expect(step.options.count == 2)
    }

    @Test func assignmentAndAppend() {
        guard case .assign(let target, true, _)? = firstStatement("names += [name]")?.kind else {
            Issue.record("not an append")
            return
        }
        #expect(target.name == "names")
    }

    @Test func stopWithAndWithoutAMessage() {
        guard case .stop(nil)? = firstStatement("stop")?.kind else { Issue.record("bare stop"); return }
        guard case .stop(.some)? = firstStatement("stop \"nobody is hungry\"")?.kind else { Issue.record("stop with message"); return }
    }

    @Test func aMetadataWordBeforeASeparatorIsAClauseMissingItsString() {
        // Found by the fuzzer: `phrase ;"x"` and `phrase` + newline + `"x"` must read alike.
        #expect(ids(parse("shortcut \"t\" {\n  phrase ;\"x\"\n}")) == ["syntax.expected-string"])
        #expect(ids(parse("shortcut \"t\" {\n  phrase\n  \"x\"\n}")) == ["syntax.expected-string"])
    }

    @Test func metadataInANestedBlockIsReported() {
        let result = parse("shortcut \"t\" {\n  if a {\n    title \"x\"\n  }\n}")
        #expect(ids(result) == ["syntax.misplaced-metadata"])
    }

    @Test func missingClosingBraceNotesTheOpeningBrace() {
        let (text, markers) = extractMarkers("shortcut \"t\" 1️⃣{\n  show-result(\"hi\")\n")
        let result = parse(text)
        #expect(ids(result) == ["syntax.expected-closing-brace"])
        #expect(result.diagnostics.diagnostics[0].notes.first?.range?.start == markers[1])
        #expect(result.diagnostics.diagnostics[0].notes.first?.message == "to match this opening '{'")
    }

    @Test func oneMistakePerLineGivesOneDiagnosticEach() {
        let result = parse("""
        shortcut "t" {
          let = 1
          show-result("ok")
          let b 2
          show-result(
        }
        """)
        #expect(ids(result).count == 3, "\(rendered(result))")
    }

    // MARK: Expressions

    @Test func precedenceFollowsTheTable() {
        #expect(expression("f(a or b and c)").map { e -> String in
            guard case .call(_, let args) = e.kind else { return "" }
            return grouped(args[0].value)
        } == "(a or (b and c))")
        let checks = [
            "x(not a == b)": "(not (a == b))",
            "x(a + b * c - d)": "((a + (b * c)) - d)",
            "x(-a.b * 2)": "((- a.b) * 2)",
            "x(a < b + 1 and c)": "((a < (b + 1)) and c)",
            "x(a in 1...n + 1)": "(a in (1 ... (n + 1)))",
            "x(name starts-with p or name contains q)": "((name starts-with p) or (name contains q))",
        ]
        for (source, expected) in checks {
            guard case .call(_, let args)? = expression(source)?.kind else {
                Issue.record("not a call: \(source)")
                continue
            }
            #expect(grouped(args[0].value) == expected, "\(source)")
        }
    }

    @Test func comparisonsDoNotChain() {
        let result = parse("shortcut \"t\" {\n  x(a < b < c)\n}")
        #expect(ids(result) == ["syntax.chained-comparison"])
        #expect(result.diagnostics.diagnostics[0].message == "comparisons cannot be chained; join them with 'and'")
    }

    @Test func aMissingCommaInALongArgumentListIsOneDiagnostic() {
        let result = parse("shortcut \"t\" {\n  f(\n    soup: .clamChowder\n    quantity: 2\n  )\n  g()\n}")
        #expect(ids(result) == ["syntax.expected-closing-paren"], "\(rendered(result))")
        let list = parse("shortcut \"t\" {\n  let soups = [\n    \"a\"\n    \"b\"\n  ]\n}")
        #expect(ids(list) == ["syntax.expected-closing-bracket"], "\(rendered(list))")
    }

    @Test func anOperatorWithoutALeftSideIsOneDiagnostic() {
        #expect(ids(parse("shortcut \"t\" {\n  let x = *\n}")) == ["syntax.expected-expression"])
        let inside = parse("shortcut \"t\" {\n  f(\"${a +}\")\n}")
        #expect(inside.diagnostics.diagnostics.map(\.message) == ["expected an expression, found the end of the interpolation"])
    }

    @Test func aBlockLeftOpenEndsAtTheNextDeclaration() {
        let result = parse("shortcut \"a\" {\n  if x {\n    f()\n}\n\nshortcut \"b\" {\n  g()\n}\n")
        #expect(ids(result) == ["syntax.expected-closing-brace"], "\(rendered(result))")
        #expect(result.diagnostics.diagnostics[0].message.hasSuffix("before the next declaration"))
        #expect(result.syntax.declarations.count == 2)
    }

    @Test func argumentsMaySpanLines() {
        let result = parse("shortcut \"t\" {\n  send-message(\n    to: \"John\",\n    text: \"hi\"\n  )\n}")
        #expect(result.diagnostics.diagnostics.isEmpty, "\(rendered(result))")
    }

    @Test func aBracketOnTheNextLineIsNotASubscript() {
        let result = parse("shortcut \"t\" {\n  let a = b\n  [1, 2]\n}")
        #expect(result.diagnostics.diagnostics.isEmpty)
        guard case .shortcut(let shortcut)? = result.syntax.declarations.first?.kind else { return }
        #expect(shortcut.body.statements.count == 2)
    }

    @Test func listsDictionariesAndEmptyDictionary() {
        guard case .list(let elements)? = expression("[1, 2, 3,]")?.kind else { Issue.record("list"); return }
        #expect(elements.count == 3)
        guard case .dictionary(let entries)? = expression("[name: \"x\", \"two words\": 2]")?.kind else { Issue.record("dict"); return }
        #expect(entries.count == 2)
        guard case .dictionary(let empty)? = expression("[:]")?.kind else { Issue.record("empty dict"); return }
        #expect(empty.isEmpty)
    }

    @Test func askWithAndWithoutPrompt() {
        guard case .call(_, let args)? = expression("SoupChef.OrderSoup(soup: ask, quantity: ask(\"How many?\"))")?.kind else {
            Issue.record("call")
            return
        }
        guard case .ask(nil) = args[0].value.kind, case .ask(.some) = args[1].value.kind else {
            Issue.record("ask forms")
            return
        }
    }

    @Test func menuIsAnExpression() {
        guard case .binding(_, _, _, let step)? = firstStatement("let choice = menu \"What now?\" {\n  \"Order\" { order() }\n  \"Cancel\" { stop }\n}")?.kind,
              case .menu(let menu) = step.expr.kind else {
            Issue.record("menu")
            return
        }
        #expect(menu.items.count == 2)
    }

    // MARK: Strings

    @Test func escapesAreCooked() {
        guard case .string(let string)? = expression(#"x("a\tb\n\u{1F372}\$\"")"#).flatMap({ e -> Expr? in
            if case .call(_, let args) = e.kind { return args[0].value } else { return nil }
        })?.kind else {
            Issue.record("string")
            return
        }
        #expect(string.plainText == "a\tb\n🍲$\"")
    }

    @Test func interpolationsAreParsedExpressions() {
        guard case .string(let string)? = expression(#""Your total is ${orderDetails.total}.""#)?.kind else {
            Issue.record("string")
            return
        }
        #expect(string.segments.count == 3)
        guard case .interpolation(let inner) = string.segments[1], case .member = inner.kind else {
            Issue.record("interpolation")
            return
        }
    }

    @Test func multilineStringsDropTheClosingIndentation() {
        let text = "shortcut \"t\" {\n  run-shell-script(script: \"\"\"\n    echo hi\n      indented ${x}\n    \"\"\")\n}"
        let result = parse(text)
        #expect(result.diagnostics.diagnostics.isEmpty, "\(rendered(result))")
        guard case .shortcut(let shortcut)? = result.syntax.declarations.first?.kind,
              case .step(let step)? = shortcut.body.statements.first?.kind,
              case .call(_, let args) = step.expr.kind,
              case .string(let string) = args[0].value.kind else {
            Issue.record("multiline")
            return
        }
        guard case .text(let first) = string.segments[0] else { Issue.record("text"); return }
        #expect(first == "echo hi\n  indented ")
    }

    @Test func rawStringsKeepBackslashesAndDollars() {
        guard case .string(let string)? = expression(#"'C:\new ${x}'"#)?.kind else { Issue.record("raw"); return }
        #expect(string.plainText == #"C:\new ${x}"#)
    }

    @Test func invalidEscapeIsReportedWithAlternatives() {
        let result = parse(#"shortcut "t" { x("a\qb") }"#)
        #expect(ids(result) == ["syntax.invalid-escape"])
        #expect(result.diagnostics.diagnostics[0].message.contains("raw string"))
    }

    // MARK: Automations

    @Test func everyTriggerForm() {
        let result = parse("""
        automation "a" {
          when cron "30 12 * * MON-FRI" tz "Europe/Berlin"
          when every day at 07:30 tz UTC
          when every 15m offset 2m
          when at 22:00 on mon-fri
          when at 09:00 on sat, sun
          when event "location.arrive" where place == "Work" and exists(data.user) debounce 5s throttle 1/30m
          when file-changed "~/Downloads/*.pdf"
          when boot
          mode queued max 5
          catchup all max 3 within 2h
          run "Soup for John" (people: 2) answering soup: .tomatoSoup, OrderSoup.quantity: 2
          run-without-asking
          enabled false
        }
        """)
        #expect(result.diagnostics.diagnostics.isEmpty, "\(rendered(result))")
        guard case .automation(let automation)? = result.syntax.declarations.first?.kind else { return }
        #expect(automation.clauses.count == 13)
    }

    @Test func misspelledTriggerSuggestsTheRightOne() {
        let result = parse("automation \"a\" {\n  when evnt \"x\"\n}")
        #expect(ids(result) == ["syntax.expected-trigger"])
        #expect(result.diagnostics.diagnostics[0].message.contains("did you mean 'event'?"))
    }
}
