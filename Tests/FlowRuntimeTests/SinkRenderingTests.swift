import Testing
import FlowActions

/// FlowActions' sinks on their own: where a value stands in a script, a
/// URL, a JSON document or a header, and what it becomes there.
@Suite struct SinkRenderingTests {
    func script(_ pieces: SinkPiece...) throws -> String { try ShellScriptTemplate.render(pieces).script }

    @Test func aValueIsReferredToInTheFormItsQuotingNeeds() throws {
        #expect(try script(.code("echo "), .value("x")) == "echo \"${FLOW_VALUE_1}\"")
        #expect(try script(.code("echo \"a "), .value("x"), .code("\"")) == "echo \"a ${FLOW_VALUE_1}\"")
        #expect(try script(.code("echo 'a "), .value("x"), .code("'")) == "echo 'a '\"${FLOW_VALUE_1}\"''")
        #expect(try script(.code("echo \"$(echo "), .value("x"), .code(")\"")) == "echo \"$(echo \"${FLOW_VALUE_1}\")\"")
        #expect(try script(.code("echo `echo "), .value("x"), .code("`")) == "echo `echo \"${FLOW_VALUE_1}\"`")
        #expect(try script(.code("cat <<EOF\n"), .value("x"), .code("\nEOF\necho "), .value("y"))
                == "cat <<EOF\n${FLOW_VALUE_1}\nEOF\necho \"${FLOW_VALUE_2}\"")
        #expect(try script(.code("cat <<-'END' # note\n\tdone\n\tEND\necho '"), .value("x"), .code("'"))
                == "cat <<-'END' # note\n\tdone\n\tEND\necho ''\"${FLOW_VALUE_1}\"''")
        #expect(try script(.code("# it's a comment\necho "), .value("x")) == "# it's a comment\necho \"${FLOW_VALUE_1}\"")
        #expect(try script(.code("echo $'it\\'s' "), .value("x")) == "echo $'it\\'s' \"${FLOW_VALUE_1}\"")
        #expect(try script(.code("cat <<< \"a\" "), .value("x")) == "cat <<< \"a\" \"${FLOW_VALUE_1}\"")
    }

    @Test func valuesTravelInTheEnvironmentAndSomePlacesRefuseThem() throws {
        let rendered = try ShellScriptTemplate.render([.code("echo "), .value("$(id)"), .code(" "), .value("b")])
        #expect(rendered.environment == ["FLOW_VALUE_1": "$(id)", "FLOW_VALUE_2": "b"])
        #expect(throws: SinkError.self) { try ShellScriptTemplate.render([.code("cat <<'EOF'\n"), .value("x"), .code("\nEOF")]) }
        #expect(throws: SinkError.self) { try ShellScriptTemplate.render([.code("echo \\"), .value("x")]) }
        #expect(throws: SinkError.self) { try ShellScriptTemplate.render([.code("echo "), .value("a\u{0}b")]) }
        #expect(ShellDialect.of(shell: "/usr/bin/bash") == .posix)
        #expect(ShellDialect.of(shell: "fish") == nil)
    }

    @Test func aURLValueIsEncodedForThePartItLandsIn() throws {
        func url(_ pieces: SinkPiece...) throws -> String { try URLTemplate.render(pieces) }
        #expect(try url(.code("http://h/search?q="), .value("soup&admin=1#x"), .code("&limit=5")) == "http://h/search?q=soup%26admin%3D1%23x&limit=5")
        #expect(try url(.code("http://h/files/"), .value("a/b"), .code("/"), .value("..")) == "http://h/files/a%2Fb/%2E%2E")
        #expect(try url(.code("http://h/?"), .value("k y"), .code("="), .value("v")) == "http://h/?k%20y=v")
        #expect(try url(.code("http://h/#"), .value("top&x")) == "http://h/#top%26x")
        #expect(try url(.value("https://api.example.com/v1"), .code("/items?q="), .value("a b")) == "https://api.example.com/v1/items?q=a%20b")
        #expect(try url(.code("http://"), .value("example.com:8080"), .code("/x")) == "http://example.com:8080/x")
        #expect(try url(.code("mailto:"), .value("a b")) == "mailto:a%20b")
        #expect(throws: SinkError.self) { try url(.code("http://"), .value("evil.com/x?"), .code("/")) }
        #expect(throws: SinkError.self) { try url(.value("not a url")) }
        #expect(throws: SinkError.self) { try url(.code("ht"), .value("tp"), .code("://x")) }
    }

    @Test func aJSONValueIsEscapedInsideStringsAndEncodedOutside() {
        let value = JSONBodyTemplate.Value(text: "a\"b\\\n", json: "\"a\\\"b\\\\\\n\"")
        let body = JSONBodyTemplate.render([.code("{\"s\": \"x "), .value(value), .code("\", \"v\": "), .value(value), .code("}")])
        #expect(body == "{\"s\": \"x a\\\"b\\\\\\n\", \"v\": \"a\\\"b\\\\\\n\"}")
        #expect(JSONBodyTemplate.isDocument(startingWith: "  {\"a\": "))
        #expect(!JSONBodyTemplate.isDocument(startingWith: "a=1&b="))
        #expect(JSONBodyTemplate.escape("\u{1}") == "\\u0001")
    }

    @Test func aHeaderRefusesWhatWouldEndIt() throws {
        try HeaderField.check(name: "X-Value", value: "100% fine; really")
        #expect(throws: SinkError.self) { try HeaderField.check(name: "X-Value", value: "a\r\nX-Injected: 1") }
        #expect(throws: SinkError.self) { try HeaderField.check(name: "X-Value", value: "a\nb") }
        #expect(throws: SinkError.self) { try HeaderField.check(name: "X Value", value: "a") }
    }
}
