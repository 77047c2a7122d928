import Foundation

/// What an options or search provider answers, as the Edit Action screen
/// shows it: values in sections ("Nearby", "All stores"), each value with
/// an optional subtitle ("1.2 miles away"). Asking for a parameter uses the
/// values in order; `flow options` shows the sections.
public struct OptionList: Sendable, Equatable, ExpressibleByArrayLiteral {
    public struct Option: Sendable, Equatable {
        public var value: RuntimeValue
        /// Said under the value; a custom object's own subtitle when not given.
        public var subtitle: String?

        public init(_ value: RuntimeValue, subtitle: String? = nil) {
            self.value = value
            self.subtitle = subtitle ?? value.objectSubtitle
        }
    }

    public struct Section: Sendable, Equatable {
        /// Nil for options that are not in a titled section.
        public var title: String?
        public var options: [Option]

        public init(_ title: String?, _ options: [Option]) {
            self.title = title
            self.options = options
        }
    }

    public var sections: [Section]

    public init(sections: [Section]) {
        self.sections = sections.filter { !$0.options.isEmpty }
    }

    /// One untitled section of plain values.
    public init(_ values: [RuntimeValue]) {
        self.init(sections: [Section(nil, values.map { Option($0) })])
    }

    public init(arrayLiteral values: RuntimeValue...) {
        self.init(values)
    }

    /// Every value, in order, sections flattened.
    public var values: [RuntimeValue] { sections.flatMap { $0.options.map(\.value) } }

    public var isEmpty: Bool { sections.allSatisfy { $0.options.isEmpty } }

    /// The options whose text or subtitle contains every word of `term`,
    /// ignoring case and accents: how flow searches a list it has in full.
    public func filtered(by term: String) -> OptionList {
        let words = term.split(whereSeparator: \.isWhitespace).map { Self.fold(String($0)) }
        guard !words.isEmpty else { return self }
        return OptionList(sections: sections.map { section in
            Section(section.title, section.options.filter { option in
                let text = Self.fold(option.value.description + " " + (option.subtitle ?? ""))
                return words.allSatisfy { text.contains($0) }
            })
        })
    }

    static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }
}

extension RuntimeValue {
    /// A custom object's subtitle, when it has one.
    public var objectSubtitle: String? {
        guard case .object(let object) = self, let subtitle = object.subtitle, !subtitle.isEmpty else { return nil }
        return subtitle
    }
}
