import Foundation
import FlowDiagnostics
@testable import FlowSyntax
@_exported import FlowTestSupport

/// The repository's root, found from this file's path, so tests read
/// `Grammar/`, `Workflows/` and fixtures wherever the clone is.
let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

let fixturesDirectory = packageRoot.appendingPathComponent("Tests/FlowSyntaxTests/Fixtures")

func parse(_ text: String, path: String = "test.flow") -> ParseResult {
    Parser.parse(SourceFile(path: path, text: text))
}

func parse(bytes: [UInt8], path: String = "test.flow") -> ParseResult {
    Parser.parse(SourceFile(path: path, bytes: bytes))
}

/// The ids of a parse's diagnostics, in order.
func ids(_ result: ParseResult) -> [String] {
    result.diagnostics.diagnostics.map(\.id)
}

/// The structure of a tree without positions: equal for equal meaning.
func structure(_ result: ParseResult) -> String {
    SyntaxDumper(file: result.file, includeRanges: false).dump(result.syntax)
}

/// Diagnostics rendered plainly, as `flow check --color never` prints them.
func rendered(_ result: ParseResult) -> String {
    DiagnosticRenderer(useColor: false).render(result.diagnostics.diagnostics, in: result.file)
}

/// `.flow` files below a directory, sorted.
func flowFiles(in directory: URL) -> [URL] {
    let names = (FileManager.default.enumerator(atPath: directory.path)?.allObjects as? [String]) ?? []
    return names.filter { $0.hasSuffix(".flow") }.sorted().map { directory.appendingPathComponent($0) }
}

func read(_ url: URL) -> [UInt8] {
    (try? Array(Data(contentsOf: url))) ?? []
}

/// Marker-annotated source: `1️⃣` marks where a diagnostic is expected. Returns
/// the text without markers and the offset of each marker, by number.
func extractMarkers(_ annotated: String) -> (text: String, offsets: [Int: Int]) {
    let markers = ["1️⃣": 1, "2️⃣": 2, "3️⃣": 3, "4️⃣": 4, "5️⃣": 5]
    var text = ""
    var offsets: [Int: Int] = [:]
    for character in annotated {
        if let number = markers[String(character)] {
            offsets[number] = text.utf8.count
        } else {
            text.append(character)
        }
    }
    return (text, offsets)
}
