import Foundation
import FlowDiagnostics
import FlowSyntax

/// Builds an `AppModel` from an `app` declaration and reports what is wrong
/// with it: unknown types and categories, duplicates, templates naming what
/// does not exist, relationships on unknown parents, too many shortcut types.
struct AppModelBuilder {
    let decl: AppDecl
    let path: String
    /// Other apps already built, for qualified types (`Other.Type`).
    let otherApps: [AppModel]
    var diagnostics: DiagnosticBag

    init(decl: AppDecl, path: String, otherApps: [AppModel], diagnostics: DiagnosticBag) {
        self.decl = decl
        self.path = path
        self.otherApps = otherApps
        self.diagnostics = diagnostics
    }

    mutating func report(_ diagnostic: Diagnostic) { diagnostics.add(diagnostic) }

    mutating func build() -> AppModel {
        var app = AppModel(name: decl.name.name, displayName: decl.displayName?.plainText ?? decl.name.name, path: path)
        var resolver = TypeResolver(apps: otherApps, ownApp: app.name)
        // Names first, so types may refer to each other in any order.
        var seen: [String: SourceRange] = [:]
        for member in decl.members {
            switch member {
            case .enumDecl(let decl):
                if checkUnique(decl.name, kind: "type", in: &seen) { resolver.ownEnums.insert(decl.name.name) }
            case .typeDecl(let decl):
                if checkUnique(decl.name, kind: "type", in: &seen) { resolver.ownTypes.insert(decl.name.name) }
            default: break
            }
        }
        var intentNames: [String: SourceRange] = [:]
        for member in decl.members {
            switch member {
            case .handler(let clause):
                if app.handler != nil {
                    report(Diagnostic(id: "compiler.duplicate-clause", message: "app '\(app.name)' already has a handler", range: clause.range))
                }
                switch clause.kind {
                case .builtin: app.handler = .builtin
                case .exec(let program, let arguments):
                    app.handler = .exec(program: program.plainText ?? "", arguments: arguments.map { $0.plainText ?? "" })
                }
            case .metadata(let metadata):
                switch metadata.key {
                case .description: app.description = metadata.value.plainText
                case .image: app.image = metadata.value.plainText
                case .title: app.displayName = metadata.value.plainText ?? app.displayName
                case .phrase:
                    report(Diagnostic(id: "compiler.misplaced-clause", message: "phrases belong to intents and shortcuts, not to the app", range: metadata.range))
                }
            case .enumDecl(let decl):
                app.enums.append(buildEnum(decl, app: app.name))
            case .typeDecl(let decl):
                var properties: [CustomTypeModel.Property] = []
                var names: [String: SourceRange] = [:]
                for property in decl.properties ?? [] {
                    guard checkUnique(property.name, kind: "property", in: &names) else { continue }
                    if CustomTypeModel.standardProperties.contains(where: { $0.name == property.name.name }) {
                        self.report(Diagnostic(id: "compiler.reserved-property",
                                               message: "every custom type already has '\(property.name.name)' (identifier, displayString, subtitle, image)",
                                               range: property.name.range))
                        continue
                    }
                    properties.append(.init(name: property.name.name, type: resolveType(property.type, resolver), isOptional: property.isOptional))
                }
                app.types.append(CustomTypeModel(app: app.name, name: decl.name.name,
                                                 displayName: decl.displayName?.plainText ?? decl.name.name, properties: properties))
            case .intent, .gallery:
                break
            }
        }
        if app.handler == nil && !decl.hasUnparsedMembers {
            report(Diagnostic(id: "compiler.missing-handler",
                              message: "app '\(app.name)' has no handler; add 'handler builtin' or 'handler exec \"program\"'",
                              range: decl.name.range))
        }
        resolver.apps = otherApps + [app]
        for member in decl.members {
            guard case .intent(let intentDecl) = member, checkUnique(intentDecl.name, kind: "intent", in: &intentNames) else { continue }
            app.intents.append(buildIntent(intentDecl, app: app, resolver: resolver))
        }
        return app
    }

    /// False (and a diagnostic) when the name was already used in this scope.
    mutating func checkUnique(_ name: Identifier, kind: String, in seen: inout [String: SourceRange]) -> Bool {
        if let first = seen[name.name] {
            report(Diagnostic(id: "compiler.duplicate-name", message: "\(kind) '\(name.name)' is declared twice",
                              range: name.range, notes: [.init("first declared here", at: first)]))
            return false
        }
        seen[name.name] = name.range
        return true
    }

    mutating func resolveType(_ ref: TypeRef, _ resolver: TypeResolver) -> FlowType {
        var found: [Diagnostic] = []
        let type = resolver.resolve(ref) { found.append($0) }
        found.forEach { report($0) }
        return type
    }

    mutating func buildEnum(_ decl: EnumDecl, app: String) -> EnumModel {
        var cases: [EnumModel.Case] = []
        var names: [String: SourceRange] = [:]
        for enumCase in decl.cases where checkUnique(enumCase.name, kind: "case", in: &names) {
            // Without a display string a case reads as declared ("pickup"), as the language reference says.
            cases.append(.init(name: enumCase.name.name, displayName: enumCase.displayName?.plainText ?? enumCase.name.name))
        }
        if cases.isEmpty {
            report(Diagnostic(id: "compiler.empty-enum", message: "enum '\(decl.name.name)' has no cases", range: decl.name.range))
        }
        return EnumModel(app: app, name: decl.name.name, cases: cases)
    }

    /// "clamChowder" → "Clam Chowder", the display name when none is written.
    static func words(_ name: String) -> String {
        var result = ""
        for character in name {
            if character.isUppercase && !result.isEmpty { result += " " }
            result += result.isEmpty ? character.uppercased() : String(character)
        }
        return result
    }
}
