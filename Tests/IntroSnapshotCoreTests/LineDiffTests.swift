import Testing

@testable import IntroSnapshotCore

/// The unified diff that text and layout failures print.
@Suite struct LineDiffTests {
    @Test func unifiedDiffWithContext() {
        let old = (1...12).map { "line \($0)" }.joined(separator: "\n") + "\n"
        var lines = (1...12).map { "line \($0)" }
        lines[5] = "line six"
        lines.insert("new line", at: 11)
        let diff = LineDiff(old: old, new: lines.joined(separator: "\n") + "\n")
        #expect(
            diff.unified(oldName: "reference", newName: "actual", context: 2) == """
                --- reference
                +++ actual
                @@ -4,5 +4,5 @@
                 line 4
                 line 5
                -line 6
                +line six
                 line 7
                 line 8
                @@ -10,3 +10,4 @@
                 line 10
                 line 11
                +new line
                 line 12
                """)
    }

    @Test func editsAreMinimal() {
        let diff = LineDiff(old: "a\nb\nc\na\nb\nb\na\n", new: "c\nb\na\nb\na\nc\n")
        #expect(diff.edits.filter { !$0.isSame }.count == 5)  // Myers' example: D = 5
        let kept = diff.edits.compactMap { if case .same(let line) = $0 { line } else { nil } }
        #expect(kept.count == 4)
    }

    @Test func emptySides() {
        #expect(LineDiff(old: "", new: "a\n").unified(oldName: "r", newName: "a") == "--- r\n+++ a\n@@ -0,0 +1,1 @@\n+a")
        #expect(LineDiff(old: "a\n", new: "").unified(oldName: "r", newName: "a") == "--- r\n+++ a\n@@ -1,1 +0,0 @@\n-a")
        #expect(LineDiff(old: "same\n", new: "same\n").edits == [.same("same")])
    }

    @Test func longDiffsAreCut() {
        let old = (0..<1000).map { "a\($0)" }.joined(separator: "\n")
        let new = (0..<1000).map { $0 % 10 == 0 ? "b\($0)" : "a\($0)" }.joined(separator: "\n")
        let text = LineDiff(old: old, new: new).unified(oldName: "r", newName: "a", maximumLines: 50)
        #expect(text.split(separator: "\n").count <= 53)
        #expect(text.hasSuffix("more diff lines not shown"))
    }

    @Test func textDiffingMessage() throws {
        let failure = try #require(Diffing<String>.lines().diff("a\nb\n", "a\nc\n"))
        #expect(failure.message == "--- reference\n+++ actual\n@@ -1,2 +1,2 @@\n a\n-b\n+c")
        #expect(Diffing<String>.lines().diff("a\n", "a\n") == nil)
    }
}
