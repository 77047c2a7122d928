/// How a typed name finds an option: regardless of case, spaces and
/// punctuation, by display string or identifier, so `redPepper`,
/// `red-pepper` and "Red Pepper" all name the topping "Red Pepper".
public enum OptionName {
    /// The letters and digits of `text`, lowercased: how two spellings of one
    /// name compare, for options here and for shortcut names (`NameMatch`).
    public static func folded(_ text: String) -> String {
        String(text.lowercased().filter { $0.isLetter || $0.isNumber })
    }

    /// Whether `text` names `option`: its display string or, for an app's
    /// object, its identifier.
    public static func names(_ text: String, _ option: RuntimeValue) -> Bool {
        let key = folded(text)
        guard !key.isEmpty else { return false }
        if folded(option.description) == key { return true }
        if case .object(let object) = option { return folded(object.identifier) == key }
        return false
    }
}
