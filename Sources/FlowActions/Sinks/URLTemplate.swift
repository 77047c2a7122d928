/// A URL written as a template, with each value percent-encoded for the part
/// of the URL it lands in, as URI templates (RFC 6570) do: a value in the
/// path is one segment (`/` is encoded, and `..` cannot climb), a value in
/// the query is one name or one value (`&`, `=` and `#` are encoded), a value
/// in the fragment stays in the fragment. A value that starts the template is
/// a whole URL: it is checked, not encoded (`"${base}/items?q=${q}"`). A
/// value in the host must be a host name.
public enum URLTemplate {
    /// The parts of a URL a value can land in, in the order they come.
    enum Component: Equatable {
        case scheme
        /// After `scheme:`, counting the slashes of `//` that open the authority.
        case afterScheme(slashes: Int)
        case authority, path, queryName, queryValue, fragment
    }

    public static func render(_ pieces: [SinkPiece]) throws(SinkError) -> String {
        var url = ""
        var component = Component.scheme
        for (position, piece) in pieces.enumerated() {
            switch piece {
            case .code(let text):
                url += text
                component = advance(component, through: text)
            case .value(let text) where position == 0:
                guard isWholeURL(text) else {
                    throw SinkError("'\(preview(text))' starts the URL but is not a URL: a URL starts with a scheme such as https:// and has no spaces")
                }
                url += text
                component = advance(component, through: text)
            case .value(let text):
                switch component {
                case .scheme:
                    throw SinkError("a value cannot be part of the URL's scheme: write the scheme (https://) in the text")
                case .authority, .afterScheme(slashes: 2...):
                    guard isHost(text) else {
                        throw SinkError("'\(preview(text))' is not a host name, so it cannot stand in the URL's host")
                    }
                    url += text
                    component = .authority
                case .path, .afterScheme:
                    url += PercentEncoding.encode(text, encodingLoneDots: true)
                    component = .path
                case .queryName, .queryValue, .fragment:
                    url += PercentEncoding.encode(text)
                }
            }
        }
        return url
    }

    /// Where the URL stands after the shortcut's own `text`.
    static func advance(_ start: Component, through text: String) -> Component {
        var component = start
        for character in text {
            switch component {
            case .scheme:
                if character == ":" {
                    component = .afterScheme(slashes: 0)
                } else if !(character.isASCII && (character.isLetter || character.isNumber || "+-.".contains(character))) {
                    component = next(after: .path, character)
                }
            case .afterScheme(let slashes):
                if character == "/" && slashes < 2 {
                    component = slashes == 1 ? .authority : .afterScheme(slashes: 1)
                } else {
                    component = next(after: .path, character)
                }
            default:
                component = next(after: component, character)
            }
        }
        return component
    }

    /// The component after one character of the authority, path, query or fragment.
    static func next(after component: Component, _ character: Character) -> Component {
        switch (component, character) {
        case (.fragment, _): .fragment
        case (_, "#"): .fragment
        case (.authority, "/"): .path
        case (.authority, "?"), (.path, "?"): .queryName
        case (.queryName, "="): .queryValue
        case (.queryName, "&"), (.queryValue, "&"): .queryName
        default: component
        }
    }

    /// A URL a person could have meant whole: a scheme, no blanks or controls.
    static func isWholeURL(_ text: String) -> Bool {
        guard let colon = text.firstIndex(of: ":"), colon != text.startIndex else { return false }
        let scheme = text[..<colon]
        guard let first = scheme.first, first.isASCII, first.isLetter,
              scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }) else { return false }
        return !text.unicodeScalars.contains { $0.properties.isWhitespace || $0.value < 0x20 || $0.value == 0x7F }
    }

    /// A host name, IPv4 address or bracketed IPv6 address, with an optional port.
    static func isHost(_ text: String) -> Bool {
        guard !text.isEmpty else { return false }
        if text.hasPrefix("[") {
            guard let close = text.firstIndex(of: "]") else { return false }
            let address = text[text.index(after: text.startIndex)..<close]
            let rest = text[text.index(after: close)...]
            return !address.isEmpty && address.allSatisfy { $0.isHexDigit || $0 == ":" || $0 == "." }
                && (rest.isEmpty || (rest.first == ":" && rest.dropFirst().allSatisfy(\.isASCII) && rest.dropFirst().allSatisfy(\.isNumber)))
        }
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count <= 2, let name = parts.first, !name.isEmpty else { return false }
        if parts.count == 2 && (parts[1].isEmpty || !parts[1].allSatisfy({ $0.isASCII && $0.isNumber })) { return false }
        return name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".") }
    }

    public static func preview(_ text: String) -> String {
        text.count > 40 ? String(text.prefix(40)) + "…" : text
    }
}
