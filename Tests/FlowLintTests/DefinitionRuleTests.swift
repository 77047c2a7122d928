import Testing
import FlowDiagnostics
import FlowLint

/// Each definitions rule with a case it flags and one it leaves alone.
@Suite struct DefinitionRuleTests {
    /// An app whose one configurable intent has `body` (and a shortcut type unless `body` says otherwise).
    func definition(_ body: String) -> String {
        """
        app Deli "Deli Express" {
          handler exec "deli"
          type Store
          intent OrderSandwich {
            category order
            title "Order sandwich"
        \(body)
          }
        }

        """
    }

    // MARK: lint.definitions.id-name-pair

    @Test func idAndNameParametersShouldBeOneCustomType() {
        let findings = lint(definition("""
            param storeId: String
            param storeName: String
            param breadID: String
            param breadName: String
            shortcut-type (storeId) "Order from ${storeId}"
        """), rule: IdNamePairRule())
        #expect(messages(findings) == [
            "lint.definitions.id-name-pair: 'storeId' and 'storeName' of intent OrderSandwich describe one store; make them one parameter of a custom type",
            "lint.definitions.id-name-pair: 'breadID' and 'breadName' of intent OrderSandwich describe one bread; make them one parameter of a custom type",
        ])
        #expect(findings.map(pointed) == ["storeId", "breadID"])
        #expect(findings[0].diagnostic.notes[0].range != nil, "a note points at the name parameter")
        // The app has a type Store already: the sketch names another.
        #expect(findings[0].diagnostic.notes[1].message.contains("type StoreObject\n  param store: StoreObject"))
        #expect(findings[1].diagnostic.notes[1].message.contains("type Bread\n  param bread: Bread"))
    }

    @Test func wordsEndingInIdOrNameAloneAreNotAPair() {
        #expect(lint(definition("""
            param paid: Boolean
            param name: String
            param storeId: String
            param nickname: String
            shortcut-type (name) "Order for ${name}"
        """), rule: IdNamePairRule()).isEmpty)
    }

    // MARK: lint.definitions.string-enum

    @Test func aStringWithFixedOptionsShouldBeAnEnum() throws {
        let findings = lint(definition("""
            param size: String = "extra large" {
              options ["small", "Medium", "extra large", "in", "2 slices"]
            }
            shortcut-type (size) "Order ${size} sandwich"
        """), rule: StringEnumRule())
        let finding = try #require(findings.first)
        #expect(messages(findings) == ["lint.definitions.string-enum: 'size' of intent OrderSandwich is a String with 5 fixed options; bounded values are an enum"])
        #expect(pointed(finding) == "size")
        #expect(finding.diagnostic.fixIts.isEmpty, "a sketch, not an edit: calls pass Strings")
        #expect(finding.diagnostic.notes[1].message == """
            sketch: declare the options as an enum and make 'size' one:
              enum Size {
                small
                medium "Medium"
                extraLarge "extra large"
                inOption "in"
                value2Slices "2 slices"
              }
              param size: Size = .extraLarge
            """)
    }

    @Test func dynamicOrManyOptionsAndOtherTypesAreNotAnEnum() {
        let many = (1...13).map { "\"o\($0)\"" }.joined(separator: ", ")
        #expect(lint(definition("""
            param size: String { options dynamic }
            param note: String { options [\(many)] }
            param count: Integer = 1 { options [1, 6, 12] }
            shortcut-type (size) "Order ${size} sandwich"
        """), rule: StringEnumRule()).isEmpty)
    }

    // MARK: lint.definitions.no-shortcut-types

    @Test func anIntentWithoutShortcutTypesGetsOneFromItsSummary() throws {
        let source = definition("""
            param bread: String
            param pickupTime: Date
            summary "Order ${bread} bread"
        """)
        let findings = lint(source, rule: NoShortcutTypesRule())
        let finding = try #require(findings.first)
        #expect(messages(findings) == ["lint.definitions.no-shortcut-types: intent OrderSandwich has no shortcut types, so it is never suggested"])
        #expect(pointed(finding) == "OrderSandwich")
        #expect(finding.diagnostic.fixIts.map(\.message) == ["insert 'shortcut-type (bread) \"Order ${bread} bread\"'"])
        let text = fixed(source, rule: NoShortcutTypesRule())
        #expect(text.contains("    summary \"Order ${bread} bread\"\n    shortcut-type (bread) \"Order ${bread} bread\"\n"))
        #expect(lint(text, rule: NoShortcutTypesRule()).isEmpty)
        // A summary with a Date (an absolute time) or a condition makes no fix-it.
        let dated = lint(definition("param pickupTime: Date\nsummary \"Order for ${pickupTime}\""), rule: NoShortcutTypesRule())
        #expect(dated.count == 1 && dated[0].diagnostic.fixIts.isEmpty)
    }

    @Test func deprecatedUnconfigurableOrTypedIntentsNeedNoShortcutType() {
        let rule = NoShortcutTypesRule()
        #expect(lint(definition("param bread: String\nshortcut-type (bread) \"Order ${bread}\""), rule: rule).isEmpty)
        #expect(lint(definition("configurable false"), rule: rule).isEmpty)
        #expect(lint(definition("deprecated \"Use OrderLunch\""), rule: rule).isEmpty)
    }
}
