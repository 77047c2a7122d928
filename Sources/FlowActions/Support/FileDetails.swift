import Foundation
import FlowModel

/// What Get Details of Files and Get Contents of Folder read of a file:
/// the system's attributes, once per file, for details, filters and sorts.
struct FileDetails {
    let path: String
    let attributes: [FileAttributeKey: Any]

    /// The file's details, or nil when nothing is at `path`.
    init?(_ path: String) {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return nil }
        self.path = path
        self.attributes = attributes
    }

    var name: String { (path as NSString).lastPathComponent }
    var fileExtension: String { (name as NSString).pathExtension }
    var size: Int { (attributes[.size] as? NSNumber)?.intValue ?? 0 }
    var modified: Date? { attributes[.modificationDate] as? Date }
    /// The birth time where the file system keeps one, else the modification time.
    var created: Date? { attributes[.creationDate] as? Date ?? modified }
    var isFolder: Bool { attributes[.type] as? FileAttributeType == .typeDirectory }
    var kind: String {
        switch attributes[.type] as? FileAttributeType {
        case .typeDirectory?: "folder"
        case .typeSymbolicLink?: "symbolic link"
        case .typeRegular?: "file"
        default: "other"
        }
    }

    /// Each detail a call may ask for, with its type.
    static let choices: [ActionChoice] = [
        .init("name", output: .string), .init("extension", output: .string), .init("size", output: .integer),
        .init("creation-date", output: .date), .init("modification-date", output: .date), .init("parent", output: .file),
        .init("kind", output: .string), .init("path", output: .string),
    ]

    func value(of detail: String) -> RuntimeValue {
        switch detail {
        case "name": .string(name)
        case "extension": .string(fileExtension)
        case "size": .integer(size)
        case "creation-date": created.map(RuntimeValue.date) ?? .nothing
        case "modification-date": modified.map(RuntimeValue.date) ?? .nothing
        case "parent": .file(path: (path as NSString).deletingLastPathComponent)
        case "kind": .string(kind)
        default: .string(path)
        }
    }
}
