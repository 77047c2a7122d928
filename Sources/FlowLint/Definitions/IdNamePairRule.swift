import FlowDiagnostics

/// `lint.definitions.id-name-pair`: an object is one parameter of a custom
/// type (an identifier and a display string), not two parameters for its
/// identifier and its name (`storeId` and `storeName`, `fooID` and
/// `fooName`, `id` and `name`). Two parameters depend on each other, and
/// suggestions may pair a name with another object's identifier. The note
/// sketches the type.
public struct IdNamePairRule: LintRule {
    public let id = "lint.definitions.id-name-pair"
    public let summary = "An identifier and a name parameter for one object (storeId, storeName) should be one parameter of a custom type."

    public init() {}

    static let identifierSuffixes = ["identifier", "id"]
    static let nameSuffixes = ["displayname", "display_name", "name"]

    public func check(_ input: LintInput) -> [LintFinding] {
        var findings: [LintFinding] = []
        for site in input.intents {
            let params = site.parameterDecls
            for identifier in params {
                guard let stem = Self.stem(identifier.name.name, suffixes: Self.identifierSuffixes),
                      let name = params.first(where: { Self.stem($0.name.name, suffixes: Self.nameSuffixes) == stem }) else { continue }
                let object = stem.isEmpty ? "item" : String(stem.trimmingSuffix(while: { $0 == "_" }))
                let typeName = site.typeName(for: object, suffix: "Object")
                let sketch = """
                sketch: one parameter of a custom type (an identifier and a display string):
                  type \(typeName)
                  param \(object): \(typeName)
                """
                findings.append(LintFinding(self, in: site.file, at: identifier.name.range,
                                            "'\(identifier.name.name)' and '\(name.name.name)' of intent \(site.decl.name.name) describe one \(object); make them one parameter of a custom type",
                                            notes: [.init("the name that goes with the identifier", at: name.name.range), .init(sketch)]))
            }
        }
        return findings
    }

    /// `storeId` → "store" for the suffix "id" (any case); nil when it does not end so.
    static func stem(_ name: String, suffixes: [String]) -> Substring? {
        let lower = name.lowercased()
        for suffix in suffixes where lower.hasSuffix(suffix) {
            let stem = name.dropLast(suffix.count)
            // "paid" ends in "id" but is not an identifier: the suffix starts a word (a capital, "_", or the whole name).
            let suffixStart = name[name.index(name.endIndex, offsetBy: -suffix.count)]
            if stem.isEmpty || suffixStart.isUppercase || stem.last == "_" { return Substring(stem.lowercased()) }
        }
        return nil
    }
}
