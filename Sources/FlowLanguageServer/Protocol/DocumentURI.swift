import Foundation

/// Editors name documents by URI (`file:///home/amy/lunch.flow`); the
/// checker names files by path. Other schemes (`untitled:Untitled-1`) keep
/// the URI as their path: such a document has no folder for `use "..."`.
enum DocumentURI {
    static func path(_ uri: String) -> String {
        guard uri.hasPrefix("file:"), let url = URL(string: uri), url.isFileURL else { return uri }
        return url.standardizedFileURL.path
    }

    static func uri(_ path: String) -> String {
        guard path.hasPrefix("/") else { return path }
        return URL(fileURLWithPath: path).absoluteString
    }
}
