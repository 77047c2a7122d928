import FlowDiagnostics
import FlowSyntax
import FlowState

/// `textDocument/formatting` and `rangeFormatting`: `flow fmt`'s one
/// canonical layout (the formatter `flow fmt` uses), as the few line edits
/// that turn the text into it. A range keeps only the edits that touch it;
/// the layout itself does not depend on the range, so formatting a range
/// twice changes nothing the second time. A text with errors is not formatted,
/// as `flow fmt` leaves such files untouched.
extension LanguageServer {
    func formatting(_ params: JSONValue, range wantsRange: Bool) throws(RPC.Failure) -> JSONValue {
        let document = try document(params)
        let positions = document.positions(encoding)
        var limit: SourceRange?
        if wantsRange {
            guard let range = positions.range(params["range"]) else { throw .invalidParams("rangeFormatting gives a range") }
            limit = range
        }
        guard let formatted = Formatter.format(Parser.parse(document.file)) else {
            throw RPC.Failure(code: RPC.Failure.requestFailed, message: "not formatted: the file has errors (flow fmt leaves such files as they are)")
        }
        let edits = TextEdits.between(document.bytes, Array(formatted.utf8)).filter { edit in
            guard let limit else { return true }
            return edit.range.start <= limit.end && limit.start <= edit.range.end
        }
        return .array(edits.map { ["range": positions.json($0.range), "newText": JSONValue($0.text)] })
    }
}

/// Edits, in byte offsets of the old text, that make it the new text, line by line.
enum TextEdits {
    struct Edit {
        var range: SourceRange
        var text: String
    }

    static func between(_ old: [UInt8], _ new: [UInt8]) -> [Edit] {
        let oldLines = lines(old)
        let newLines = lines(new)
        var oldStarts = [0]
        for line in oldLines { oldStarts.append(oldStarts[oldStarts.count - 1] + line.count) }
        return LineDiff.hunks(oldLines.map { Substring(decoding: $0, as: UTF8.self) }, newLines.map { Substring(decoding: $0, as: UTF8.self) }).map { hunk in
            let bytes = newLines[hunk.newLines].flatMap { $0 }
            return Edit(range: SourceRange(start: oldStarts[hunk.oldLines.lowerBound], end: oldStarts[hunk.oldLines.upperBound]),
                        text: String(decoding: bytes, as: UTF8.self))
        }
    }

    /// Lines with their `\n`, so joining them gives back the text exactly.
    static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var result: [ArraySlice<UInt8>] = []
        var start = 0
        for index in bytes.indices where bytes[index] == 0x0A {
            result.append(bytes[start...index])
            start = index + 1
        }
        if start < bytes.count { result.append(bytes[start...]) }
        return result
    }
}
