import Testing
@testable import FlowSyntax

/// A comment at the end of a source line stays after the last thing on that
/// line, wherever the formatter breaks the line: it trails what comes right
/// before it, never the first item of the line.
@Suite struct FormatterTrailingCommentTests {
    /// Formats `body` as a shortcut's statements and returns the formatted
    /// lines that hold `marker`'s comment.
    func linesWithComment(_ body: String, _ marker: String) throws -> [String] {
        let text = "shortcut \"x\" {\n  let a = 1\n  let b = 2\n  let c = 3\n" + body + "\n}\n"
        let formatted = try #require(Formatter.format(parse(text)), "\(rendered(parse(text)))")
        let again = try #require(Formatter.format(parse(formatted)))
        #expect(again == formatted, "not idempotent:\n\(formatted)")
        return formatted.split(separator: "\n").map(String.init).filter { $0.contains("# " + marker) }
    }

    @Test func aListElementKeepsItsComment() throws {
        let lines = try linesWithComment("  let x = [1, 2,   # about two\n    3]\n  show-result(x)", "about two")
        #expect(lines == ["    2,  # about two"])
    }

    @Test func aCommentAfterAOneLineIfElseStaysAfterIt() throws {
        let lines = try linesWithComment("  if true { show-result(1) } else { show-result(2) }  # about else", "about else")
        #expect(lines == ["  }  # about else"])
    }

    @Test func callArgumentsAndDictionaryEntries() throws {
        #expect(try linesWithComment("  f(a: 1, b: 2,  # about b\n    c: 3)", "about b") == ["    b: 2,  # about b"])
        #expect(try linesWithComment("  let d = [k: 1, l: 2,  # about l\n    m: 3]\n  show-result(d)", "about l")
            == ["    l: 2,  # about l"])
    }

    @Test func aMenuOnOneLine() throws {
        let lines = try linesWithComment("  let m = menu \"m\" { \"a\" { 1 }; \"b\" { 2 } }  # about menu\n  show-result(m)", "about menu")
        #expect(lines == ["  }  # about menu"])
    }

    @Test func statementsSharingALine() throws {
        #expect(try linesWithComment("  show-result(a); show-result(b)  # about b", "about b") == ["  show-result(b)  # about b"])
        #expect(try linesWithComment("  try { show-result(a) } catch { show-result(b) }  # about catch", "about catch")
            == ["  }  # about catch"])
        #expect(try linesWithComment("  for i in [a, b] { show-result(i) }  # about for", "about for") == ["  }  # about for"])
    }

    @Test func appMembersAndInputs() throws {
        let text = """
        app Z {
          handler builtin
          enum Kind { pickup "Pickup", delivery "Delivery" }  # about enum
          type T { a: String; b: Integer }  # about type
        }

        shortcut "B" (a: Integer, b: Integer = 2,  # about b
            c: String) {
          show-result(a)
        }

        """
        let formatted = try #require(Formatter.format(parse(text)))
        let lines = formatted.split(separator: "\n").map(String.init).filter { $0.contains("#") }
        #expect(lines == ["  }  # about enum", "  }  # about type", "  b: Integer = 2,  # about b"])
    }

    /// A comment after an opening `{`, `(` or `[` that ends its line stays
    /// after it: declaration headers, blocks, inputs, calls and literals.
    @Test func aCommentAfterAnOpeningBracketStaysThere() throws {
        let text = """
        app Z {  # about z
          handler builtin
          enum E {  # about e
            a
          }
          enum F {  # nothing yet
          }
        }

        shortcut "B" (  # about inputs
            a: Integer, b: Integer) {
          f(  # about f
            a: 1, b: 2)
          let l = [  # about l
            1, 2]
          show-result(menu "m" {  # about menu
            "a" { l }
          })
          try {  # about try
            show-result(a)
          } catch {  # about catch
            show-result(b)
          }
        }

        automation "x" {  # about x
          when boot
          do {  # about do
            show-result(1)
          }
        }

        """
        let formatted = try #require(Formatter.format(parse(text)), "\(rendered(parse(text)))")
        #expect(Formatter.format(parse(formatted)) == formatted)
        let commented = formatted.split(separator: "\n").map(String.init).filter { $0.contains("#") }
        #expect(commented == ["app Z {  # about z", "  enum E {  # about e", "  enum F {  # nothing yet", "shortcut \"B\" (  # about inputs",
                              "  f(  # about f", "  let l = [  # about l", "    menu \"m\" {  # about menu", "  try {  # about try",
                              "  } catch {  # about catch", "automation \"x\" {  # about x", "  do {  # about do"])
    }

    @Test func automationClausesSharingALine() throws {
        let text = "automation \"x\" {\n  when boot; mode single  # about mode\n  run \"A\"\n}\n"
        let formatted = try #require(Formatter.format(parse(text)), "\(rendered(parse(text)))")
        #expect(formatted.split(separator: "\n").filter { $0.contains("#") } == ["  mode single  # about mode"])
    }
}
