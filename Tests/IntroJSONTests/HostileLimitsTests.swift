import Foundation
import IntroJSON
import Testing

/// The parser's and the decoding context's defences against hostile documents.
@Suite struct HostileLimitsTests {
    @Test func stringsLongerThanTheLimitAreRefusedAtTheirQuote() throws {
        let parser = JSONParser(maximumStringLength: 3)
        #expect(throws: Never.self) { try parser.parse(#"["abc", "ééé", "👍🏽👍"]"#) }
        #expect(throws: JSONSyntaxError(.stringTooLong(length: 4, limit: 3), at: SourcePosition(line: 1, column: 9, offset: 8))) {
            try parser.parse(#"["abc", "abcd"]"#)
        }
        #expect(throws: JSONSyntaxError.self) { try parser.parse(#"{"long key": 1}"#) }
    }

    @Test func aContextRecordsAHundredProblemsOfASeverityThenCounts() throws {
        let members = (0..<250).map { #""k\#($0)": 1"# }.joined(separator: ",")
        let document = try JSONParser().parse("{" + members + "}")
        let context = JSONDecodingContext(document: document)
        context.object(JSONNode(document.root, path: .root))?.warnAboutUnknownKeys(known: [])
        context.error(JSONMessage("json.decode.missingKey", texts: ["title"]), at: JSONNode(document.root, path: .root))
        let diagnostics = context.diagnostics
        #expect(diagnostics.count == JSONDecodingContext.maximumRecorded + 2)
        #expect(diagnostics.last?.message == JSONMessage("json.decode.moreDiagnostics", texts: ["0", "150"]))
        #expect(diagnostics.last?.severity == .warning)
        #expect(context.hasErrors)
    }

    /// 200,000 levels of nesting: freeing them the default way recursed once per level and
    /// overflowed the main thread's stack past about 60,000 (a test thread's far sooner).
    /// Parsed and released, decoded, and stopped at an error after the last level, they are
    /// freed without recursion.
    static let depth = 200_000
    static let deep = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)

    @Test func deepNestingIsFreedWithoutRecursion() throws {
        let parser = JSONParser(maximumDepth: Self.depth)
        var document = try parser.parse(Self.deep)
        document.release()
        #expect(document.root.kind == .null)
    }

    @Test func deepNestingDecodesAndIsFreed() {
        let result = JSONDecodingContext.decode(Data(Self.deep.utf8), fileName: "deep.json", parser: JSONParser(maximumDepth: Self.depth), catalog: TestCatalog.self) { _, node in
            node.value.arrayValue?.count
        }
        #expect((try? result.get().value) == 1)
    }

    /// After the complete value (trailing content), and inside a container still open.
    @Test(arguments: [(Self.deep, "x"), (Self.deep, "]"), ("[" + Self.deep, ",x"), ("[" + Self.deep, "")])
    func deepNestingStoppedByAnErrorIsFreed(_ text: String, _ tail: String) {
        let parser = JSONParser(maximumDepth: Self.depth + 1)
        #expect(throws: JSONSyntaxError.self) { _ = try parser.parse(text + tail).duplicateKeys }
    }
}

/// IntroJSON's own messages, for decoding in tests.
enum TestCatalog: JSONMessageCatalog {
    static func localize(_ key: String, locale: String, _ arguments: [String]) -> String { key }
}

/// Which of the parser's limits a failure went over, named from its diagnostics.
@Suite struct LimitsHitTests {
    @Test func eachLimitIsNamedOnceDepthFirst() {
        let long = JSONSyntaxError(.stringTooLong(length: 9, limit: 3), at: .start).diagnostic
        let deep = JSONSyntaxError(.nestingTooDeep(limit: 2), at: .start).diagnostic
        let other = JSONSyntaxError(.emptyDocument, at: .start).diagnostic
        #expect(JSONParser.limitsHit(by: [long, other, deep, long]) == [.depth, .stringLength])
        #expect(JSONParser.limitsHit(by: [other]).isEmpty)
    }
}
