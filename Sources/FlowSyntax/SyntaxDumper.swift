import FlowDiagnostics

/// Prints a syntax tree as an indented outline, for `flow dump ast` and the
/// `.ast` golden files.
///
/// It walks the tree by reflection, so a new node type or field appears in
/// dumps without anyone remembering to update a printer. Ranges print as
/// `@line:col-line:col`; with `includeRanges: false` the outline is a pure
/// statement of structure, which is how the formatter tests check that
/// formatting kept the meaning.
public struct SyntaxDumper {
    let file: SourceFile
    let includeRanges: Bool

    public init(file: SourceFile, includeRanges: Bool = true) {
        self.file = file
        self.includeRanges = includeRanges
    }

    public func dump(_ syntax: FileSyntax) -> String {
        var output = ""
        write(syntax, label: nil, indent: 0, into: &output)
        return output
    }

    func write(_ value: Any, label: String?, indent: Int, into output: inout String) {
        let pad = String(repeating: "  ", count: indent)
        let prefix = pad + (label.map { "\($0): " } ?? "")
        if let range = value as? SourceRange {
            if includeRanges { output += prefix + describe(range) + "\n" }
            return
        }
        switch value {
        case let text as String:
            output += prefix + quote(text) + "\n"
            return
        case let flag as Bool:
            output += prefix + String(flag) + "\n"
            return
        default:
            break
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            if let (_, wrapped) = mirror.children.first {
                write(wrapped, label: label, indent: indent, into: &output)
            } else {
                output += prefix + "nil\n"
            }
        case .collection:
            if mirror.children.isEmpty {
                output += prefix + "[]\n"
                return
            }
            output += prefix + "[\n"
            for (_, element) in mirror.children {
                write(element, label: nil, indent: indent + 1, into: &output)
            }
            output += pad + "]\n"
        case .enum:
            let typeName = shortTypeName(of: value)
            guard let (caseName, payload) = mirror.children.first else {
                output += prefix + "." + String(describing: value) + "\n"
                return
            }
            let name = "\(typeName).\(caseName ?? "?")"
            if let range = payload as? SourceRange {
                output += prefix + name + (includeRanges ? " " + describe(range) : "") + "\n"
                return
            }
            writeNode(name: name, payload: payload, prefix: prefix, indent: indent, into: &output)
        case .struct, .class, .tuple:
            writeNode(name: mirror.displayStyle == .tuple ? "" : shortTypeName(of: value), payload: value,
                      prefix: prefix, indent: indent, into: &output, isContainer: true)
        default:
            output += prefix + String(describing: value) + "\n"
        }
    }

    /// A node: its name and range on one line, its fields indented below.
    func writeNode(name: String, payload: Any, prefix: String, indent: Int, into output: inout String,
                   isContainer: Bool = false) {
        let mirror = Mirror(reflecting: payload)
        let isComposite = isContainer || mirror.displayStyle == .tuple || mirror.displayStyle == .struct
        guard isComposite else {
            // An enum case with a single payload such as `.identifier(Identifier)`.
            output += prefix + name + "\n"
            write(payload, label: nil, indent: indent + 1, into: &output)
            return
        }
        var header = prefix + name
        var fields: [(String?, Any)] = []
        for (label, child) in mirror.children {
            if label == "range", let range = child as? SourceRange {
                if includeRanges { header += " " + describe(range) }
            } else {
                fields.append((label.map { $0.hasPrefix(".") ? nil : $0 } ?? nil, child))
            }
        }
        output += header + "\n"
        for (label, child) in fields {
            write(child, label: label, indent: indent + 1, into: &output)
        }
    }

    func describe(_ range: SourceRange) -> String {
        let start = file.position(of: range.start)
        let end = file.position(of: range.end)
        return "@\(start.line):\(start.column)-\(end.line):\(end.column)"
    }

    public func quote(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                if scalar.value < 0x20 { result += "\\u{\(String(scalar.value, radix: 16))}" } else { result.unicodeScalars.append(scalar) }
            }
        }
        return result + "\""
    }

    func shortTypeName(of value: Any) -> String {
        let full = String(reflecting: type(of: value))
        // "FlowSyntax.Expr.Kind" → "Expr.Kind"
        return full.split(separator: ".").dropFirst().joined(separator: ".")
    }
}
