import Foundation
import Testing
import FlowDiagnostics
@testable import FlowSyntax

/// The formatter keeps meaning and comments, and is idempotent, on every
/// fixture and every example.
@Suite struct FormatterTests {
    static var cleanFiles: [URL] {
        flowFiles(in: fixturesDirectory.appendingPathComponent("valid"))
            + flowFiles(in: packageRoot.appendingPathComponent("Workflows"))
    }

    func commentTexts(_ result: ParseResult) -> [String] {
        result.comments.map { result.file.text($0).trimmingTrailingSpaces() }.sorted()
    }

    func format(_ text: String) -> String? {
        Formatter.format(parse(text))
    }

    @Test(arguments: cleanFiles)
    func formattingKeepsMeaningAndCommentsAndIsIdempotent(_ url: URL) throws {
        let original = Parser.parse(SourceFile(path: url.lastPathComponent, bytes: read(url)))
        let once = try #require(Formatter.format(original), "\(url.lastPathComponent) has errors:\n\(rendered(original))")
        let reparsed = parse(once, path: url.lastPathComponent)
        #expect(reparsed.diagnostics.diagnostics.isEmpty, "formatted text has errors:\n\(rendered(reparsed))\n\(once)")
        #expect(structure(reparsed) == structure(original), "formatting changed the tree of \(url.lastPathComponent)")
        #expect(commentTexts(reparsed) == commentTexts(original), "formatting lost or changed a comment")
        let twice = try #require(Formatter.format(reparsed))
        #expect(twice == once, "formatting \(url.lastPathComponent) twice gives a different text")
    }

    @Test func canonicalLayout() {
        let messy = """
        shortcut   "x"{let a=1+2*3;var b = [ 1,2 ]
        if a>1{b+=[a]}else{stop}
        }
        """
        #expect(format(messy) == """
        shortcut "x" {
          let a = 1 + 2 * 3
          var b = [1, 2]
          if a > 1 {
            b += [a]
          } else {
            stop
          }
        }

        """)
    }

    @Test func galleryShortcutsFormatLikeShortcutsInsideTheirApp() {
        let messy = """
        app A { handler builtin
        gallery   "Order 1"{description "Fast";A.Order(quantity:1)}
        gallery "Table" ( people : Integer=2 ) {
        show-result(people)  # how many
        }
        }
        """
        let expected = """
        app A {
          handler builtin
          gallery "Order 1" {
            description "Fast"
            A.Order(quantity: 1)
          }
          gallery "Table" (people: Integer = 2) {
            show-result(people)  # how many
          }
        }

        """
        #expect(format(messy) == expected)
        #expect(format(expected) == expected, "idempotent")
    }

    @Test func keepsOneBlankLineAndEveryComment() {
        let text = """
        # leading
        shortcut "x" {  # after the brace
          a()   # trailing


          # alone
          b()
          # before the end
        }
        # at the end
        """
        #expect(format(text) == """
        # leading
        shortcut "x" {  # after the brace
          a()  # trailing

          # alone
          b()
          # before the end
        }
        # at the end

        """)
    }

    @Test func longArgumentListsBreakOnePerLine() {
        let text = "shortcut \"x\" {\n  send-message(to: \"John Appleseed\", text: \"Hey, I just ordered ${OrderDetails}. Please pick it up soon!\")\n}\n"
        #expect(format(text) == """
        shortcut "x" {
          send-message(
            to: "John Appleseed",
            text: "Hey, I just ordered ${OrderDetails}. Please pick it up soon!"
          )
        }

        """)
    }

    @Test func aCommentInsideArgumentsKeepsThemBroken() {
        let text = "shortcut \"x\" {\n  f(\n    a: 1,  # why\n    b: 2\n  )\n}\n"
        #expect(format(text) == text)
    }

    @Test func aCommentAfterTheFirstArgumentStaysThere() {
        // Found by the mutation fuzzer: it used to move up to the '(' line.
        let text = "shortcut \"x\" {\n  f(a: 1,  # why\n    b: 2)\n}\n"
        let once = format(text)
        #expect(once == "shortcut \"x\" {\n  f(\n    a: 1,  # why\n    b: 2\n  )\n}\n")
        #expect(once.flatMap(format) == once)
    }

    @Test func topLevelDeclarationsAreSeparatedByABlankLine() {
        #expect(format("use A\nuse B\nshortcut \"x\" {}\nshortcut \"y\" {}") == "use A\nuse B\n\nshortcut \"x\" {}\n\nshortcut \"y\" {}\n")
    }

    @Test func aCommentAboveADeclarationStaysAttachedToIt() {
        #expect(format("use A\n# about x\nshortcut \"x\" {}\n") == "use A\n\n# about x\nshortcut \"x\" {}\n")
        #expect(format("use A\n\n# about x\nshortcut \"x\" {}\n") == "use A\n\n# about x\nshortcut \"x\" {}\n")
    }

    @Test func multilineStringsAreReindentedWithTheirBlock() {
        let text = "shortcut \"x\" {\nrun-shell-script(script: \"\"\"\n        echo hi\n          two\n        \"\"\")\n}\n"
        #expect(format(text) == "shortcut \"x\" {\n  run-shell-script(script: \"\"\"\n    echo hi\n      two\n    \"\"\")\n}\n")
    }

    @Test func aCommentInsideTheInputListFormatsIdempotently() {
        // Found by the fuzzer (seed 11).
        let once = format("shortcut \"Check\" (people:# a comment\n  Integer) {\n}\n")
        #expect(once == "shortcut \"Check\" (\n  people: Integer\n  # a comment\n) {}\n")
        #expect(once.flatMap(format) == once)
    }

    @Test func aCallWithoutArgumentsOnAMenuFormats() {
        let text = "shortcut \"x\" {\n  menu \"m\" {\n    \"a\" {}\n  }()\n}\n"
        #expect(format(text) == text)
    }

    @Test func filesWithErrorsAreNotFormatted() {
        #expect(format("shortcut \"x\" {") == nil)
    }

    @Test func emptyFileStaysEmpty() {
        #expect(format("") == "")
        #expect(format("# only a comment\n") == "# only a comment\n")
    }
}

/// The examples in `Workflows/` together use every construct: every node
/// kind and every keyword value that appears in the valid fixtures (which
/// cover the grammar category by category) appears in some example too.
@Suite struct WorkflowCoverageTests {
    /// `Type.case` names and `.value` lines of a tree dump: the constructs used.
    static func constructs(in urls: [URL]) -> Set<String> {
        var found = Set<String>()
        for url in urls {
            let dump = structure(Parser.parse(SourceFile(path: url.lastPathComponent, bytes: read(url))))
            for line in dump.split(separator: "\n") {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                for match in trimmed.matches(of: /[A-Z][A-Za-z]*\.[a-zA-Z]+/) { found.insert(String(match.0)) }
                if let match = trimmed.wholeMatch(of: /(?:\w+: )?\.[a-zA-Z]+/) { found.insert(String(match.0)) }
            }
        }
        return found
    }

    @Test func workflowsUseEveryConstructTheFixturesUse() {
        let fixtures = Self.constructs(in: flowFiles(in: fixturesDirectory.appendingPathComponent("valid")))
        let workflows = Self.constructs(in: flowFiles(in: packageRoot.appendingPathComponent("Workflows")))
        #expect(fixtures.count > 50)
        #expect(fixtures.subtracting(workflows).sorted() == [], "constructs no example in Workflows/ uses")
    }
}
