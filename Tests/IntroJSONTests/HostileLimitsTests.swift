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
}
