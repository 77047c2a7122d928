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
        return Site(document: document, analysis: readableAnalysis(of: document), positions: positions, offset: offset)
    }

    /// The analysis to read names from: the document's own, or, when its text
    /// does not parse (the checker then checks nothing of it), one of the text
    /// with its broken statements blanked, so the rest of the file still
    /// answers hover, definition, references and colors while a line is typed.
    func readableAnalysis(of document: Document) -> Analysis {
        let own = analysis(of: document)
        guard own.parse?.hasErrors == true else { return own }
        if let repaired = repairedAnalyses[document.uri], repaired.revision == document.revision { return repaired }
        guard let bytes = Repair.parseable(document.bytes, path: document.path) else { return own }
        let repaired = Analysis(file: SourceFile(path: document.path, bytes: bytes), version: document.version, revision: document.revision,
                                project: project)
        repairedAnalyses[document.uri] = repaired
        return repaired
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
