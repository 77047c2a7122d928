/// The registry of built-in actions: one line per action, each declared in
/// its own file under `Actions/<Category>/`. Everything that knows the
/// built-in actions (the checker, the interpreter, `flow actions`, help,
/// `flow lsp`) reads this list and nothing else.
public enum ActionCatalog {
    public static let all: [ActionEntry] = [
        // Text
        .text,
        .count,
        .showResult,
        .replaceText,
        .splitText,
        .combineText,
        .matchText,
        .getGroupFromMatchedText,
        .trimWhitespace,
        .changeCase,
        // Numbers
        .number,
        .formatNumber,
        .roundNumber,
        .randomNumber,
        .calculateStatistics,
        .convertMeasurement,
        .formatFileSize,
        .getNumbersFromInput,
        .calculate,
        // Lists
        .chooseFromList,
        .getItemFromList,
        .filterList,
        .sortList,
        .reverseList,
        .uniqueItems,
        .combineLists,
        // Dictionaries
        .getDictionaryValue,
        .setDictionaryValue,
        .getDictionaryFromInput,
        .mergeDictionaries,
        .getJSONText,
        // Encoding
        .base64Encode,
        .urlEncode,
        .htmlEncode,
        .generateHash,
        .newUUID,
        // Documents
        .readFile,
        .writeFile,
        .appendFile,
        .prependFile,
        .saveFile,
        .getFile,
        .getDetailsOfFiles,
        .getContentsOfFolder,
        .createFolder,
        .copyFile,
        .moveFile,
        .renameFile,
        .deleteFiles,
        // Dates
        .currentDate,
        .formatDate,
        .adjustDate,
        .getTimeBetweenDates,
        .getDatesFromInput,
        // Web
        .getContentsOfUrl,
        .getHeadersOfUrl,
        .expandUrl,
        .getComponentOfUrl,
        .makeUrl,
        .getUrlsFromInput,
        // Sharing
        .sendMessage,
        .copyToClipboard,
        // Scripting
        .runShellScript,
        .runShortcut,
        .wait,
        .setFocus,
        .askForInput,
        .showAlert,
        .showNotification,
        .comment,
        .hasAnyValue,
        .valueOr,
        .getEnvironmentVariable,
        .getDeviceDetails,
        .waitUntil,
        .getType,
    ]

    /// The action a program names (`show-result`), if there is one.
    public static func named(_ name: String) -> ActionEntry? { byName[name] }

    /// The actions that stand for a Shortcuts action, by its name in any case ("get dictionary value").
    public static func standingFor(shortcutsName name: String) -> [ActionEntry] {
        let wanted = name.lowercased()
        return all.filter { entry in entry.shortcutsNames.contains { $0.lowercased() == wanted } }
    }

    static let byName: [String: ActionEntry] = Dictionary(all.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
}
