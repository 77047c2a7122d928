import Foundation
import Testing
import FlowCompiler

/// `Sources/FlowActions/SHORTCUTS-ACTIONS.md` and the action entries agree:
/// a row's flow action exists, stands for the row's Shortcuts action and is
/// of the row's category; every Shortcuts name an entry lists has a row
/// naming that entry; the counts are the rows'. Adding an action and leaving
/// its row at `none` (or the reverse) fails here.
@Suite struct ShortcutsTableTests {
    struct Row {
        var category: String
        var shortcutsName: String
        var flow: String
        var status: String
    }

    struct Table {
        var rows: [Row] = []
        /// Each category's "N has, N partial, N none, of N." line, as numbers.
        var stated: [String: [Int]] = [:]
        /// The summary table's line for each category (and "all"): actions, has, partial, none.
        var summary: [String: [Int]] = [:]
        var categories: [String] = []
    }

    static func read() throws -> Table {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("Sources/FlowActions/SHORTCUTS-ACTIONS.md"), encoding: .utf8)
        var table = Table()
        var category: String?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("## ") {
                category = String(line.dropFirst(3))
                table.categories.append(String(line.dropFirst(3)))
            } else if let category, let match = line.wholeMatch(of: /(\d+) has, (\d+) partial, (\d+) none, of (\d+)\./) {
                table.stated[category] = [match.4, match.1, match.2, match.3].compactMap { Int($0) }
            } else if line.hasPrefix("|") {
                let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
                    .map { $0.trimmingCharacters(in: .whitespaces) }
                guard cells.count >= 4, cells[0] != "---", cells[0] != "Shortcuts action", cells[0] != "category" else { continue }
                if let category {
                    table.rows.append(Row(category: category, shortcutsName: cells[0], flow: cells[1], status: cells[2]))
                } else {
                    // The summary: "| [Text](#text) | 18 | 3 | 4 | 11 |".
                    let name = cells[0].wholeMatch(of: /\[(.+)\]\(#.+\)/).map { String($0.1) } ?? cells[0]
                    table.summary[name] = cells[1...].compactMap { Int($0) }
                }
            }
        }
        return table
    }

    /// The flow action a cell names: exactly one kebab-case name in backticks.
    static func action(in cell: String) -> String? {
        cell.wholeMatch(of: /`([a-z][a-z0-9]*(?:-[a-z0-9]+)*)`/).map { String($0.1) }
    }

    @Test func everyCategoryHasItsTableInOrder() throws {
        let table = try Self.read()
        #expect(table.categories == ActionCategory.allCases.map(\.rawValue))
    }

    @Test func everyRowIsWellFormedAndItsActionStandsForIt() throws {
        let table = try Self.read()
        #expect(table.rows.count > 80, "the table lost its rows: \(table.rows.count)")
        let names = table.rows.map(\.shortcutsName)
        #expect(Set(names).count == names.count, "a Shortcuts action has two rows: \(names.filter { name in names.filter { $0 == name }.count > 1 })")
        for row in table.rows {
            #expect(["has", "partial", "none"].contains(row.status), "\(row.shortcutsName): status '\(row.status)'")
            if row.status == "none" {
                #expect(row.flow == "—", "\(row.shortcutsName) is none, so its flow cell is '—', not '\(row.flow)'")
                continue
            }
            if let name = Self.action(in: row.flow) {
                guard let entry = ActionCatalog.named(name) else {
                    Issue.record("\(row.shortcutsName): there is no flow action '\(name)'")
                    continue
                }
                #expect(entry.shortcutsNames.contains(row.shortcutsName), "'\(name)' does not list \"\(row.shortcutsName)\" in its shortcutsNames")
                #expect(entry.category.rawValue == row.category, "'\(name)' is in \(entry.category.rawValue), its row in \(row.category)")
            } else {
                #expect(row.flow.hasPrefix("expression: "), "\(row.shortcutsName): the flow cell names an action (`name`) or starts with 'expression: ', not '\(row.flow)'")
            }
        }
    }

    @Test func everyShortcutsNameOfAnEntryHasARowNamingIt() throws {
        let table = try Self.read()
        for entry in ActionCatalog.all {
            for name in entry.shortcutsNames {
                let row = table.rows.first { $0.shortcutsName == name }
                #expect(row.flatMap { Self.action(in: $0.flow) } == entry.name,
                        "\(entry.name) stands for \"\(name)\": its row in SHORTCUTS-ACTIONS.md must name `\(entry.name)`")
            }
        }
    }

    @Test func theCountsAreTheRows() throws {
        let table = try Self.read()
        var all = [0, 0, 0, 0]
        for category in table.categories {
            let rows = table.rows.filter { $0.category == category }
            let counts = [rows.count] + ["has", "partial", "none"].map { status in rows.filter { $0.status == status }.count }
            #expect(table.stated[category] == counts, "\(category) says \(table.stated[category] ?? []), its rows are \(counts)")
            #expect(table.summary[category] == counts, "the summary's \(category) line says \(table.summary[category] ?? []), its rows are \(counts)")
            all = zip(all, counts).map(+)
        }
        #expect(table.summary["all"] == all, "the summary's total line")
    }
}
