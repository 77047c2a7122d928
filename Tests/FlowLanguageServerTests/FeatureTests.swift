import Foundation
import Testing
import FlowState
@testable import FlowLanguageServer

/// Each feature past the "done when", through the protocol: the
/// places completion reads, references and rename, signature help, used
/// files' diagnostics, range formatting, symbols and semantic tokens.
@Suite struct FeatureTests {
    let root: String
    let client: LSPTestClient

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("flow-lsp-features-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        client = LSPTestClient(root: root, environment: ["HOME": root, "XDG_CONFIG_HOME": root + "/config"])
        try client.initialize(root: root, capabilities: ["textDocument": ["completion": ["completionItem": ["snippetSupport": true]]]])
    }

    func uri(_ name: String) -> String { DocumentURI.uri(root + "/" + name) }

    func labels(_ response: JSONValue) -> [String] {
        (response["result"]?["items"]?.array ?? []).compactMap { $0["label"]?.string }
    }

    /// Opens `text` with `|` marking the cursor; returns the cursor's position.
    func open(_ name: String, _ marked: String) throws -> (Int, Int) {
        let lines = marked.components(separatedBy: "\n")
        let line = try #require(lines.firstIndex { $0.contains("|") })
        let character = lines[line].utf16.distance(from: lines[line].utf16.startIndex, to: lines[line].range(of: "|")!.lowerBound.samePosition(in: lines[line].utf16)!)
        client.open(uri(name), marked.replacingOccurrences(of: "|", with: ""))
        return (line, character)
    }

    func complete(_ name: String, _ marked: String) throws -> [String] {
        let (line, character) = try open(name, marked)
        return labels(try client.request("textDocument/completion", client.at(uri(name), line, character)))
    }

    @Test func completionReadsItsPlace() throws {
        #expect(try complete("a.flow", "use |\n") .contains("SoupChef"))
        #expect(try complete("b.flow", "shortcut \"S\" {\n  requires shell, |\n}\n") == ["network", "message", "files"])
        let general = try complete("c.flow", "use SoupChef\nshortcut \"S\" (people: Integer) {\n  let soup = \"x\"\n  |\n}\n")
        for expected in ["people", "soup", "now", "send-message", "SoupChef", "if", "let", "requires"] {
            #expect(general.contains(expected), "\(expected) in \(general)")
        }
        #expect(!general.contains("trigger"), "trigger is only in automations")
        let labels = try complete("d.flow", "shortcut \"S\" {\n  send-message(to: \"Amy\", |)\n}\n")
        #expect(labels.first == "text:")
        #expect(!labels.contains("to:"), "a label given already is not offered again")
        let top = try complete("e.flow", "|\n")
        #expect(top == ["use", "app", "shortcut", "automation"])
        #expect(try complete("f.flow", "shortcut \"S\" {\n  # a comment |\n}\n").isEmpty)
        #expect(try complete("g.flow", "shortcut \"S\" {\n  show-result(\"plain text |\")\n}\n").isEmpty)
        let members = try complete("h.flow", "shortcut \"S\" {\n  let names = [\"a\"]\n  show-result(names.|)\n}\n")
        #expect(members == ["count", "first", "last", "isEmpty"])
        let nowMembers = try complete("i.flow", "shortcut \"S\" {\n  show-result(\"${now.|}\")\n}\n")
        #expect(nowMembers.contains("weekday"), "\(nowMembers)")
    }

    @Test func aBuiltInActionSaysWhatItStandsForAndOffersItsChoices() throws {
        let choices = try complete("choices.flow", "shortcut \"S\" {\n  let n = ask-for-input(prompt: \"How many?\", type: |)\n}\n")
        #expect(choices == ["\"text\"", "\"number\"", "\"date\"", "\"url\""], "\(choices)")
        let (line, character) = try open("hover.flow", "shortcut \"S\" {\n  let d = get-dicti|onary-value([a: 1], key: \"a\")\n}\n")
        let hover = try client.request("textDocument/hover", client.at(uri("hover.flow"), line, character))
        let text = hover["result"]?["contents"]?["value"]?.string ?? ""
        #expect(text.contains("Shortcuts: Get Dictionary Value") && text.contains("Output: JSON (or nothing)"), "\(hover)")
        let items = try client.request("textDocument/completion", client.at(uri("hover.flow"), line, 3))["result"]?["items"]?.array ?? []
        let item = items.first { $0["label"]?.string == "get-file" }
        #expect(item?["documentation"]?.string?.contains("Shortcuts: Get File") == true, "\(String(describing: item))")
    }

    @Test func referencesAndRenameOfAVariable() throws {
        let (line, character) = try open("vars.flow", "shortcut \"S\" {\n  var co|unt = 1\n  count += 1\n  show-result(\"${count}\")\n}\n")
        let references = try client.request("textDocument/references", ["textDocument": ["uri": JSONValue(uri("vars.flow"))],
                                                                         "position": ["line": JSONValue(line), "character": JSONValue(character)],
                                                                         "context": ["includeDeclaration": true]])
        #expect(references["result"]?.array?.compactMap { $0["range"]?["start"]?["line"]?.int } == [1, 2, 3])
        var params = client.at(uri("vars.flow"), line, character)
        if case .object(var object) = params { object["newName"] = "total"; params = .object(object) }
        let rename = try client.request("textDocument/rename", params)
        let edits = rename["result"]?["changes"]?[uri("vars.flow")]?.array ?? []
        #expect(edits.count == 3)
        #expect(edits.allSatisfy { $0["newText"]?.string == "total" })
        if case .object(var object) = params { object["newName"] = "let"; params = .object(object) }
        #expect(try client.request("textDocument/rename", params)["error"] != nil, "a reserved word is not a name")
    }

    @Test func aShortcutIsRenamedWhereverItRuns() throws {
        try "shortcut \"Lunch\" {\n  show-result(1)\n}\n".write(toFile: root + "/lunch.flow", atomically: true, encoding: .utf8)
        let (line, character) = try open("caller.flow", "use \"lunch.flow\"\nshortcut \"Caller\" {\n  run-shortcut(name: \"Lu|nch\")\n}\nautomation \"Noon\" {\n  when every day at 12:00\n  run \"Lunch\"\n}\n")
        var params = client.at(uri("caller.flow"), line, character)
        if case .object(var object) = params { object["newName"] = "Brunch"; params = .object(object) }
        let changes = try client.request("textDocument/rename", params)["result"]?["changes"]
        #expect(changes?[uri("caller.flow")]?.array?.count == 2)
        #expect(changes?[uri("lunch.flow")]?.array?.first?["newText"]?.string == "Brunch")
        #expect(changes?[uri("lunch.flow")]?.array?.first?["range"] == ["start": ["line": 0, "character": 10], "end": ["line": 0, "character": 15]])
        let definition = try client.request("textDocument/definition", client.at(uri("caller.flow"), line, character))
        #expect(definition["result"]?["uri"]?.string == uri("lunch.flow"))
    }

    @Test func errorsInAUsedFileArePublishedForIt() throws {
        try "use SoupChef\nshortcut \"Broken\" {\n  SoupChef.OrderSoup(soup: .clamChowdr)\n}\n".write(toFile: root + "/used.flow", atomically: true, encoding: .utf8)
        client.open(uri("user.flow"), "use \"used.flow\"\nshortcut \"User\" {\n  show-result(1)\n}\n")
        let used = try client.diagnostics(uri("used.flow"))
        #expect(used.first?["code"]?.string == "compiler.unknown-enum-case" || used.first?["message"]?.string?.contains("clamChowder") == true, "\(used)")
    }

    @Test func hoverAndDefinitionAnswerWhileALineIsBroken() throws {
        // The last line is half typed: the file does not parse, the rest still answers.
        let (line, character) = try open("broken.flow", "shortcut \"S\" {\n  let total = 5\n  show-result(to|tal)\n  show-result(total +\n}\n")
        let hover = try client.request("textDocument/hover", client.at(uri("broken.flow"), line, character))
        #expect(hover["result"]?["contents"]?["value"]?.string?.contains("total: Integer") == true, "\(hover)")
        let definition = try client.request("textDocument/definition", client.at(uri("broken.flow"), line, character))
        #expect(definition["result"]?["range"]?["start"] == ["line": 1, "character": 6])
    }

    @Test func lintWarningsFollowWithTheirFixIts() throws {
        client.open(uri("lint.flow"), "shortcut \"S\" {\n  title \"The soup order\"\n  show-result(1)\n}\n")
        // First the checker's diagnostics (none), then, the editor being quiet, lint's.
        #expect(try client.diagnostics(uri("lint.flow")).isEmpty)
        let warnings = try client.diagnostics(uri("lint.flow"))
        #expect(warnings.compactMap { $0["code"]?.string } == ["lint.title.article", "lint.title.verb-first"])
        #expect(warnings.first?["source"]?.string == "flow lint")
        let actions = try client.request("textDocument/codeAction", ["textDocument": ["uri": JSONValue(uri("lint.flow"))],
            "range": ["start": ["line": 1, "character": 10], "end": ["line": 1, "character": 10]], "context": ["diagnostics": []]])
        let edit = actions["result"]?.array?.first?["edit"]?["changes"]?[uri("lint.flow")]?.array?.first
        #expect(edit?["newText"]?.string == "\"Soup order\"")
    }

    @Test func signatureHelpMarksTheCurrentParameter() throws {
        let (line, character) = try open("sig.flow", "use SoupChef\nshortcut \"S\" {\n  SoupChef.OrderSoup(soup: .clamChowder, quantity: |)\n}\n")
        let help = try client.request("textDocument/signatureHelp", client.at(uri("sig.flow"), line, character))["result"]
        #expect(help?["signatures"]?.array?.first?["label"]?.string?.hasPrefix("SoupChef.OrderSoup(soup: Soup, quantity: Integer") == true)
        #expect(help?["activeParameter"]?.int == 1)
    }

    @Test func rangeFormattingTouchesOnlyTheRange() throws {
        client.open(uri("fmt.flow"), "shortcut \"A\" {\n      show-result(1+2)\n}\nshortcut \"B\" {\n      show-result(3+4)\n}\n")
        let response = try client.request("textDocument/rangeFormatting", ["textDocument": ["uri": JSONValue(uri("fmt.flow"))],
            "range": ["start": ["line": 4, "character": 0], "end": ["line": 4, "character": 5]], "options": ["tabSize": 2, "insertSpaces": true]])
        let edits = response["result"]?.array ?? []
        #expect(edits.count == 1)
        #expect(edits.first?["newText"]?.string?.contains("show-result(3 + 4)") == true)
        let broken = try client.request("textDocument/formatting", ["textDocument": ["uri": JSONValue(uri("missing.flow"))], "options": [:]])
        #expect(broken["error"] != nil)
    }

    @Test func symbolsAndSemanticTokens() throws {
        client.open(uri("sym.flow"), "app Kitchen {\n  handler builtin\n  enum Pan { small, large }\n  intent Cook {\n    param pan: Pan\n  }\n}\nshortcut \"Dinner\" {\n  let x = 1\n  show-result(x)\n}\n")
        let symbols = try client.request("textDocument/documentSymbol", ["textDocument": ["uri": JSONValue(uri("sym.flow"))]])["result"]?.array ?? []
        #expect(symbols.compactMap { $0["name"]?.string } == ["Kitchen", "Pan", "small", "large", "Cook", "pan", "Dinner"], "flat, for a client without nesting")
        let found = try client.request("workspace/symbol", ["query": "dnr"])["result"]?.array ?? []
        #expect(found.contains { $0["name"]?.string == "Dinner" })
        let data = try client.request("textDocument/semanticTokens/full", ["textDocument": ["uri": JSONValue(uri("sym.flow"))]])["result"]?["data"]?.array ?? []
        #expect(data.count % 5 == 0 && data.count > 20)
        // Decoded, the tokens name `show-result` a function and `x` a variable.
        let types = SemanticTokens.Kind.allCases
        var line = 0, character = 0
        var decoded: [(Int, Int, SemanticTokens.Kind)] = []
        for index in stride(from: 0, to: data.count, by: 5) {
            let deltaLine = data[index].int ?? 0
            line += deltaLine
            character = deltaLine == 0 ? character + (data[index + 1].int ?? 0) : (data[index + 1].int ?? 0)
            decoded.append((line, character, types[data[index + 3].int ?? 0]))
        }
        #expect(decoded.contains { $0 == (9, 2, .function) })
        #expect(decoded.contains { $0 == (9, 14, .variable) })
        #expect(decoded.contains { $0 == (2, 7, .enumeration) })
    }
}
