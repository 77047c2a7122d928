import FlowDiagnostics
import FlowState

/// A request about a place in a document: the document, its analysis (for
/// the text as it is now), how positions count, and the offset asked about.
struct Site {
    let document: Document
    let analysis: Analysis
    let positions: PositionMap
    let offset: Int

    var file: SourceFile { document.file }
    var uri: String { document.uri }
}

extension LanguageServer {
    /// The document a request names: the open one, else the file on disk
    /// (an editor may ask about a file it has not opened).
    func document(_ params: JSONValue) throws(RPC.Failure) -> Document {
        guard let uri = params["textDocument"]?["uri"]?.string else { throw .invalidParams("the request names its textDocument's uri") }
        if let document = project.document(uri) { return document }
        guard let bytes = project.read(DocumentURI.path(uri)) else {
            throw RPC.Failure(code: RPC.Failure.requestFailed, message: "'\(uri)' is neither open nor readable")
        }
        return Document(uri: uri, version: 0, text: bytes)
    }

    /// The document, its analysis and the offset of `params.position`.
    func site(_ params: JSONValue) throws(RPC.Failure) -> Site {
        let document = try document(params)
        let positions = document.positions(encoding)
        guard let offset = positions.offset(params["position"]) else { throw .invalidParams("the request gives a position {line, character}") }
        return Site(document: document, analysis: analysis(of: document), positions: positions, offset: offset)
    }

    /// A location in a file the checker named by `path`, at `range`.
    func location(path: String, range: SourceRange, file: SourceFile) -> JSONValue? {
        guard let uri = project.uri(forPath: path) else { return nil }
        return ["uri": JSONValue(uri), "range": PositionMap(file: file, encoding: encoding).json(range)]
    }
}

extension SourceRange {
    /// Whether an offset is in the range or right at its end (where a cursor after a word is).
    func touches(_ offset: Int) -> Bool { start <= offset && offset <= end }
}
