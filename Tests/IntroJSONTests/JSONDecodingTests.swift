import Foundation
import IntroJSON
import Testing

@Suite struct JSONDecodingTests {
    @Test func pathsRenderLikeAccessors() {
        let path = JSONPath.root.appending(index: 1).appending(key: "rows").appending(index: 0).appending(key: "accentColor")
        #expect(path.description == "[1].rows[0].accentColor")
        #expect(JSONPath.root.description == "$")
        #expect(JSONPath([.key("a b"), .key("q\"")]).description == #"["a b"]["q\""]"#)
        #expect(JSONPath([.key("title")]).description == "title")
    }

    @Test func pathsShareTheirStepsAndCompareByThem() {
        let appended = JSONPath.root.appending(key: "rows").appending(index: 2)
        let built = JSONPath([.key("rows"), .index(2)])
        #expect(appended == built && appended.hashValue == built.hashValue)
        #expect(appended != JSONPath([.key("rows"), .index(3)]) && appended != JSONPath([.key("rows")]))
        #expect(appended.components == [.key("rows"), .index(2)] && !appended.isRoot && JSONPath([]).isRoot)
        // A path a million steps deep is one link a step, and is freed without recursion.
        var deep = JSONPath.root
        for index in 0..<1_000_000 { deep = deep.appending(index: index) }
        #expect(deep.components.count == 1_000_000 && deep.components.last == .index(999_999))
        deep = .root
        #expect(deep.isRoot)
    }

    @Test func helpersCollectEveryProblem() throws {
        let text = """
            {"name": 3, "count": "x", "flag": null, "list": {}, "titel": "t",
             "child": {"ok": true}}
            """
        let document = try JSONParser().parse(text)
        let context = JSONDecodingContext(document: document)
        let object = try #require(context.object(JSONNode(document.root, path: .root)))
        #expect(object.requiredString("name") == nil)
        #expect(object.optionalNumber("count") == nil)
        #expect(object.optionalBool("flag") == nil)
        #expect(object.requiredBool("flag") == nil)
        #expect(object.requiredArray("list") == nil)
        #expect(object.requiredString("title") == nil)
        #expect(object.optionalObject("child")?.requiredBool("ok") == true)
        #expect(object.optionalString("absent") == nil)
        object.warnAboutUnknownKeys(known: ["name", "count", "flag", "list", "title", "child"])
        let lines = context.diagnostics.map { $0.rendered(fileName: "f.json", localize: localize("en")) }
        #expect(lines == [
            "f.json:1:10: error: name: expected a string, found a number",
            "f.json:1:22: error: count: expected a number, found a string",
            "f.json:1:35: error: flag: expected a Boolean (true or false), found null",
            "f.json:1:49: error: list: expected an array, found an object",
            "f.json:1:1: error: missing required key \"title\": add it to this object",
            "f.json:1:53: warning: titel: unknown key \"titel\" is ignored: did you mean \"title\"?",
        ])
        #expect(context.errors.count == 5 && context.warnings.count == 1 && context.hasErrors)
    }

    @Test func duplicateKeysBecomeErrors() throws {
        let document = try JSONParser().parse(#"[{"a": 1, "a": 2}]"#)
        let context = JSONDecodingContext(document: document)
        let line = context.diagnostics.first?.rendered(fileName: "d.json", localize: localize("es"))
        #expect(line == "d.json:1:11: error: [0].a: la clave \"a\" aparece de nuevo (la primera en 1:3): elimine una; se usa la última")
    }

    @Test func hexColoursShareOneRuleAndOneMessage() throws {
        let document = try JSONParser().parse(##"["#FF8000", "12345", "GG0000", 7]"##)
        let context = JSONDecodingContext(document: document)
        let nodes = try #require(context.array(JSONNode(document.root, path: .root)))
        let colours = nodes.map { context.hexColor($0) { [$0, $1, $2, $3] } }
        #expect(colours[0] == HexColorTests.components(0xFF8000))
        #expect(colours.dropFirst().allSatisfy { $0 == nil })
        let lines = context.diagnostics.map { $0.rendered(fileName: "c.json", localize: localize("es")) }
        #expect(lines == [
            #"c.json:1:13: error: [1]: "12345" no es un color: use 3, 6 u 8 dígitos hexadecimales (8 = AARRGGBB, primero el alfa)"#,
            #"c.json:1:22: error: [2]: "GG0000" no es un color: 'G' no es un dígito hexadecimal; use 0-9 y A-F"#,
            "c.json:1:32: error: [3]: se esperaba una cadena, pero hay un número",
        ])
    }

    @Test func arraysGiveIndexedNodes() throws {
        let document = try JSONParser().parse("[[1, \"2\"]]")
        let context = JSONDecodingContext(document: document)
        let outer = try #require(context.array(JSONNode(document.root, path: .root)))
        let inner = try #require(outer.first.flatMap(context.array))
        #expect(inner.compactMap(context.number) == [1])
        #expect(context.errors.map(\.path.description) == ["[0][1]"])
    }

    @Test func excerptsShortenLongValues() {
        #expect(JSONMessage.excerpt("short") == "short")
        #expect(JSONMessage.excerpt(String(repeating: "a", count: 100), limit: 3) == "aaa…")
    }

    @Test func everyMessageHasEnglishAndSpanish() {
        for (key, translations) in JSONMessages.table {
            #expect(translations["en"] != nil, "\(key) lacks en")
            #expect(translations["es"] != nil, "\(key) lacks es")
        }
    }

    @Test func everyKeyTheModuleUsesIsInTheTable() {
        let expectations: [JSONSyntaxError.Expectation] = [.value, .commaOrEndOfArray, .commaOrEndOfObject, .colon, .key, .digit, .closingQuote]
        let reasons: [JSONSyntaxError.Reason] = [
            .emptyDocument, .unexpectedEnd(expected: .value), .unexpectedCharacter(found: "x", expected: .key),
            .trailingComma(closing: "]"), .unterminatedString(start: .start), .controlCharacter("U+0000"),
            .invalidEscape("x"), .invalidUnicodeEscape, .invalidUTF8(byte: 0xFF), .unsupportedEncoding(JSONForeignEncoding(.utf16BigEndian, hasByteOrderMark: true)),
            .leadingZero, .numberOutOfRange("1e999"), .nestingTooDeep(limit: 1), .stringTooLong(length: 2, limit: 1), .trailingContent(found: "x"),
        ]
        var keys = expectations.map(\.messageKey) + JSONType.allCases.map(\.messageKey)
        keys += JSONForeignEncoding.Form.allCases.flatMap { form in
            [true, false].map { JSONForeignEncoding(form, hasByteOrderMark: $0).messageKey }
        }
        keys += reasons.map { JSONSyntaxError($0, at: .start).message.key }
        keys += ["json.decode.typeMismatch", "json.decode.missingKey", "json.decode.unknownKey",
                 "json.decode.unknownKeySuggestion", "json.decode.duplicateKey", "json.decode.moreDiagnostics"]
        keys += [HexColorError.invalidLength("1", 1), .invalidCharacter("G", "G")].map(\.message.key)
        keys.append(ContentLocale.emptyMessageKey)
        for key in keys { #expect(JSONMessages.table[key] != nil, "\(key) missing") }
        #expect(Set(keys) == Set(JSONMessages.table.keys))
    }
}

@Suite struct KeySuggestionTests {
    @Test func suggestsCloseKeysOnly() throws {
        let document = try JSONParser().parse(#"{"titel": 1, "acentColor": 2, "zzz": 3, "TITLE": 4}"#)
        let context = JSONDecodingContext(document: document)
        context.object(JSONNode(document.root, path: .root))?.warnAboutUnknownKeys(known: ["title", "accentColor"])
        let lines = context.warnings.map { $0.message.rendered(localize("en")) }
        #expect(lines == [
            #"unknown key "titel" is ignored: did you mean "title"?"#,
            #"unknown key "acentColor" is ignored: did you mean "accentColor"?"#,
            #"unknown key "zzz" is ignored"#,
            #"unknown key "TITLE" is ignored: did you mean "title"?"#,
        ])
    }
}
