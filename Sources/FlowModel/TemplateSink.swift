/// What reads a parameter's text, and so how a template's values must be
/// written into it. A template's literal text is the shortcut's own; its
/// `${...}` values come from inputs, events, file names, apps and answers,
/// and must reach a sink that parses text as data, never as its syntax: a
/// shell must not run them, a URL must not gain a parameter from them.
public enum TemplateSink: String, Sendable, CaseIterable {
    /// Shown or stored as it is: values are joined in as text.
    case text
    /// A shell script: values travel as environment variables the script
    /// refers to, so the shell expands them as one word and never parses them.
    case shellScript = "shell script"
    /// A URL: values are percent-encoded for the component they land in; a
    /// value that starts the template is a whole URL, checked, not encoded.
    case url = "URL"
    /// A JSON document written as text: values are JSON-escaped inside its
    /// strings and encoded as JSON values outside them.
    case jsonBody = "JSON body"
    /// An HTTP header value: a carriage return or line feed is refused.
    case header = "header"
    /// A file path: one path, never split; held to the files scope after
    /// `~`, `..` and symlinks are resolved; a NUL byte is refused.
    case path = "path"
}
