import FlowCompiler
import FlowDiagnostics
import FlowSyntax

/// `lint.definitions.string-enum`: bounded values are an enum. A String
/// parameter (or list of Strings) whose definition fixes its options
/// (`options ["pieces", "g", "kg"]`: at most `maximumOptions` of them) is
/// an enum in disguise; an enum gives better suggestions and clearer
/// titles. The note sketches the enum, its cases named after the options
/// and displayed as they are. (Not a fix-it: every call that passes a
/// String would change too.)
public struct StringEnumRule: LintRule {
    public let id = "lint.definitions.string-enum"
    public let summary = "A String parameter with a small fixed list of options should be an enum."

    /// More fixed options than this is a catalog rather than a small closed set.
    public static let maximumOptions = 12

    public init() {}

    public func check(_ input: LintInput) -> [LintFinding] {
        var findings: [LintFinding] = []
        for site in input.intents {
            for decl in site.parameterDecls {
                guard let parameter = site.model.parameter(decl.name.name),
                      parameter.type == .string || parameter.type == .list(.string),
                      let options = parameter.staticOptions, (1...Self.maximumOptions).contains(options.count) else { continue }
                let strings = options.compactMap { if case .string(let text) = $0 { text } else { nil } }
                guard strings.count == options.count else { continue }
                let enumName = site.typeName(for: parameter.name, suffix: "Option")
                let cases = Self.caseNames(strings)
                var sketch = "sketch: declare the options as an enum and make '\(parameter.name)' one:\n  enum \(enumName) {\n"
                for (name, display) in zip(cases, strings) {
                    sketch += "    \(name)" + (name == display ? "" : " \"\(TitleText.escaped(display))\"") + "\n"
                }
                sketch += "  }\n  param \(parameter.name): \(parameter.isList ? "[\(enumName)]" : enumName)"
                if case .string(let value)? = parameter.defaultValue, let index = strings.firstIndex(of: value) {
                    sketch += " = .\(cases[index])"
                }
                findings.append(LintFinding(self, in: site.file, at: decl.name.range,
                                            "'\(parameter.name)' of intent \(site.decl.name.name) is a String with \(strings.count) fixed option\(strings.count == 1 ? "" : "s"); bounded values are an enum",
                                            notes: [.init("an enum gives better suggestions and clearer titles"), .init(sketch)]))
            }
        }
        return findings
    }

    /// Case names for the options: lower camel case of their letters and
    /// digits ("Red pepper" → redPepper), never a reserved word, each once.
    static func caseNames(_ options: [String]) -> [String] {
        var used = Set<String>()
        return options.enumerated().map { index, option in
            let words = option.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }.map(String.init)
            var name = words.enumerated().map { $0 == 0 ? $1.prefix(1).lowercased() + $1.dropFirst() : $1.prefix(1).uppercased() + $1.dropFirst() }.joined()
            if name.isEmpty { name = "option\(index + 1)" }
            if name.first?.isNumber == true { name = "value" + name }
            if TokenKind.reservedWords[name] != nil || name == "unknown" { name += "Option" }
            var unique = name
            var number = 2
            while !used.insert(unique).inserted { unique = name + String(number); number += 1 }
            return unique
        }
    }
}
