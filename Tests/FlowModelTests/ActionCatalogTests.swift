import Testing
import FlowCompiler

/// The built-in actions are one list of entries, and each entry is whole:
/// a unique kebab-case name, a Shortcuts name (or a plain statement that it
/// has none), a summary naming only its parameters, parameters that make
/// sense together, and a place in the action search.
@Suite struct ActionCatalogTests {
    @Test func namesAreUniqueKebabCaseAndFoundByName() {
        let names = ActionCatalog.all.map(\.name)
        #expect(Set(names).count == names.count, "two entries share a name: \(names)")
        for entry in ActionCatalog.all {
            #expect(entry.name.wholeMatch(of: /[a-z][a-z0-9]*(-[a-z0-9]+)*/) != nil, "'\(entry.name)' is not kebab-case")
            #expect(ActionCatalog.named(entry.name)?.name == entry.name)
        }
    }

    @Test func everyEntryStandsForAShortcutsActionOrSaysItIsFlowOnly() {
        for entry in ActionCatalog.all {
            #expect(entry.shortcutsNames.isEmpty == entry.isFlowOnly,
                    "\(entry.name): give the Shortcuts actions it stands for, or set isFlowOnly (not both)")
            #expect(entry.shortcutsNames.allSatisfy { !$0.isEmpty && $0.first?.isUppercase == true }, "\(entry.name): \(entry.shortcutsNames)")
        }
    }

    @Test func summariesNameOnlyTheirParameters() {
        for entry in ActionCatalog.all {
            #expect(!entry.summary.isEmpty)
            let placeholders = Template.parsing(entry.summary).placeholders.compactMap(\.first)
            for name in placeholders {
                #expect(entry.parameter(name) != nil, "\(entry.name)'s summary names '${\(name)}', which is none of its parameters")
            }
        }
    }

    @Test func parametersMakeSenseTogether() {
        for entry in ActionCatalog.all {
            let names = entry.parameters.map(\.name), labels = entry.parameters.compactMap(\.label)
            #expect(Set(names).count == names.count && Set(labels).count == labels.count, "\(entry.name): a name or label twice")
            // Only the first argument may go without a label.
            #expect(entry.parameters.dropFirst().allSatisfy { $0.label != nil }, "\(entry.name): only the first parameter may be unlabeled")
            for parameter in entry.parameters {
                if let value = parameter.defaultValue {
                    #expect(value.conforms(to: parameter.type), "\(entry.name).\(parameter.name)'s default \(value) is not \(parameter.type)")
                    #expect(parameter.choices.isEmpty || parameter.choice(value.description) != nil, "\(entry.name).\(parameter.name)'s default is no choice")
                }
                if !parameter.choices.isEmpty {
                    #expect(parameter.type == .string && parameter.label != nil, "\(entry.name).\(parameter.name): choices are labeled text")
                    #expect(Set(parameter.choices.map(\.value)).count == parameter.choices.count, "\(entry.name).\(parameter.name): a choice twice")
                }
            }
            for name in entry.atMostOneOf + entry.atLeastOneOf {
                #expect(entry.parameter(name)?.isOptional == true, "\(entry.name): '\(name)' of atMostOneOf or atLeastOneOf must be an optional parameter")
            }
            if let name = entry.shortcutParameter { #expect(entry.parameter(name)?.type == .string, "\(entry.name): shortcutParameter") }
            if let reach = entry.reach {
                #expect(entry.parameter(reach.parameter) != nil, "\(entry.name): reach names no parameter")
                #expect(entry.capability == reach.reach("x").capability, "\(entry.name): its reach is not of its capability")
            }
        }
    }

    @Test func theSearchFindsEachActionByItsShortcutsNamesFirst() {
        for entry in ActionCatalog.all {
            for name in entry.shortcutsNames {
                let first = ActionCatalog.search(name).first
                #expect(first?.shortcutsNames.contains(name) == true, "searching \"\(name)\" finds \(first?.name ?? "nothing") first, not \(entry.name)")
                #expect(ActionCatalog.search(name.uppercased()).first?.name == first?.name, "the search ignores case")
            }
        }
    }

    @Test func theSearchTakesWordsInAnyOrderPrefixesAndKeywords() {
        #expect(ActionCatalog.search("get dictionary value").first?.name == "get-dictionary-value")
        #expect(ActionCatalog.search("value dictionary get").first?.name == "get-dictionary-value")
        #expect(ActionCatalog.search("dict").map(\.name).contains("set-dictionary-value"))
        #expect(ActionCatalog.search("http").first?.name == "get-contents-of-url")
        #expect(ActionCatalog.search("bash").map(\.name) == ["run-shell-script"])
        #expect(ActionCatalog.search("ask for input").first?.name == "ask-for-input")
        #expect(ActionCatalog.search("get file").first?.name == "get-file", "Shortcuts' Get File is get-file")
        #expect(ActionCatalog.search("split text").first?.name == "split-text")
        #expect(ActionCatalog.search("replace text").first?.name == "replace-text")
        #expect(ActionCatalog.search("url encode").first?.name == "url-encode")
        #expect(ActionCatalog.search("url decode").first?.name == "url-encode", "decoding is url-encode's mode")
        #expect(ActionCatalog.search("base64 decode").first?.name == "base64-encode")
        #expect(ActionCatalog.search("generate hash").first?.name == "generate-hash")
        #expect(ActionCatalog.search("sha256").first?.name == "generate-hash")
        #expect(ActionCatalog.search("change case").first?.name == "change-case")
        #expect(ActionCatalog.search("combine text").first?.name == "combine-text")
        #expect(ActionCatalog.search("match text").first?.name == "match-text")
        #expect(ActionCatalog.search("regex").map(\.name).contains("replace-text"))
        #expect(ActionCatalog.search("trim").first?.name == "trim-whitespace")
        #expect(ActionCatalog.search("uuid").first?.name == "new-uuid")
        #expect(ActionCatalog.search("soup pizza quasar").isEmpty)
        #expect(ActionCatalog.search("  ").count == ActionCatalog.all.count)
        #expect(ActionCatalog.standingFor(shortcutsName: "append to text file").map(\.name) == ["append-file"])
    }
}
