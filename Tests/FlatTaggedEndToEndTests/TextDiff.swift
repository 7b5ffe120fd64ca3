/// A line diff for test failures: lines only in the expected text start with `-`, lines only
/// in the actual text with `+`, with two lines of context around each change.
enum TextDiff {
    static func unified(expected: String, actual: String) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        // Longest common subsequence table.
        var table = [[Int]](repeating: [Int](repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                table[i][j] = old[i] == new[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var lines: [(Character, Substring)] = []
        var i = 0
        var j = 0
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                lines.append((" ", old[i]))
                i += 1
                j += 1
            } else if j < new.count, i == old.count || table[i][j + 1] >= table[i + 1][j] {
                lines.append(("+", new[j]))
                j += 1
            } else {
                lines.append(("-", old[i]))
                i += 1
            }
        }
        let changed = lines.indices.filter { lines[$0].0 != " " }
        var shown = Set<Int>()
        for index in changed {
            for near in max(0, index - 2)...min(lines.count - 1, index + 2) { shown.insert(near) }
        }
        var output: [String] = []
        var previous = -1
        for index in shown.sorted() {
            if previous >= 0, index > previous + 1 { output.append("   …") }
            output.append("\(lines[index].0) \(lines[index].1)")
            previous = index
        }
        return output.joined(separator: "\n")
    }
}
