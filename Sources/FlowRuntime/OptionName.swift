/// How a typed name finds an option: regardless of case, spaces and
/// punctuation, by display string or identifier, so `redPepper`,
/// `red-pepper` and "Red Pepper" all name the topping "Red Pepper".
public enum OptionName {
    /// The letters and digits of `text`, lowercased.
    public static func folded(_ text: String) -> String {
        String(text.lowercased().unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) }.map(Character.init))
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
