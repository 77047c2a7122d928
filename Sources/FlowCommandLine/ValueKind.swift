/// What a command-line value is: declared with each option and positional
/// argument in a command's spec, so completion offers what fits without a
/// list of its own per command.
public enum ValueKind: Sendable, Equatable {
    /// A file or folder: the shell completes it.
    case file
    /// One of these words (`--color auto|always|never`).
    case choice([String])
    /// Free text (a phrase, a schedule, an id): nothing to offer.
    case text
    /// `flow run`'s target: a file, or a shortcut's name in the library.
    case fileOrLibraryShortcut
    /// A shortcut of the file given as the first argument.
    case shortcutInFile
    /// An automation of the file given as the first argument.
    case automationInFile
    /// A shortcut of the library or of the files given with `--file`.
    case knownShortcut
    /// `NAME=VALUE` for the inputs of the shortcut being run.
    case shortcutInput
    /// `App.Intent`.
    case intent
    /// `App.Intent` or a built-in action.
    case action
    /// A parameter of the intent given as the first argument.
    case parameter
    /// `name=value` answering the intents the first argument runs (the
    /// intent itself, or those its file calls).
    case answer
    /// Comma-separated capabilities (`--allow`).
    case capabilities
    /// An app that offers a gallery.
    case galleryApp
    /// A gallery shortcut.
    case galleryShortcut
    /// A category of actions.
    case category
    /// An IANA time zone.
    case zone
    /// A command or a help topic.
    case commandOrTopic
    /// A built-in app's name.
    case builtinApp
}
