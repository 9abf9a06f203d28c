/// A line-based diff (Myers' algorithm) printed as a unified diff.
struct LineDiff {
    /// One line of the edit script.
    enum Edit: Equatable {
        case same(String)
        case removed(String)
        case inserted(String)
    }

    /// The shortest edit script from `old` to `new`.
    let edits: [Edit]

    /// Diffs two texts line by line.
    init(old: String, new: String) {
        self.init(old: LineDiff.lines(old), new: LineDiff.lines(new))
    }

    /// Diffs two lists of lines.
    init(old: [Substring], new: [Substring]) {
        edits = LineDiff.shortestEditScript(old, new)
    }

    /// Lines without their terminators; a final newline does not start an empty line.
    static func lines(_ text: String) -> [Substring] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// The most differing lines Myers' search looks for; past that the middle of the texts
    /// is shown as removed then inserted, so memory stays bounded (the search keeps O(D²)).
    static let maximumDistance = 2_000

    /// The edit script: common head and tail, then Myers' algorithm on what is between.
    private static func shortestEditScript(_ a: [Substring], _ b: [Substring]) -> [Edit] {
        let head = zip(a, b).prefix { $0 == $1 }.count
        let tail = zip(a[head...].reversed(), b[head...].reversed()).prefix { $0 == $1 }.count
        let middle = myers(Array(a[head..<(a.count - tail)]), Array(b[head..<(b.count - tail)]))
        return a[..<head].map { .same(String($0)) } + middle + a[(a.count - tail)...].map { .same(String($0)) }
    }

    /// Myers' O((N + M) D) greedy algorithm, keeping each round's frontier to trace back.
    private static func myers(_ a: [Substring], _ b: [Substring]) -> [Edit] {
        let (n, m) = (a.count, b.count)
        // rounds[d][k + d]: the furthest x that d edits reach on diagonal k = x − y.
        var rounds: [[Int]] = []
        var finished = n == 0 && m == 0
        var d = 0
        while !finished {
            guard d <= maximumDistance else {
                return a.map { Edit.removed(String($0)) } + b.map { Edit.inserted(String($0)) }
            }
            var frontier = [Int](repeating: 0, count: 2 * d + 1)
            for k in stride(from: -d, through: d, by: 2) {
                var x = rounds.last.map { Self.start(k: k, d: d, $0) } ?? 0
                var y = x - k
                while x < n, y < m, a[x] == b[y] {
                    x += 1
                    y += 1
                }
                frontier[k + d] = x
                if x >= n && y >= m { finished = true }
            }
            rounds.append(frontier)
            d += 1
        }
        // Back from the end: each round is a snake (equal lines) after one edit.
        var edits: [Edit] = []
        var (x, y) = (n, m)
        for d in stride(from: rounds.count - 1, through: 0, by: -1) {
            var previousX = 0
            var previousY = 0
            var edit: Edit?
            var (snakeX, snakeY) = (0, 0)
            if d > 0 {
                let k = x - y
                let previousK = Self.comesFromAbove(k: k, d: d, rounds[d - 1]) ? k + 1 : k - 1
                previousX = rounds[d - 1][previousK + d - 1]
                previousY = previousX - previousK
                if previousK == k + 1 {
                    edit = .inserted(String(b[previousY]))
                    (snakeX, snakeY) = (previousX, previousY + 1)
                } else {
                    edit = .removed(String(a[previousX]))
                    (snakeX, snakeY) = (previousX + 1, previousY)
                }
            }
            while x > snakeX && y > snakeY {
                x -= 1
                y -= 1
                edits.append(.same(String(a[x])))
            }
            if let edit { edits.append(edit) }
            (x, y) = (previousX, previousY)
        }
        return edits.reversed()
    }

    /// Whether round `d` reached diagonal `k` by an insertion (from k + 1) rather than a removal.
    private static func comesFromAbove(k: Int, d: Int, _ previous: [Int]) -> Bool {
        k == -d || (k != d && previous[k - 1 + d - 1] < previous[k + 1 + d - 1])
    }

    /// Where round `d` starts on diagonal `k`, from the previous round's frontier.
    private static func start(k: Int, d: Int, _ previous: [Int]) -> Int {
        comesFromAbove(k: k, d: d, previous) ? previous[k + 1 + d - 1] : previous[k - 1 + d - 1] + 1
    }

    /// The diff in unified format: `@@ -l,s +l,s @@` hunks with `context` lines around each
    /// change, at most `maximumLines` lines of hunks (the rest is counted, not shown).
    func unified(oldName: String, newName: String, context: Int = 3, maximumLines: Int = 200) -> String {
        var output = ["--- \(oldName)", "+++ \(newName)"]
        var shown = 0
        var hidden = 0
        for hunk in hunks(context: context) {
            let lines = [hunk.header] + hunk.lines
            if shown + lines.count > maximumLines && shown > 0 {
                hidden += hunk.lines.count
                continue
            }
            output += lines
            shown += lines.count
        }
        if hidden > 0 { output.append("… \(hidden) more diff lines not shown") }
        return output.joined(separator: "\n")
    }

    private struct Hunk {
        var header: String
        var lines: [String]
    }

    /// Groups the edits into hunks: changes closer than 2 × `context` share one.
    private func hunks(context: Int) -> [Hunk] {
        let changed = edits.indices.filter { !edits[$0].isSame }
        var groups: [ClosedRange<Int>] = []
        for index in changed {
            let range = max(0, index - context)...min(edits.count - 1, index + context)
            if let last = groups.last, range.lowerBound <= last.upperBound + 1 {
                groups[groups.count - 1] = last.lowerBound...range.upperBound
            } else {
                groups.append(range)
            }
        }
        return groups.map(hunk)
    }

    private func hunk(_ range: ClosedRange<Int>) -> Hunk {
        // Line numbers (1-based) where the hunk starts in each text.
        let before = edits[..<range.lowerBound]
        let oldStart = before.filter { !$0.isInserted }.count + 1
        let newStart = before.filter { !$0.isRemoved }.count + 1
        let slice = edits[range]
        let oldCount = slice.filter { !$0.isInserted }.count
        let newCount = slice.filter { !$0.isRemoved }.count
        let lines = slice.map { edit in
            switch edit {
            case .same(let line): " " + line
            case .removed(let line): "-" + line
            case .inserted(let line): "+" + line
            }
        }
        // An empty side is numbered by the line before it, as `diff -u` does.
        let oldLine = oldCount == 0 ? oldStart - 1 : oldStart
        let newLine = newCount == 0 ? newStart - 1 : newStart
        return Hunk(header: "@@ -\(oldLine),\(oldCount) +\(newLine),\(newCount) @@", lines: lines)
    }
}

extension LineDiff.Edit {
    var isSame: Bool {
        if case .same = self { return true }
        return false
    }

    var isInserted: Bool {
        if case .inserted = self { return true }
        return false
    }

    var isRemoved: Bool {
        if case .removed = self { return true }
        return false
    }
}
