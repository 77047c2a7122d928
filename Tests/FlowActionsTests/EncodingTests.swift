import Testing
@testable import FlowActions

@Suite struct Base64Tests {
    @Test func encodesRFC4648Vectors() {
        let vectors = ["": "", "f": "Zg==", "fo": "Zm8=", "foo": "Zm9v", "foob": "Zm9vYg==", "fooba": "Zm9vYmE=", "foobar": "Zm9vYmFy"]
        for (plain, encoded) in vectors {
            #expect(Base64.encode(plain) == encoded)
            #expect((try? Base64.decode(encoded)) == Array(plain.utf8))
        }
        #expect(Base64.encode("café ☕️") == "Y2Fmw6kg4piV77iP")
    }

    @Test func decodesWithoutPaddingAndAcrossLineBreaks() throws {
        #expect(try Base64.decode("Zm9vYg") == Array("foob".utf8))
        #expect(try Base64.decode("Zm9vYmE") == Array("fooba".utf8))
        #expect(try Base64.decode("Zm9v\r\nYmFy\n") == Array("foobar".utf8))
        #expect(try Base64.decode(" Zm 9v ") == Array("foo".utf8))
    }

    @Test func wrapsLinesAt64Or76() throws {
        let bytes = [UInt8](repeating: 0xAB, count: 100)
        let wrapped = Base64.encode(bytes, lineBreaks: .every64)
        #expect(wrapped.split(separator: "\r\n").map(\.count) == [64, 64, 8])
        #expect(Base64.encode(bytes, lineBreaks: .every76).split(separator: "\r\n").map(\.count) == [76, 60])
        #expect(try Base64.decode(wrapped) == bytes)
    }

    @Test func invalidInputIsAnErrorAtItsOffset() {
        #expect(throws: TextDecodingError.self) { try Base64.decode("Zm9v!") }
        #expect((try? Base64.decode("Zm9v!")) == nil)
        do { _ = try Base64.decode("ab$d"); Issue.record("decoded") } catch { #expect(error.offset == 2) }
        // Padding in the middle, and one character too many.
        do { _ = try Base64.decode("Zg==Zg=="); Issue.record("decoded") } catch { #expect(error.offset == 2) }
        #expect((try? Base64.decode("Zm9vY")) == nil)
        #expect((try? Base64.decode("é")) == nil)
    }

    @Test func roundTripsEveryByte() throws {
        let bytes = (0..<256).map(UInt8.init)
        for length in [0, 1, 2, 3, 254, 255, 256] {
            #expect(try Base64.decode(Base64.encode(Array(bytes.prefix(length)))) == Array(bytes.prefix(length)))
        }
    }
}

@Suite struct PercentEncodingTests {
    @Test func encodesAllButUnreserved() {
        #expect(PercentEncoding.encode("a b&c=d/e?f#g") == "a%20b%26c%3Dd%2Fe%3Ff%23g")
        #expect(PercentEncoding.encode("AZaz09-._~") == "AZaz09-._~")
        #expect(PercentEncoding.encode("café 👋") == "caf%C3%A9%20%F0%9F%91%8B")
        #expect(PercentEncoding.encode("") == "")
    }

    @Test func formModeWritesSpacesAsPlus() throws {
        #expect(PercentEncoding.encode("soup for 2+", mode: .form) == "soup+for+2%2B")
        #expect(try PercentEncoding.decode("soup+for+2%2B", mode: .form) == "soup for 2+")
        #expect(try PercentEncoding.decode("a+b") == "a+b")
    }

    @Test func decodes() throws {
        #expect(try PercentEncoding.decode("caf%C3%a9%20%F0%9F%91%8B") == "café 👋")
        #expect(try PercentEncoding.decode("100% sure".replacingOccurrences(of: "% ", with: "%25 ")) == "100% sure")
        #expect(try PercentEncoding.decode("plain") == "plain")
    }

    @Test func invalidSequencesAreErrors() {
        for (text, offset) in [("100%", 3), ("%G1", 0), ("ab%2", 2), ("ok%FFok", 2), ("%C3%28", 0), ("fine%E2%82", 4)] {
            do {
                _ = try PercentEncoding.decode(text)
                Issue.record("decoded \(text)")
            } catch {
                #expect(error.offset == offset, "\(text)")
            }
        }
    }
}

@Suite struct HTMLEntitiesTests {
    @Test func encodesTheFiveMarkupCharacters() {
        #expect(HTMLEntities.encode(#"<a href="x">Tom & Jerry's</a>"#) == "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;")
        #expect(HTMLEntities.encode("café 👋") == "café 👋")
    }

    @Test func decodesNamedNumericAndLegacyReferences() {
        #expect(HTMLEntities.decode("Tom &amp; Jerry &lt;3 caf&eacute; &#233; &#xE9; &#Xe9") == "Tom & Jerry <3 café é é é")
        #expect(HTMLEntities.decode("&NotEqualTilde; &nbsp;&hellip;&euro;") == "\u{2242}\u{338} \u{A0}…€")
        #expect(HTMLEntities.decode("&copy2024 &amp") == "©2024 &")
        #expect(HTMLEntities.decode("&#150; &#0; &#xD800; &#99999999;") == "– \u{FFFD} \u{FFFD} \u{FFFD}")
    }

    @Test func leavesWhatIsNoReference() {
        for text in ["&", "a & b", "&unknown;", "&#;", "&#x;", "&;", "AT&T", "&notanentity"] {
            #expect(HTMLEntities.decode(text) == (text == "&notanentity" ? "¬anentity" : text))
        }
    }

    @Test func theTableIsHTMLsFullList() {
        #expect(HTMLEntityTable.byName.count == 2125)
        #expect(HTMLEntityTable.withoutSemicolon.count == 106)
        #expect(HTMLEntityTable.byName["amp"] == "&")
        #expect(HTMLEntityTable.byName["CounterClockwiseContourIntegral"] == "∳")
    }

    @Test func encodeThenDecodeIsTheText() {
        for text in ["", "<>&\"'", "a &amp; b", "&&&;;;", "👨‍👩‍👧 &#39;"] {
            #expect(HTMLEntities.decode(HTMLEntities.encode(text)) == text)
        }
    }
}
