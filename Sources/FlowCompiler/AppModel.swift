import Foundation
import FlowDiagnostics
import FlowSyntax

/// An app as its `.flow` definition declares it (the intent definition file),
/// checked: every type resolved, every template placeholder known.
public struct AppModel: Sendable {
    public enum Handler: Hashable, Sendable {
        case builtin
        case exec(program: String, arguments: [String])
    }

    public var name: String
    public var displayName: String
    public var handler: Handler?
    public var description: String?
    public var image: String?
    public var enums: [EnumModel] = []
    public var types: [CustomTypeModel] = []
    public var intents: [IntentModel] = []
    /// The ready-made shortcuts it offers in the gallery (`gallery "..." { }`),
    /// checked like any shortcut; each graph's `path` and `range` point at the
    /// declaration, so `flow gallery add` can copy it as written.
    public var gallery: [ShortcutGraph] = []
    /// The file that declares it, for messages.
    public var path: String

    public func enumModel(_ name: String) -> EnumModel? { enums.first { $0.name == name } }
    public func typeModel(_ name: String) -> CustomTypeModel? { types.first { $0.name == name } }
    public func intent(_ name: String) -> IntentModel? { intents.first { $0.name == name } }
}

public struct EnumModel: Hashable, Sendable {
    public struct Case: Hashable, Sendable {
        public var name: String
        public var displayName: String
    }

    public var app: String
    public var name: String
    public var cases: [Case]

    /// A case by its name or, as the content graph allows, its display name.
    public func lookup(_ text: String) -> Case? {
        cases.first { $0.name == text } ?? cases.first { $0.displayName.lowercased() == text.lowercased() }
    }
}

public struct CustomTypeModel: Hashable, Sendable {
    public struct Property: Hashable, Sendable {
        public var name: String
        public var type: FlowType
        /// Declared `optional`: a value of the type may leave it out; every
        /// other property must be there, of its type (the protocol checks it).
        public var isOptional = false

        public init(name: String, type: FlowType, isOptional: Bool = false) {
            self.name = name
            self.type = type
            self.isOptional = isOptional
        }
    }

    public var app: String
    public var name: String
    public var displayName: String
    public var properties: [Property]

    /// Every custom object has these besides its declared properties.
    public static let standardProperties: [Property] = ContainerProperties.object.map {
        Property(name: $0.name, type: $0.type(.string))
    }

    public var allProperties: [Property] { CustomTypeModel.standardProperties + properties }
}

/// A dialog template: text with `${...}` placeholders naming parameters or
/// response properties, resolved by the checker to paths.
public struct Template: Hashable, Sendable {
    public enum Part: Hashable, Sendable {
        case text(String)
        /// `${orderDetails.total}`: a name and a property path.
        case placeholder([String])
    }

    public var parts: [Part]
    public var source: String

    public init(parts: [Part], source: String) {
        self.parts = parts
        self.source = source
    }

    /// A template written in Swift ("Send \"${text}\" to ${to}"): its text and
    /// `${name.path}` placeholders, without the checks a `.flow` template gets.
    public static func parsing(_ text: String) -> Template {
        var parts: [Part] = []
        var rest = Substring(text)
        while let open = rest.range(of: "${"), let close = rest[open.upperBound...].firstIndex(of: "}") {
            if open.lowerBound > rest.startIndex { parts.append(.text(String(rest[..<open.lowerBound]))) }
            parts.append(.placeholder(rest[open.upperBound..<close].split(separator: ".").map(String.init)))
            rest = rest[rest.index(after: close)...]
        }
        if !rest.isEmpty { parts.append(.text(String(rest))) }
        return Template(parts: parts, source: text)
    }

    public var placeholders: [[String]] {
        parts.compactMap { if case .placeholder(let path) = $0 { path } else { nil } }
    }
}

/// `orderType == .delivery`: a parameter shown and used only when its parent has a value.
public struct Relationship: Hashable, Sendable {
    public var parent: String
    public var isEqual: Bool
    public var value: Value

    public func holds(for parentValue: Value) -> Bool { (parentValue == value) == isEqual }
}

public struct ParameterModel: Hashable, Sendable {
    public var name: String
    public var displayName: String
    public var type: FlowType
    public var defaultValue: Value?
    public var hasDynamicDefault = false
    public var isConfigurable = true
    public var isResolvable = true
    public var isDeprecated = false
    public var minimum: Value?
    public var maximum: Value?
    public var hasDynamicOptions = false
    public var staticOptions: [Value]?
    public var hasDynamicSearch = false
    public var prompt: Template?
    public var disambiguation: Template?
    public var confirmation: Template?
    /// Validation-error templates by reason code (`notEnoughInStock`, `greaterThanMaximum`).
    public var unsupportedReasons: [String: Template] = [:]
    public var relationship: Relationship?
    /// Written with a `when` condition that did not check (reported): when
    /// it applies is unknown, so no call is told it must pass it.
    public var hasUnknownRelationship = false
    public var range: SourceRange

    public var isList: Bool { if case .list = type { true } else { false } }

    /// Must a call pass it (or `ask`)? When the app says how to ask for it
    /// (a prompt) and nothing else provides it: no default, not a list
    /// (which may be empty), resolvable, not deprecated. A parameter without
    /// a prompt is optional: the handler receives no value.
    public var isRequired: Bool {
        prompt != nil && defaultValue == nil && !hasDynamicDefault && isResolvable && !isList && !isDeprecated && !hasUnknownRelationship
    }
}

public struct SummaryModel: Hashable, Sendable {
    public var template: Template
    public var condition: Relationship?
}

public struct ShortcutTypeModel: Hashable, Sendable {
    public var parameters: [String]
    public var title: Template
    public var subtitle: Template?
    public var supportsBackground: Bool
}

public struct ResponseModel: Hashable, Sendable {
    public struct Property: Hashable, Sendable {
        public var name: String
        public var type: FlowType
    }

    public struct Code: Hashable, Sendable {
        public var name: String
        public var isError: Bool
        public var printed: Template?
        public var voice: Template?
    }

    public var properties: [Property] = []
    /// The property that becomes the step's output.
    public var output: String?
    public var codes: [Code] = []
    /// The intent's declaration has a syntax error where its output may
    /// have been declared: a step of it has an output of unknown type
    /// (`.invalid`, never reported), not none.
    public var outputIsUnknown = false

    public var outputType: FlowType {
        guard let output, let property = properties.first(where: { $0.name == output }) else { return outputIsUnknown ? .invalid : .nothing }
        return property.type
    }
}

public struct IntentModel: Hashable, Sendable {
    public var app: String
    public var name: String
    public var category: IntentCategory = .generic
    public var title: String
    public var description: String?
    public var image: String?
    public var confirmationRequired = false
    public var isConfigurable = true
    public var deprecation: String??
    public var phrases: [String] = []
    public var parameters: [ParameterModel] = []
    public var summaries: [SummaryModel] = []
    public var shortcutTypes: [ShortcutTypeModel] = []
    public var response = ResponseModel()
    /// `timeout 30s`: seconds that raise every time limit of a run of this
    /// intent (its app's start-up, each resolve and confirm, handle); nil: the defaults.
    public var timeLimit: Double?
    public var range: SourceRange

    public var isDeprecated: Bool { deprecation != nil }
    public func parameter(_ name: String) -> ParameterModel? { parameters.first { $0.name == name } }

    /// At most this many shortcut types per intent, as in the talks.
    public static let maximumShortcutTypes = 16
}
