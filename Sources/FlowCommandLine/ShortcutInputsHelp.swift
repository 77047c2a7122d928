import Foundation
import FlowSyntax
import FlowDiagnostics

/// `flow run lunch.flow --help`: after the command's help, the file's
/// shortcuts with the inputs each takes, as `NAME=VALUE` wants them. Read
/// from the parse alone, so a file with errors still shows what it declares.
enum ShortcutInputsHelp {
    static func adding(to spec: CommandSpec) -> CommandSpec {
        var spec = spec
        spec.helpForArguments = { positionals, context in text(for: positionals.first, context: context) }
        return spec
    }

    static func text(for file: String?, context: CommandContext) -> String? {
        guard let file, let data = FileManager.default.contents(atPath: context.absolutePath(file)) else { return nil }
        let bytes = Array(data)
        let shortcuts = Parser.parse(SourceFile(path: file, bytes: bytes)).syntax.declarations.compactMap { decl -> ShortcutDecl? in
            if case .shortcut(let shortcut) = decl.kind { return shortcut }
            return nil
        }
        guard !shortcuts.isEmpty else { return nil }
        func source(_ range: SourceRange) -> String {
            range.start >= 0 && range.end <= bytes.count ? String(decoding: bytes[range.start..<range.end], as: UTF8.self) : ""
        }
        var text = "SHORTCUTS IN \(file):\n"
        for shortcut in shortcuts {
            text += "  “\(shortcut.name.plainText ?? "")”"
            let inputs = shortcut.inputs ?? []
            if inputs.isEmpty {
                text += "  (no inputs)\n"
                continue
            }
            text += "\n"
            for input in inputs {
                let given = input.defaultValue.map { " (default \(source($0.range)))" } ?? " (required)"
                text += "    \(input.name.name)=<\(source(input.type.range))>\(given)\n"
            }
        }
        return text
    }
}
