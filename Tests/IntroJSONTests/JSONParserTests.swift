import Foundation
import IntroJSON
import Testing

@Suite struct JSONParserTests {
    @Test func parsesEveryKindWithPositions() throws {
        let text = """
            {
              "a": [1, -2.5e3, true, false, null],
              "b": "x\\n\\u00e9\\ud83d\\ude00\\/"
            }
            """
        let value = try #require(root(text))
        #expect(value.position == SourcePosition(line: 1, column: 1, offset: 0))
        let members = try #require(value.objectMembers)
        #expect(members.map(\.key) == ["a", "b"])
        #expect(members[0].keyPosition.description == "2:3")
        let array = try #require(value["a"]?.arrayValue)
        #expect(array.map(\.kind) == [.number(1), .number(-2500), .bool(true), .bool(false), .null])
        #expect(array.map(\.position.column) == [9, 12, 20, 26, 33])
        #expect(value["b"]?.stringValue == "x\né😀/")
        #expect(value["b"]?.position.description == "3:8")
    }

    @Test func columnsCountScalarsNotBytes() throws {
        let value = try #require(root(#"["继续é", 1]"#))
        #expect(value.arrayValue?[1].position.column == 9)
    }

    @Test func skipsUTF8ByteOrderMark() throws {
        var data = Data([0xEF, 0xBB, 0xBF])
        data.append(Data("[true]".utf8))
        let document = try JSONParser().parse(data)
        #expect(document.root.arrayValue?.first?.position.description == "1:2")
    }

    /// `[]` in every encoding but UTF-8, with and without a byte order mark: each is named.
    @Test(arguments: [
        ([0xFE, 0xFF, 0x00, 0x5B, 0x00, 0x5D], JSONForeignEncoding.Form.utf16BigEndian, true),
        ([0x00, 0x5B, 0x00, 0x5D], .utf16BigEndian, false),
        ([0xFF, 0xFE, 0x5B, 0x00, 0x5D, 0x00], .utf16LittleEndian, true),
        ([0x5B, 0x00, 0x5D, 0x00], .utf16LittleEndian, false),
        ([0x00, 0x00, 0xFE, 0xFF, 0x00, 0x00, 0x00, 0x5B], .utf32BigEndian, true),
        ([0x00, 0x00, 0x00, 0x5B, 0x00, 0x00, 0x00, 0x5D], .utf32BigEndian, false),
        ([0xFF, 0xFE, 0x00, 0x00, 0x5B, 0x00, 0x00, 0x00], .utf32LittleEndian, true),
        ([0x5B, 0x00, 0x00, 0x00, 0x5D, 0x00, 0x00, 0x00], .utf32LittleEndian, false),
    ] as [([UInt8], JSONForeignEncoding.Form, Bool)])
    func namesForeignEncodings(_ bytes: [UInt8], _ form: JSONForeignEncoding.Form, _ bom: Bool) throws {
        let error = try #require(throws: JSONSyntaxError.self) { try JSONParser().parse(Data(bytes)) }
        #expect(error.reason == .unsupportedEncoding(JSONForeignEncoding(form, hasByteOrderMark: bom)))
    }

    @Test func namesUTF16WithoutMarkInEnglishAndSpanish() throws {
        let error = try #require(throws: JSONSyntaxError.self) { try JSONParser().parse(Data([0x00, 0x5B, 0x00, 0x5D])) }
        #expect(error.message.rendered(localize("en")) == "the file is encoded as UTF-16 big-endian (no BOM): save it as UTF-8")
        #expect(error.message.rendered(localize("es")) == "el archivo está codificado en UTF-16 big-endian (sin BOM): guárdelo como UTF-8")
    }

    /// A byte order mark where a value belongs (a second one, or one inside the text) is named
    /// by its code point: shown as itself it would print as nothing.
    @Test func namesInvisibleCharactersByCodePoint() throws {
        for (text, shown) in [("[\u{FEFF}1]", "U+FEFF (ZERO WIDTH NO-BREAK SPACE)"), ("[1]\u{200B}", "U+200B (ZERO WIDTH SPACE)"),
                              ("[\u{A0}1]", "U+00A0 (NO-BREAK SPACE)"), ("[é]", "'é'")] {
            let error = try #require(throws: JSONSyntaxError.self) { try JSONParser().parse(text) }
            #expect(error.message.rendered(localize("en")).contains(shown), "\(error.message.rendered(localize("en")))")
        }
    }

    @Test func reportsInvalidUTF8WithPosition() throws {
        var data = Data("[\n  \"ab".utf8)
        data.append(contentsOf: [0xC3, 0x28])
        data.append(Data("\"]".utf8))
        let error = try #require(throws: JSONSyntaxError.self) { try JSONParser().parse(data) }
        #expect(error.reason == .invalidUTF8(byte: 0xC3))
        #expect(error.position.description == "2:6")
    }

    @Test(arguments: [
        ("", JSONSyntaxError.Reason.emptyDocument, "1:1"),
        ("[1, 2", .unexpectedEnd(expected: .commaOrEndOfArray), "1:6"),
        ("[1 2]", .unexpectedCharacter(found: "'2'", expected: .commaOrEndOfArray), "1:4"),
        ("{\"a\" 1}", .unexpectedCharacter(found: "'1'", expected: .colon), "1:6"),
        ("{a: 1}", .unexpectedCharacter(found: "'a'", expected: .key), "1:2"),
        ("[True]", .unexpectedCharacter(found: "'True'", expected: .value), "1:2"),
        ("[1,]", .trailingComma(closing: "]"), "1:4"),
        ("{\"a\": 1,\n }", .trailingComma(closing: "}"), "2:2"),
        ("[\"abc", .unterminatedString(start: SourcePosition(line: 1, column: 2, offset: 1)), "1:6"),
        ("[\"a\nb\"]", .controlCharacter("U+000A"), "1:4"),
        ("[\"\\x\"]", .invalidEscape("'x'"), "1:4"),
        ("[\"\\u12\"]", .invalidUnicodeEscape, "1:3"),
        ("[\"\\ud83d\"]", .invalidUnicodeEscape, "1:3"),
        ("[012]", .leadingZero, "1:3"),
        ("[1.]", .unexpectedCharacter(found: "']'", expected: .digit), "1:4"),
        ("[1e999]", .numberOutOfRange("1e999"), "1:2"),
        ("[1] [2]", .trailingContent(found: "'['"), "1:5"),
        ("{\"a\": }", .unexpectedCharacter(found: "'}'", expected: .value), "1:7"),
    ])
    func malformedDocumentsReportWhatAndWhere(text: String, reason: JSONSyntaxError.Reason, position: String) throws {
        let error = try #require(syntaxError(text))
        #expect(error.reason == reason)
        #expect(error.position.description == position)
    }

    @Test func errorsNameTheContainerPath() throws {
        let error = try #require(syntaxError(#"[{"rows": [{"title": tru}]}]"#))
        #expect(error.path.description == "[0].rows[0]")
        let line = error.diagnostic.rendered(fileName: "welcome.json", localize: localize("en"))
        #expect(line == "welcome.json:1:22: error: [0].rows[0]: unexpected 'tru': expected a value (string, number, object, array, true, false or null)")
    }

    @Test func nestingLimitIsAnErrorNotACrash() throws {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let error = try #require(syntaxError(deep))
        #expect(error.reason == .nestingTooDeep(limit: 512))
        #expect(error.position.column == 513)
        #expect(root(String(repeating: "[", count: 512) + String(repeating: "]", count: 512)) != nil)
        #expect(syntaxError("[[{}]]", maximumDepth: 2)?.reason == .nestingTooDeep(limit: 2))
    }

    @Test func duplicateKeysAreListedAndTheLastWins() throws {
        let document = try parse("{\"a\": 1,\n \"b\": {\"c\": 1, \"c\": 2}, \"a\": 3}").get()
        #expect(document.duplicateKeys.map(\.path.description) == ["b.c", "a"])
        #expect(document.duplicateKeys.map(\.position.description) == ["2:16", "2:25"])
        #expect(document.duplicateKeys.first?.firstPosition.description == "2:8")
        #expect(document.root["a"]?.numberValue == 3)
    }

    @Test func longStringsAndManyElementsParse() throws {
        let long = String(repeating: "é", count: 100_000)
        let elements = Array(repeating: "{\"imageName\": \"star\", \"title\": \"t\"}", count: 10_000)
        let text = "[\"\(long)\", [\(elements.joined(separator: ",\n"))]]"
        let value = try #require(root(text))
        #expect(value.arrayValue?[0].stringValue?.count == 100_000)
        #expect(value.arrayValue?[1].arrayValue?.last?.position.line == 10_000)
    }
}

@Suite struct JSONOutputTests {
    @Test func writesReadableJSONThatParsesBack() throws {
        let output = JSONOutput.object([
            .init("title", .string("Quote \" slash / back \\ line\n tab\t bell\u{7} 继续")),
            .init("list", .array([.number(1), .number(-2.5), .bool(true), .null, .array([]), .object([])])),
        ])
        let text = output.serialized()
        #expect(text == """
            {
              "title": "Quote \\" slash / back \\\\ line\\n tab\\t bell\\u0007 继续",
              "list": [
                1,
                -2.5,
                true,
                null,
                [],
                {}
              ]
            }

            """)
        let value = try #require(root(text))
        #expect(value["title"]?.stringValue == "Quote \" slash / back \\ line\n tab\t bell\u{7} 继续")
        #expect(value["list"]?.arrayValue?.count == 6)
    }
}
