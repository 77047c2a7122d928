import Foundation

extension SharedJournal {
    /// Every whole record decoded as `Record`, oldest first, and a warning
    /// naming the file for each line not trusted and each record that is not
    /// one (`what`: "a message"), skipped: one bad record never hides the rest.
    ///
    /// - Throws: the file exists but cannot be read (permission, a folder in its place).
    public func decoded<Record: Decodable>(as type: Record.Type, what: String) throws(StateError) -> (records: [Record], warnings: [String]) {
        let contents = try read()
        var records: [Record] = []
        var warnings = contents.problems.map { "warning: \($0)" }
        for (index, record) in contents.records.enumerated() {
            if let decoded = try? JSONDecoder().decode(Record.self, from: Data(record)) {
                records.append(decoded)
            } else {
                warnings.append("warning: \(path): record \(index + 1) is not \(what); skipped it")
            }
        }
        return (records, warnings)
    }
}
