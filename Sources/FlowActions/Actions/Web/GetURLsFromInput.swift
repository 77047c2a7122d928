import Foundation
import FlowModel

extension ActionEntry {
    /// Shortcuts' Get URLs from Input: the links written in text, in order
    /// (see `LinkScanner` for what counts as one).
    public static let getUrlsFromInput = ActionEntry(
        name: "get-urls-from-input", category: .web, shortcutsNames: ["Get URLs from Input"],
        keywords: ["links", "extract", "find", "detect"],
        summary: "Get URLs from ${text}",
        parameters: [.first("text", .string)],
        output: .list(.url), isIdempotent: true,
        example: #"get-urls-from-input("Menu at https://example.com/menu, photos at www.example.org.")"#
    ) { call, context in
        .list(LinkScanner.links(in: call.text("text")).map { .url($0) })
    }
}
