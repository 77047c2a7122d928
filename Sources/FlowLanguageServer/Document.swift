import FlowDiagnostics
import FlowState

/// An open document: the editor's text, which is the truth while it is
/// open (not the file on disk), with its version.
///
/// Changes arrive as edits of ranges (incremental sync) or whole texts. An
/// edit is applied to the bytes, and a new `SourceFile` made: its line table
/// is what positions are counted against, and what the checker reads.
final class Document {
    let uri: String
    let path: String
    private(set) var version: Int
    private(set) var file: SourceFile
    /// Counts every change, whatever versions the client sends: what an analysis was made for.
    private(set) var revision = 0

    init(uri: String, version: Int, text: [UInt8]) {
        self.uri = uri
        self.path = DocumentURI.path(uri)
        self.version = version
        self.file = SourceFile(path: path, bytes: text)
    }

    var bytes: [UInt8] { file.bytes }

    func positions(_ encoding: PositionEncoding) -> PositionMap { PositionMap(file: file, encoding: encoding) }

    /// Applies `textDocument/didChange`'s content changes in order: each is
    /// `{range, text}` (replace the range, counted in the text as the
    /// earlier changes left it) or `{text}` (the whole new text).
    func apply(_ changes: [JSONValue], version: Int?, encoding: PositionEncoding) throws(RPC.Failure) {
        var current = file
        for change in changes {
            guard let text = change["text"]?.string else { throw .invalidParams("a content change has its text") }
            var bytes = current.bytes
            if let rangeValue = change["range"] {
                guard let range = PositionMap(file: current, encoding: encoding).range(rangeValue) else {
                    throw .invalidParams("a content change's range is {start, end} positions")
                }
                bytes.replaceSubrange(range.start..<range.end, with: Array(text.utf8))
            } else {
                bytes = Array(text.utf8)
            }
            current = SourceFile(path: path, bytes: bytes)
        }
        file = current
        revision += 1
        if let version { self.version = version }
    }
}
