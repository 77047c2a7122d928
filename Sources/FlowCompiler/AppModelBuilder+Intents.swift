import FlowDiagnostics
import FlowSyntax

extension AppModelBuilder {
    mutating func buildIntent(_ decl: IntentDecl, app: AppModel, resolver: TypeResolver) -> IntentModel {
        var intent = IntentModel(app: app.name, name: decl.name.name, title: Self.words(decl.name.name), range: decl.range)
        let apps = otherApps + [app]
        let members = Members(apps: apps)
        let constants = ConstantEvaluator(apps: apps)
        var parameterNames: [String: SourceRange] = [:]
        var sawCategory = false

        // Parameters first: summaries and templates name them.
        for clause in decl.clauses {
            guard case .param(let param) = clause, checkUnique(param.name, kind: "parameter", in: &parameterNames) else { continue }
            intent.parameters.append(buildParameter(param, earlier: intent.parameters, resolver: resolver, constants: constants))
        }
        let parameterTypes = Dictionary(intent.parameters.map { ($0.name, $0.type) }, uniquingKeysWith: { first, _ in first })
        // Parameter dialog: their own templates may name any parameter and the standard values.
        for (position, param) in decl.clauses.compactMap({ clause -> ParamDecl? in if case .param(let p) = clause { p } else { nil } }).enumerated()
            where position < intent.parameters.count && intent.parameters[position].name == param.name.name {
            buildParameterDialog(param, into: &intent.parameters[position], parameterTypes: parameterTypes, members: members)
        }

        for clause in decl.clauses {
            switch clause {
            case .category(let name, let range):
                if sawCategory { report(Diagnostic(id: "compiler.duplicate-clause", message: "the intent already has a category", range: range)) }
                sawCategory = true
                if let category = IntentCategory.named(name.name) {
                    intent.category = category
                } else {
                    report(UnknownNameDiagnostic.make(id: "compiler.unknown-category", message: "unknown category '\(name.name)'",
                                                      name: name.name, range: name.range, candidates: IntentCategory.all.map(\.name),
                                                      listIntro: "the categories are"))
                }
            case .metadata(let metadata):
                switch metadata.key {
                case .title: intent.title = metadata.value.plainText ?? intent.title
                case .description: intent.description = metadata.value.plainText
                case .image: intent.image = metadata.value.plainText
                case .phrase: if let phrase = metadata.value.plainText { intent.phrases.append(phrase) }
                }
            case .flag(let flag):
                switch flag.kind {
                case .confirmationRequired: intent.confirmationRequired = true
                case .configurable(let value): intent.isConfigurable = value
                case .deprecated(let message): intent.deprecation = .some(message?.plainText)
                case .resolvable:
                    report(Diagnostic(id: "compiler.misplaced-clause", message: "'resolvable' applies to a parameter, not to an intent", range: flag.range))
                }
            case .summary(let summary):
                let builder = TemplateBuilder(names: parameterTypes, allowed: "the intent's parameters", members: members)
                let template = builder.build(summary.template) { report($0) }
                let condition = summary.condition.flatMap { buildRelationship($0, parameters: intent.parameters, constants: constants) }
                intent.summaries.append(SummaryModel(template: template, condition: condition))
            case .shortcutType(let type):
                buildShortcutType(type, into: &intent, members: members)
            case .response(let response):
                intent.response = buildResponse(response, parameterTypes: parameterTypes, resolver: resolver, members: members)
            case .timeout(let value, let range):
                if intent.timeLimit != nil { report(Diagnostic(id: "compiler.duplicate-clause", message: "the intent already has a timeout", range: range)) }
                if case .duration(let seconds)? = constants.evaluate(value, expected: .duration, what: "the intent's timeout", report: { report($0) }) {
                    if seconds > 0 {
                        intent.timeLimit = seconds
                    } else {
                        report(Diagnostic(id: "compiler.invalid-duration", message: "a timeout must be longer than zero", range: value.range))
                    }
                }
            case .param:
                break
            }
        }
        // A clause that did not parse may have been the response, or its output.
        if decl.hasUnparsedClauses && intent.response.output == nil { intent.response.outputIsUnknown = true }
        if !intent.response.codes.contains(where: { $0.name == "success" }) {
            intent.response.codes.insert(.init(name: "success", isError: false), at: 0)
        }
        if !intent.response.codes.contains(where: { $0.name == "failure" }) {
            intent.response.codes.append(.init(name: "failure", isError: true))
        }
        return intent
    }

    mutating func buildParameter(_ decl: ParamDecl, earlier: [ParameterModel], resolver: TypeResolver,
                                 constants: ConstantEvaluator) -> ParameterModel {
        let type = resolveType(decl.type, resolver)
        var model = ParameterModel(name: decl.name.name, displayName: Self.words(decl.name.name), type: type, range: decl.range)
        if let value = decl.defaultValue, type != .invalid {
            model.defaultValue = constants.evaluate(value, expected: type, what: "the default of '\(decl.name.name)'") { report($0) }
        }
        if let condition = decl.relationship {
            model.relationship = buildRelationship(condition, parameters: earlier, constants: constants)
            model.hasUnknownRelationship = model.relationship == nil
        }
        for clause in decl.clauses ?? [] {
            switch clause.clause {
            case .text(.displayName, let value): model.displayName = value.plainText ?? model.displayName
            case .text: break  // dialog templates: built once every parameter is known
            case .bound(let key, let value):
                guard type.isNumeric || type == .invalid else {
                    report(Diagnostic(id: "compiler.bound-on-non-number",
                                      message: "'\(key.rawValue)' limits numbers; '\(decl.name.name)' is \(type.withArticle)", range: clause.range))
                    continue
                }
                if key == .range {
                    guard case .binary(let op, let low, let high) = value.kind, op == .closedRange else {
                        report(Diagnostic(id: "compiler.invalid-range", message: "'range' takes a closed range such as 1...99", range: value.range))
                        continue
                    }
                    model.minimum = constants.evaluate(low, expected: type, what: "the minimum") { report($0) }
                    model.maximum = constants.evaluate(high, expected: type, what: "the maximum") { report($0) }
                } else {
                    let bound = constants.evaluate(value, expected: type, what: "the \(key.rawValue)imum") { report($0) }
                    if key == .min { model.minimum = bound } else { model.maximum = bound }
                }
            case .unsupported: break
            case .dynamicOptions: model.hasDynamicOptions = true
            case .staticOptions(let list):
                let elementType: FlowType = if case .list = type { type } else { .list(type) }
                if case .list(let values)? = constants.evaluate(list, expected: elementType, what: "the options") { report($0) } {
                    model.staticOptions = values
                }
            case .dynamic(.search): model.hasDynamicSearch = true
            case .dynamic(.default):
                if decl.defaultValue != nil {
                    report(Diagnostic(id: "compiler.conflicting-defaults", message: "'\(decl.name.name)' has both a default value and 'default dynamic'",
                                      range: clause.range))
                }
                model.hasDynamicDefault = true
            case .flag(let flag):
                switch flag.kind {
                case .configurable(let value): model.isConfigurable = value
                case .resolvable(let value): model.isResolvable = value
                case .deprecated: model.isDeprecated = true
                case .confirmationRequired:
                    report(Diagnostic(id: "compiler.misplaced-clause",
                                      message: "'confirmation required' applies to an intent; a parameter asks with 'confirm \"...\"'", range: flag.range))
                }
            }
        }
        if let minimum = model.minimum, let maximum = model.maximum, Self.number(minimum) > Self.number(maximum) {
            report(Diagnostic(id: "compiler.invalid-range", message: "the minimum of '\(decl.name.name)' is above its maximum", range: decl.name.range))
        }
        return model
    }

    static func number(_ value: Value) -> Double {
        switch value {
        case .integer(let number): Double(number)
        case .decimal(let number): Double(truncating: number as NSNumber)
        default: 0
        }
    }

    /// The templates of a parameter's dialog, checked against every parameter.
    mutating func buildParameterDialog(_ decl: ParamDecl, into model: inout ParameterModel,
                                       parameterTypes: [String: FlowType], members: Members) {
        var names = parameterTypes
        names["displayName"] = .string
        names["value"] = model.type
        if model.type.isNumeric {
            names["minimumValue"] = model.type
            names["maximumValue"] = model.type
        }
        let builder = TemplateBuilder(names: names, allowed: "the intent's parameters, displayName and value", members: members)
        var disambiguationNames = names
        disambiguationNames["options"] = .list(model.type)
        let disambiguation = TemplateBuilder(names: disambiguationNames, allowed: "the intent's parameters and options", members: members)
        let builtinReasons = ["negative", "greaterThanMaximum", "lessThanMinimum"]
        for clause in decl.clauses ?? [] {
            switch clause.clause {
            case .text(.prompt, let text): model.prompt = builder.build(text) { report($0) }
            case .text(.confirm, let text): model.confirmation = builder.build(text) { report($0) }
            case .text(.disambiguation, let text): model.disambiguation = disambiguation.build(text) { report($0) }
            case .unsupported(let reason, let text):
                if builtinReasons.contains(reason.name) && !model.type.isNumeric && model.type != .invalid {
                    report(Diagnostic(id: "compiler.misplaced-clause",
                                      message: "'\(reason.name)' is a reason for numbers; '\(model.name)' is \(model.type.withArticle)", range: reason.range))
                }
                if model.unsupportedReasons[reason.name] != nil {
                    report(Diagnostic(id: "compiler.duplicate-clause", message: "reason '\(reason.name)' already has a template", range: reason.range))
                }
                model.unsupportedReasons[reason.name] = builder.build(text) { report($0) }
            default: break
            }
        }
    }

    /// `orderType == .delivery`: an earlier parameter compared with a constant.
    mutating func buildRelationship(_ expr: Expr, parameters: [ParameterModel], constants: ConstantEvaluator) -> Relationship? {
        guard case .binary(let op, let lhs, let rhs) = expr.kind, op == .equal || op == .notEqual,
              case .identifier(let parent) = lhs.kind else {
            report(Diagnostic(id: "compiler.invalid-relationship",
                              message: "a relationship compares an earlier parameter with a value, as in 'orderType == .delivery'", range: expr.range))
            return nil
        }
        guard let parentModel = parameters.first(where: { $0.name == parent.name }) else {
            report(UnknownNameDiagnostic.make(id: "compiler.unknown-parameter", message: "'\(parent.name)' is not an earlier parameter of this intent",
                                              name: parent.name, range: parent.range, candidates: parameters.map(\.name),
                                              listIntro: "the earlier ones are"))
            return nil
        }
        guard let value = constants.evaluate(rhs, expected: parentModel.type, what: "the value of '\(parent.name)'", report: { report($0) }) else {
            return nil
        }
        return Relationship(parent: parent.name, isEqual: op == .equal, value: value)
    }

    mutating func buildShortcutType(_ decl: ShortcutTypeClause, into intent: inout IntentModel, members: Members) {
        if intent.shortcutTypes.count == IntentModel.maximumShortcutTypes {
            report(Diagnostic(id: "compiler.too-many-shortcut-types",
                              message: "an intent has at most \(IntentModel.maximumShortcutTypes) shortcut types; this is one more",
                              range: decl.range))
            return
        }
        var names: [String: FlowType] = [:]
        for name in decl.parameters {
            guard let parameter = intent.parameter(name.name) else {
                report(UnknownNameDiagnostic.make(id: "compiler.unknown-parameter", message: "unknown parameter '\(name.name)' in shortcut type",
                                                  name: name.name, range: name.range, candidates: intent.parameters.map(\.name),
                                                  listIntro: "the intent's parameters are"))
                continue
            }
            if names[name.name] != nil {
                report(Diagnostic(id: "compiler.duplicate-name", message: "parameter '\(name.name)' is listed twice", range: name.range))
            }
            names[name.name] = parameter.type
        }
        if decl.parameters.isEmpty {
            report(Diagnostic(id: "compiler.empty-shortcut-type", message: "a shortcut type lists the parameters it covers", range: decl.range))
        }
        if intent.shortcutTypes.contains(where: { Set($0.parameters) == Set(decl.parameters.map(\.name)) }) {
            report(Diagnostic(id: "compiler.duplicate-shortcut-type", message: "a shortcut type for these parameters is already declared", range: decl.range))
        }
        let builder = TemplateBuilder(names: names, allowed: "the parameters this shortcut type lists", members: members)
        intent.shortcutTypes.append(ShortcutTypeModel(
            parameters: decl.parameters.map(\.name), title: builder.build(decl.title) { report($0) },
            subtitle: decl.subtitle.map { builder.build($0) { report($0) } }, supportsBackground: decl.execution != .foreground))
    }

    mutating func buildResponse(_ decl: ResponseDecl, parameterTypes: [String: FlowType], resolver: TypeResolver,
                                members: Members) -> ResponseModel {
        var response = ResponseModel()
        var names: [String: SourceRange] = [:]
        for member in decl.members {
            guard case .property(let isOutput, let name, let type, _) = member, checkUnique(name, kind: "property", in: &names) else { continue }
            response.properties.append(.init(name: name.name, type: resolveType(type, resolver)))
            if isOutput {
                if response.output != nil {
                    report(Diagnostic(id: "compiler.duplicate-output", message: "a response has one output; '\(response.output!)' is already it", range: name.range))
                } else {
                    response.output = name.name
                }
            }
        }
        var templateNames = parameterTypes
        for property in response.properties { templateNames[property.name] = property.type }
        let builder = TemplateBuilder(names: templateNames, allowed: "the response's properties and the intent's parameters", members: members)
        var codes: [String: SourceRange] = [:]
        for member in decl.members {
            guard case .code(let name, let isError, let printed, let voice, _) = member, checkUnique(name, kind: "response code", in: &codes) else { continue }
            response.codes.append(.init(name: name.name, isError: isError || name.name.hasPrefix("failure"),
                                        printed: printed.map { builder.build($0) { report($0) } },
                                        voice: voice.map { builder.build($0) { report($0) } }))
        }
        return response
    }
}

import Foundation
