/// Where an item is in a list: flow counts from 1, as Shortcuts does (Get
/// Item from List, Repeat Index), and from the end with negative numbers:
/// `xs[1]` is the first item, `xs[-1]` the last. There is no item 0.
///
/// The one rule for subscripts at run time, the checker's literal indexes,
/// and `get-item-from-list`.
public enum ListPosition {
    /// The array index of `position` in a list of `count` items, or nil when
    /// there is none there (0, or beyond either end).
    public static func index(_ position: Int, count: Int) -> Int? {
        if position > 0 { return position <= count ? position - 1 : nil }
        if position < 0 { return position >= -count ? count + position : nil }
        return nil
    }

    /// Why `position` is not an item of a list of `count` items: "index 5 is
    /// beyond the list's 3 items", or that lists count from 1.
    public static func refusal(_ position: Int, count: Int) -> String {
        if position == 0 { return "there is no item 0: lists count from 1 (the first item is [1], the last [-1])" }
        if count == 0 { return "index \(position) is beyond the list's end: the list is empty" }
        return "index \(position) is beyond the list's \(count) item\(count == 1 ? "" : "s")"
    }
}
