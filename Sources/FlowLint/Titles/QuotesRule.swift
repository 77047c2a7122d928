import FlowCompiler

/// `lint.title.quotes`: no quotation marks in a title unless they enclose
/// content used verbatim: a placeholder of a String parameter (a message's
/// text, `Add '${title}'`), in a shortcut's title text the shortcut passes
/// on as it is (one of its string literals), in an app's suggestion one of
/// its text values. Apostrophes are not
/// quotation marks. The fix-it removes the marks.
public struct QuotesRule: LintRule {
    public let id = "lint.title.quotes"
    public let summary = "No quotation marks in titles, except around content used verbatim (a String parameter, a message's text)."

    public init() {}

    public func check(_ input: LintInput) -> [LintFinding] {
        input.titles.compactMap { text -> LintFinding? in
            let tokens = text.tokens
            var marks: [Int] = []
            for span in text.quotations where !isVerbatim(span, tokens: tokens, in: text) {
                marks.append(span.open)
                if let close = span.close { marks.append(close) }
            }
            guard let first = marks.first else { return nil }
            let edits = marks.map { TitleText.replacing(tokens[$0], with: "") }
            return LintFinding(self, in: text.file, at: text.sourceRange(of: tokens[first]),
                               "\(text.what) has quotation marks around what is not used verbatim",
                               notes: [.init("quotation marks are for content used as it is, such as the text of a message")],
                               fixIts: text.fixIt(edits).map { [$0] } ?? [])
        }
    }

    func isVerbatim(_ span: (open: Int, close: Int?), tokens: [TitleText.Token], in text: TitleText) -> Bool {
        guard let close = span.close, close > span.open + 1 else { return false }
        let inside = tokens[(span.open + 1)..<close]
        if inside.count == 1, let only = inside.first, only.piece < text.pieces.count,
           case .placeholder(let path, _, _) = text.pieces[only.piece], path.count == 1, text.placeholderTypes[path[0]] == .string {
            return true
        }
        guard let first = inside.first, let last = inside.last, first.piece == last.piece,
              case .text(let piece, _) = text.pieces[first.piece] else { return false }
        return text.verbatim.contains(String(piece[first.range.lowerBound..<last.range.upperBound]))
    }
}
