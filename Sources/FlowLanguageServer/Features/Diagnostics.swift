import FlowDiagnostics
import FlowState

/// A diagnostic as published, kept with the file it is in: code actions
/// turn its fix-its into edits, and must count positions in the same text.
struct PublishedDiagnostic {
    var diagnostic: Diagnostic
    var file: SourceFile
    var json: JSONValue
}

extension LanguageServer {
    /// The checker's diagnostic as LSP's: its range, severity, stable id as
    /// `code`, and each note with a place as related information (a note
    /// without one joins the message, where every editor shows it).
    func lspDiagnostic(_ diagnostic: Diagnostic, in file: SourceFile, uri: String) -> JSONValue {
        let positions = PositionMap(file: file, encoding: encoding)
        let severity: Int = switch diagnostic.severity {
        case .error: 1
        case .warning: 2
        case .note: 3
        }
        var message = diagnostic.message
        var related: [JSONValue] = []
        for note in diagnostic.notes {
            if let range = note.range {
                related.append(["location": ["uri": JSONValue(uri), "range": positions.json(range)], "message": JSONValue(note.message)])
            } else {
                message += "\n" + note.message
            }
        }
        return .object([
            "range": positions.json(diagnostic.range),
            "severity": JSONValue(severity),
            "code": JSONValue(diagnostic.id),
            "source": diagnostic.id.hasPrefix("lint.") ? "flow lint" : "flow",
            "message": JSONValue(message),
            "relatedInformation": .array(related),
        ])
    }

    /// Checks every document whose diagnostics are owed and publishes them:
    /// the document's own, and those of each file it uses that is not open
    /// itself (an open one publishes its own). A used file no longer used
    /// gets an empty list, so its old squiggles go.
    func publishPending() {
        let uris = pending.sorted()
        pending.removeAll()
        for uri in uris {
            guard let document = project.document(uri) else { continue }
            let analysis = analysis(of: document)
            var covered: Set<String> = []
            for (file, diagnostics) in analysis.diagnostics {
                let isDocument = Project.key(file.path) == Project.key(document.path)
                guard isDocument || project.document(atPath: file.path) == nil, !file.path.hasPrefix("<") else { continue }
                guard let target = isDocument ? uri : project.uri(forPath: file.path) else { continue }
                if !isDocument {
                    // A used file without problems needs no publication unless it had some before.
                    if diagnostics.isEmpty && published[target] == nil { continue }
                    covered.insert(target)
                }
                publish(diagnostics, in: file, uri: target, version: isDocument ? document.version : nil)
            }
            lintPending.insert(uri)
            for stale in (publishedFor[uri] ?? []).subtracting(covered) where project.document(stale) == nil {
                publish([], in: SourceFile(path: stale, bytes: []), uri: stale, version: nil)
            }
            publishedFor[uri] = covered
        }
        // Published: now the replaced analyses can go (before lint, which waits for quiet).
        retired.removeAll()
    }

    /// Adds `flow lint`'s warnings to the documents' published diagnostics
    /// (for their fix-its), for documents whose analysis is still current.
    func publishLint() {
        let uris = lintPending.sorted()
        lintPending.removeAll()
        for uri in uris {
            guard let document = project.document(uri), let analysis = analyses[uri], analysis.revision == document.revision,
                  !analysis.lintWarnings.isEmpty,
                  let own = analysis.diagnostics.first(where: { Project.key($0.file.path) == Project.key(document.path) }) else { continue }
            publish(own.diagnostics + analysis.lintWarnings, in: own.file, uri: uri, version: document.version)
        }
    }

    func publish(_ diagnostics: [Diagnostic], in file: SourceFile, uri: String, version: Int?) {
        let list = diagnostics.map { PublishedDiagnostic(diagnostic: $0, file: file, json: lspDiagnostic($0, in: file, uri: uri)) }
        published[uri] = list.isEmpty ? nil : list
        notify("textDocument/publishDiagnostics", .fields(["uri": JSONValue(uri), "version": version.map { JSONValue($0) },
                                                          "diagnostics": .array(list.map(\.json))]))
    }

    /// A closed document's diagnostics (and those published for the files it used) are withdrawn.
    func clearDiagnostics(of uri: String) {
        publish([], in: SourceFile(path: uri, bytes: []), uri: uri, version: nil)
        for used in publishedFor.removeValue(forKey: uri) ?? [] where project.document(used) == nil {
            publish([], in: SourceFile(path: used, bytes: []), uri: used, version: nil)
        }
    }

    /// The analysis of a document's current text, made now if it is out of date.
    func analysis(of document: Document) -> Analysis {
        if let analysis = analyses[document.uri], analysis.revision == document.revision { return analysis }
        if let old = analyses[document.uri] { retired.append(old) }
        let analysis = Analysis(document: document, project: project)
        analyses[document.uri] = analysis
        return analysis
    }
}
