/// The lines that differ between two texts, as hunks to replace: an editor
/// applies small edits without moving the cursor or folding state, where
/// one edit of the whole text would reset them. Myers' O((N+M)·D) algorithm
/// over lines, after the common first and last lines are set aside (a
/// formatting change is usually a few lines of a long file).
enum LineDiff {
    struct Hunk: Equatable {
        /// Lines `oldLines` of the old text become `newLines` of the new.
        var oldLines: Range<Int>
        var newLines: Range<Int>
    }

    /// Beyond this many differing lines, one hunk of everything between the
    /// common ends: the search would cost more than the edit saves.
    static let maximumDistance = 500

    static func hunks(_ old: [Substring], _ new: [Substring]) -> [Hunk] {
        var prefix = 0
        while prefix < old.count && prefix < new.count && old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix && suffix < new.count - prefix && old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        let a = Array(old[prefix..<(old.count - suffix)])
        let b = Array(new[prefix..<(new.count - suffix)])
        if a.isEmpty && b.isEmpty { return [] }
        guard let script = editScript(a, b) else {
            return [Hunk(oldLines: prefix..<(old.count - suffix), newLines: prefix..<(new.count - suffix))]
        }
        return script.map { Hunk(oldLines: ($0.oldLines.lowerBound + prefix)..<($0.oldLines.upperBound + prefix),
                                 newLines: ($0.newLines.lowerBound + prefix)..<($0.newLines.upperBound + prefix)) }
    }

    /// Myers' greedy forward search; nil when the distance passes the maximum.
    static func editScript(_ a: [Substring], _ b: [Substring]) -> [Hunk]? {
        let n = a.count, m = b.count
        let limit = min(n + m, maximumDistance)
        let offset = limit + 1
        var v = [Int](repeating: 0, count: 2 * limit + 3)
        var trace: [[Int]] = []
        for d in 0...limit {
            trace.append(v)
            for k in stride(from: -d, through: d, by: 2) {
                var x = (k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1])) ? v[offset + k + 1] : v[offset + k - 1] + 1
                var y = x - k
                while x < n && y < m && a[x] == b[y] {
                    x += 1
                    y += 1
                }
                v[offset + k] = x
                if x >= n && y >= m { return backtrack(trace, n: n, m: m, offset: offset) }
            }
        }
        return nil
    }

    /// Walks the search back from the end, joining single edits into hunks.
    static func backtrack(_ trace: [[Int]], n: Int, m: Int, offset: Int) -> [Hunk] {
        var x = n, y = m
        var hunks: [Hunk] = []
        func add(_ oldLine: Int, _ newLine: Int, deleting: Bool) {
            let old = deleting ? oldLine..<(oldLine + 1) : oldLine..<oldLine
            let new = deleting ? newLine..<newLine : newLine..<(newLine + 1)
            if let last = hunks.last, last.oldLines.lowerBound == old.upperBound, last.newLines.lowerBound == new.upperBound {
                hunks[hunks.count - 1] = Hunk(oldLines: old.lowerBound..<last.oldLines.upperBound, newLines: new.lowerBound..<last.newLines.upperBound)
            } else {
                hunks.append(Hunk(oldLines: old, newLines: new))
            }
        }
        for d in stride(from: trace.count - 1, to: 0, by: -1) {
            let v = trace[d]
            let k = x - y
            let previousK = (k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1])) ? k + 1 : k - 1
            let previousX = v[offset + previousK]
            let previousY = previousX - previousK
            while x > previousX && y > previousY {
                x -= 1
                y -= 1
            }
            if previousK == k + 1 { add(previousX, previousY, deleting: false) } else { add(previousX, previousY, deleting: true) }
            x = previousX
            y = previousY
        }
        return hunks.reversed()
    }
}
