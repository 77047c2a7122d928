import Foundation

/// A folder's entries for Get Contents of Folder: its own, or everything
/// under it; hidden names left out, symlinked folders not followed (so a
/// link cannot lead the listing out of the granted folder or round a loop).
struct FolderListing {
    let folder: String
    let recursive: Bool

    func entries() -> Result<[FileDetails], FolderListingFailure> {
        var found: [FileDetails] = []
        var pending = [folder]
        while let current = pending.popLast() {
            let names: [String]
            do { names = try FileManager.default.contentsOfDirectory(atPath: current) }
            catch { return .failure(FolderListingFailure(description: SystemReason.describe(error))) }
            for name in names where !name.hasPrefix(".") {
                guard let details = FileDetails((current as NSString).appendingPathComponent(name)) else { continue }
                found.append(details)
                if recursive, details.isFolder { pending.append(details.path) }
            }
        }
        return .success(found)
    }

    /// Sorted by a detail, names in natural order breaking ties, so the order never depends on the file system's.
    static func sorted(_ files: [FileDetails], by key: String, descending: Bool) -> [FileDetails] {
        func ascending(_ a: FileDetails, _ b: FileDetails) -> Bool {
            switch key {
            case "size" where a.size != b.size: return a.size < b.size
            case "creation-date" where a.created != b.created: return (a.created ?? .distantPast) < (b.created ?? .distantPast)
            case "modification-date" where a.modified != b.modified: return (a.modified ?? .distantPast) < (b.modified ?? .distantPast)
            default: return a.path.localizedStandardCompare(b.path) == .orderedAscending
            }
        }
        return files.sorted { descending ? ascending($1, $0) : ascending($0, $1) }
    }
}

struct FolderListingFailure: Error, CustomStringConvertible {
    var description: String
}
