import Testing
import FlowCompiler

/// The built-in actions are one table keyed by `BuiltinName`: the runtime
/// implements them in a switch over that enum with no default (so a name
/// without an implementation does not compile), and here every name has
/// exactly one catalog entry and every entry a name.
@Suite struct BuiltinCatalogTests {
    @Test func everyNameHasExactlyOneCatalogEntry() {
        for name in BuiltinName.allCases {
            #expect(BuiltinAction.all.filter { $0.id == name }.count == 1, "\(name.rawValue) has no catalog entry, or several")
        }
        #expect(BuiltinAction.all.count == BuiltinName.allCases.count)
    }

    @Test func everyEntryIsFoundByItsName() {
        for action in BuiltinAction.all {
            #expect(BuiltinAction.named(action.name)?.id == action.id)
            #expect(!action.summary.isEmpty && !action.category.isEmpty)
        }
    }
}
